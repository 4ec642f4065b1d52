import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Session } from './features/session/session-context.tsx';
import { registerServiceWorker } from './native/service-worker.ts';

/**
 * The web app's offline reading (decision 032), loaded once the first screen is up: the service
 * worker that keeps the app's code, and, while a customer is logged in (not in the test mode),
 * the data kept for reading offline, until the logout.
 */
export default function OfflineReading(props: { session: Session }) {
  const queryClient = useQueryClient();
  const { session } = props;
  useEffect(() => {
    void registerServiceWorker();
  }, []);
  useEffect(() => {
    if (session.status !== 'loggedIn' || session.testMode) return undefined;
    // Its code loads only for a logged-in customer: a visitor has nothing to keep.
    const stop = import('./api/offline-data.ts').then(({ keepForOffline }) =>
      keepForOffline(queryClient, session.firstName),
    );
    return () => {
      void stop.then((stopKeeping) => {
        stopKeeping();
      });
    };
  }, [queryClient, session]);
  return null;
}
