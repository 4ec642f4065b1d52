import { isoToDisplay, viennaIsoDate, viennaTimeOfDay } from '@servicebereich/protocol';
import { onlineManager, type UseQueryResult } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { isConnectionFailure } from '../api/api-error.ts';
import { offlineTexts } from '../text/offline.ts';

const subscribe = (listener: () => void) => onlineManager.subscribe(listener);
const isOnline = () => onlineManager.isOnline();

/** "Offline – Stand: DD.MM.YYYY HH:MM", the time an answer was fetched, in Vienna. */
export function offlineSince(fetchedAt: number): string {
  const day = isoToDisplay(viennaIsoDate(fetchedAt)) ?? '';
  return offlineTexts.since(`${day} ${viennaTimeOfDay(fetchedAt)}`);
}

/**
 * Says a screen shows data fetched before, without a connection (decision 032): while the device
 * is offline, or when the last try to fetch it again got no answer. Nothing otherwise. Data from
 * no fetch of its own (`dataUpdatedAt` 0) is the contracts the login brought.
 */
export function OfflineBanner(props: {
  query: Pick<UseQueryResult, 'data' | 'dataUpdatedAt' | 'error'>;
}) {
  const online = useSyncExternalStore(subscribe, isOnline);
  const { data, dataUpdatedAt, error } = props.query;
  if (data === undefined || (online && !isConnectionFailure(error))) return null;
  return (
    <p className="notice" role="status">
      {dataUpdatedAt > 0 ? offlineSince(dataUpdatedAt) : offlineTexts.sinceLogin}
    </p>
  );
}
