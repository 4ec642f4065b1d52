import { type Contract, contractCalls } from '@servicebereich/protocol';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useApi } from '../../api/api-context.tsx';
import { contractsKey } from '../../api/shared-keys.ts';
import { DashboardScreen } from './dashboard-screen.tsx';

export type DashboardRouteProps = (
  | { loggedIn: false }
  | { loggedIn: true; firstName: string; storedContracts: readonly Contract[]; testMode: boolean }
) & {
  /** The campaigns' slider carousel, which route-table.tsx puts in. */
  sliders?: ReactNode;
};

/** The dashboard with the contracts kept since login, refreshed from the server. */
export default function DashboardRoute(props: DashboardRouteProps) {
  const api = useApi();
  const stored = props.loggedIn ? props.storedContracts : [];
  const contracts = useQuery({
    queryKey: contractsKey,
    queryFn: ({ signal }) => api.call(contractCalls.getVertraege, {}, { signal }),
    enabled: props.loggedIn,
    // The kept contracts show (also if the refresh fails) and are refreshed at once, as if
    // fetched long ago; with none kept, the screen says it is loading them.
    initialData: stored.length > 0 ? [...stored] : undefined,
    initialDataUpdatedAt: 0,
  });
  if (!props.loggedIn) return <DashboardScreen loggedIn={false} sliders={props.sliders} />;
  return (
    <DashboardScreen
      loggedIn
      firstName={props.firstName}
      contracts={contracts}
      testMode={props.testMode}
      sliders={props.sliders}
    />
  );
}
