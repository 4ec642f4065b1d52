import { IonButton } from '@ionic/react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { isOfflineFailure } from '../api/api-error.ts';
import { errorTexts } from '../text/errors.ts';
import { shellTexts } from '../text/shell.ts';

/**
 * What a screen shows for one query: a loading line, a failure with "Erneut versuchen" (the alert
 * with the reason came from the error path; offline, where no alert comes, the reason is said
 * here), or the content for the data.
 */
export function QueryState<T>(props: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  const { query } = props;
  if (query.data !== undefined) return props.children(query.data);
  if (query.isError) {
    return (
      <div className="stack">
        <p role="alert">
          {isOfflineFailure(query.error) ? errorTexts.offline : shellTexts.query.loadFailed}
        </p>
        <IonButton
          fill="outline"
          onClick={() => {
            void query.refetch();
          }}
        >
          {shellTexts.query.retry}
        </IonButton>
      </div>
    );
  }
  return (
    <p role="status" className="muted">
      {shellTexts.query.loading}
    </p>
  );
}
