import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { isOfflineFailure } from '../api/api-error.ts';
import { errorTexts } from '../text/errors.ts';
import { shellTexts } from '../text/shell.ts';
import { LoadingSkeleton, type SkeletonShape } from './loading-skeleton.tsx';
import { Button } from './button.tsx';

/** What a screen needs of a query, a list's or a paged one's. */
export type ShownQuery<T> = Pick<UseQueryResult<T>, 'data' | 'error' | 'isError' | 'refetch'>;

/**
 * A query that has nothing to show and failed: the reason (the alert with it came from the error
 * path; offline, where no alert comes, it is said here) and "Erneut versuchen".
 */
export function QueryFailure(props: { query: ShownQuery<unknown> }) {
  const { query } = props;
  return (
    <div className="stack">
      <p role="alert">
        {isOfflineFailure(query.error) ? errorTexts.offline : shellTexts.query.loadFailed}
      </p>
      <Button
        fill="outline"
        onClick={() => {
          void query.refetch();
        }}
      >
        {shellTexts.query.retry}
      </Button>
    </div>
  );
}

/**
 * What a screen shows for one query: the shape of what comes while it loads (rows of a list by
 * default), a failure (`QueryFailure`), or the content for the data, also the data fetched before
 * when a refresh failed.
 */
export function QueryState<T>(props: {
  query: ShownQuery<T>;
  skeleton?: SkeletonShape;
  children: (data: T) => ReactNode;
}) {
  const { query } = props;
  if (query.data !== undefined) return props.children(query.data);
  if (query.isError) return <QueryFailure query={query} />;
  return <LoadingSkeleton shape={props.skeleton} label={shellTexts.query.loading} />;
}
