import {
  onlineManager,
  QueryClientProvider,
  useMutation,
  useQuery,
  type QueryClient,
} from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiCallError } from './api-error.ts';
import { offlineFailure, requestFailure, type Presentation } from './error-catalogue.ts';
import { createQueryClient } from './query-client.ts';

const failed = (presentation: Presentation = requestFailure) =>
  new ApiCallError('getVertraege', presentation);

function setup() {
  const onError = vi.fn();
  const queryClient = createQueryClient({ onError });
  return { queryClient, onError };
}

function Contracts({ queryFn }: { queryFn: () => Promise<string> }) {
  const query = useQuery({ queryKey: ['contracts'], queryFn });
  return <p>{query.status}</p>;
}

function withClient(queryClient: QueryClient, children: React.ReactNode) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

afterEach(() => {
  vi.restoreAllMocks();
  onlineManager.setOnline(true);
});

describe('createQueryClient', () => {
  it('keeps data 5 minutes and leaves retrying to the API client', () => {
    const { queryClient } = setup();
    expect(queryClient.getDefaultOptions().queries).toMatchObject({
      staleTime: 300_000,
      gcTime: 300_000,
      retry: false,
      refetchOnWindowFocus: false,
    });
  });

  it('removes a failed query from the cache and reports its error', async () => {
    const { queryClient, onError } = setup();
    const error = failed();
    await expect(
      queryClient.query({ queryKey: ['contracts'], queryFn: () => Promise.reject(error) }),
    ).rejects.toBe(error);
    expect(queryClient.getQueryCache().find({ queryKey: ['contracts'] })).toBeUndefined();
    expect(onError).toHaveBeenCalledExactlyOnceWith(error);
  });

  it('leaves the error of a query that handles it to its screen, and still forgets it', async () => {
    const { queryClient, onError } = setup();
    const error = failed();
    await expect(
      queryClient.query({
        queryKey: ['postbox'],
        queryFn: () => Promise.reject(error),
        meta: { handlesErrors: true },
      }),
    ).rejects.toBe(error);
    expect(queryClient.getQueryCache().find({ queryKey: ['postbox'] })).toBeUndefined();
    expect(onError).not.toHaveBeenCalled();
  });

  it('leaves to the screen only the errors its function says it handles', async () => {
    const { queryClient, onError } = setup();
    const handled = failed();
    const other = failed();
    const meta = { handlesErrors: (error: unknown) => error === handled };
    for (const error of [handled, other]) {
      await expect(
        queryClient.query({ queryKey: ['details'], queryFn: () => Promise.reject(error), meta }),
      ).rejects.toBe(error);
    }
    expect(onError).toHaveBeenCalledExactlyOnceWith(other);
  });

  it('requests the data again after a failure', async () => {
    const { queryClient } = setup();
    const queryFn = vi.fn().mockRejectedValueOnce(failed()).mockResolvedValueOnce('data');
    await queryClient.query({ queryKey: ['contracts'], queryFn }).catch(() => undefined);
    await expect(queryClient.query({ queryKey: ['contracts'], queryFn })).resolves.toBe('data');
    expect(queryFn).toHaveBeenCalledTimes(2);
  });

  it('asks once for a query a screen shows, and forgets it when the screen goes', async () => {
    const { queryClient, onError } = setup();
    const queryFn = vi.fn(() => Promise.reject(failed()));
    const view = render(withClient(queryClient, <Contracts queryFn={queryFn} />));
    await screen.findByText('error');
    // Removing an observed entry would make the screen rebuild it and fetch again at once, in a
    // loop: the failed entry is still there, under the screen's observer.
    const kept = queryClient.getQueryCache().find({ queryKey: ['contracts'] });
    expect(kept?.state.status).toBe('error');
    expect(kept?.getObserversCount()).toBe(1);
    expect(queryFn).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledTimes(1);
    view.unmount();
    await waitFor(() => {
      expect(queryClient.getQueryCache().find({ queryKey: ['contracts'] })).toBeUndefined();
    });

    render(withClient(queryClient, <Contracts queryFn={queryFn} />));
    await waitFor(() => {
      expect(queryFn).toHaveBeenCalledTimes(2);
    });
  });

  it('does not serve data whose refresh failed as fresh to the next screen', async () => {
    const { queryClient } = setup();
    const queryFn = vi
      .fn<() => Promise<string>>()
      .mockResolvedValueOnce('alt')
      .mockRejectedValueOnce(failed())
      .mockResolvedValueOnce('neu');
    const view = render(withClient(queryClient, <Contracts queryFn={queryFn} />));
    await screen.findByText('success');
    await queryClient.refetchQueries({ queryKey: ['contracts'] });
    view.unmount();
    await waitFor(() => {
      expect(queryClient.getQueryData(['contracts'])).toBeUndefined();
    });
    render(withClient(queryClient, <Contracts queryFn={queryFn} />));
    await waitFor(() => {
      expect(queryClient.getQueryData(['contracts'])).toBe('neu');
    });
  });

  it.each([{ kind: 'silent' }, { kind: 'logout' }] as const)(
    'shows no alert for a $kind failure, and still forgets the query',
    async (presentation) => {
      const { queryClient, onError } = setup();
      await queryClient
        .query({ queryKey: ['contracts'], queryFn: () => Promise.reject(failed(presentation)) })
        .catch(() => undefined);
      expect(onError).not.toHaveBeenCalled();
      expect(queryClient.getQueryCache().find({ queryKey: ['contracts'] })).toBeUndefined();
    },
  );

  it('reports a failed mutation', async () => {
    const { queryClient, onError } = setup();
    const error = failed();
    await expect(
      queryClient
        .getMutationCache()
        .build(queryClient, { mutationFn: () => Promise.reject(error) })
        .execute(undefined),
    ).rejects.toBe(error);
    expect(onError).toHaveBeenCalledExactlyOnceWith(error);
  });

  it('leaves the errors of a mutation that handles them to the form', async () => {
    const { queryClient, onError } = setup();
    function Form() {
      const mutation = useMutation({
        mutationFn: () => Promise.reject(failed()),
        meta: { handlesErrors: true },
      });
      return (
        <button
          type="button"
          onClick={() => {
            mutation.mutate();
          }}
        >
          {mutation.status}
        </button>
      );
    }
    render(withClient(queryClient, <Form />));
    screen.getByText('idle').click();
    await screen.findByText('error');
    expect(onError).not.toHaveBeenCalled();
  });

  it('sends a change made offline, so that it fails and says so instead of waiting unseen', async () => {
    onlineManager.setOnline(false);
    const { queryClient, onError } = setup();
    const error = failed(offlineFailure);
    const mutationFn = vi.fn(() => Promise.reject(error));
    await expect(
      queryClient.getMutationCache().build(queryClient, { mutationFn }).execute(undefined),
    ).rejects.toBe(error);
    expect(mutationFn).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledExactlyOnceWith(error);
  });

  it('leaves a query that still shows its data offline to its banner, without an alert', async () => {
    const { queryClient, onError } = setup();
    queryClient.setQueryData(['contracts'], 'kept', { updatedAt: 1 });
    await expect(
      queryClient.query({
        queryKey: ['contracts'],
        queryFn: () => Promise.reject(failed(offlineFailure)),
      }),
    ).rejects.toBeInstanceOf(ApiCallError);
    expect(queryClient.getQueryData(['contracts'])).toBe('kept');
    expect(onError).not.toHaveBeenCalled();
  });

  it('leaves a query that fails offline with nothing to show to its screen, without an alert', async () => {
    const { queryClient, onError } = setup();
    await expect(
      queryClient.query({
        queryKey: ['postbox', 'settings'],
        queryFn: () => Promise.reject(failed(offlineFailure)),
      }),
    ).rejects.toBeInstanceOf(ApiCallError);
    expect(onError).not.toHaveBeenCalled();
  });

  it('shows no alert for a silent mutation failure', async () => {
    const { queryClient, onError } = setup();
    await expect(
      queryClient
        .getMutationCache()
        .build(queryClient, { mutationFn: () => Promise.reject(failed({ kind: 'silent' })) })
        .execute(undefined),
    ).rejects.toBeInstanceOf(ApiCallError);
    expect(onError).not.toHaveBeenCalled();
  });
});
