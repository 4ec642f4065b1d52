import type { Contract } from '@servicebereich/protocol';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { NoContracts } from '../../shell/no-contracts.tsx';
import { OfflineBanner } from '../../shell/offline-banner.tsx';
import { PageShell } from '../../shell/page-shell.tsx';
import { QueryState } from '../../shell/query-state.tsx';
import { dashboardTexts as t } from '../../text/dashboard.ts';
import { shellTexts } from '../../text/shell.ts';
import { usePostboxEntries } from '../postbox/api/get-postbox-entries.ts';
import { ContractList, DashboardContent, Overview, PostboxSummary } from './dashboard-content.tsx';
import { ButtonLink } from '../../shell/button.tsx';

export type DashboardScreenProps = (
  | { loggedIn: false }
  | {
      loggedIn: true;
      firstName: string;
      contracts: UseQueryResult<readonly Contract[]>;
      testMode: boolean;
    }
) & {
  /** The campaigns' slider carousel. */
  sliders?: ReactNode;
};

/** The newest letters, as their query stands. */
function PostboxState() {
  const entries = usePostboxEntries();
  return (
    <QueryState query={entries}>{(letters) => <PostboxSummary letters={letters} />}</QueryState>
  );
}

/** The dashboard (dashboard-content.tsx), each part as its query stands; logged out, the way in. */
export function DashboardScreen(props: DashboardScreenProps) {
  if (!props.loggedIn) {
    return (
      <PageShell title={t.title} backTo={false}>
        <div className="stack">
          <h2>{t.greetingAnonymous}</h2>
          <p>{t.loggedOutIntro}</p>
          <div className="button-row">
            <ButtonLink expand="block" href="/login">
              {t.toLogin}
            </ButtonLink>
            <ButtonLink expand="block" fill="outline" href="/services/schadensmeldung">
              {shellTexts.visitorClaim}
            </ButtonLink>
          </div>
        </div>
        {props.sliders}
      </PageShell>
    );
  }
  return (
    <PageShell title={t.title} backTo={false} wide>
      <OfflineBanner query={props.contracts} />
      <DashboardContent
        firstName={props.firstName}
        testMode={props.testMode}
        overview={
          <QueryState query={props.contracts}>
            {(contracts) =>
              contracts.length === 0 ? null : <Overview contracts={contracts} now={Date.now()} />
            }
          </QueryState>
        }
        postbox={<PostboxState />}
        contracts={
          <QueryState query={props.contracts}>
            {(contracts) =>
              contracts.length === 0 ? <NoContracts /> : <ContractList contracts={contracts} />
            }
          </QueryState>
        }
        sliders={props.sliders}
      />
    </PageShell>
  );
}
