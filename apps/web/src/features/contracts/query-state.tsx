import { IonButton } from '@ionic/react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { contractTexts } from '../../text/contracts.ts';

/**
 * What a screen shows for one query: a loading line, a failure with "Erneut versuchen" (the alert
 * with the reason came from the error path), or the content for the data.
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
        <p role="alert">{contractTexts.loadFailed}</p>
        <IonButton
          fill="outline"
          onClick={() => {
            void query.refetch();
          }}
        >
          {contractTexts.retry}
        </IonButton>
      </div>
    );
  }
  return (
    <p role="status" className="muted">
      {contractTexts.loading}
    </p>
  );
}
