import { IonButton } from '@ionic/react';
import {
  isoToDisplay,
  MOTIVE_IDS,
  MOTIVES,
  nextDirectDebit,
  viennaIsoDate,
  type Contract,
} from '@servicebereich/protocol';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { motivesOf } from '../../shell/contracts-by-motive.ts';
import { DetailList } from '../../shell/detail-list.tsx';
import { LinkItem, LinkList } from '../../shell/link-item.tsx';
import { PageShell } from '../../shell/page-shell.tsx';
import { QueryState } from '../../shell/query-state.tsx';
import { dashboardTexts } from '../../text/dashboard.ts';
import { contractLines } from '../../shell/contract-lines.ts';
import { NoContracts } from '../../shell/no-contracts.tsx';
import { usePostboxEntries } from '../postbox/api/get-postbox-entries.ts';
import { Amount } from '../../shell/hidden-amounts.tsx';

const t = dashboardTexts;

/** How many of the coming direct debits the overview lists. */
const DEBITS_SHOWN = 3;

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

/** The totals that matter and the next direct debits, from the contracts. */
function Overview(props: { contracts: readonly Contract[] }) {
  const { contracts } = props;
  const withBalance = contracts.filter((c) => c.Details.Balance !== undefined);
  const loans = withBalance.filter((c) => c.Kind === 'Finanzierung');
  const savings = withBalance.filter((c) => c.Kind !== 'Finanzierung');
  const sum = (list: readonly Contract[], sign: 1 | -1) =>
    list.reduce((total, c) => total + Math.max(0, sign * (c.Details.Balance ?? 0)), 0);
  const today = viennaIsoDate(Date.now());
  const debits = contracts
    .flatMap((contract) => {
      const debit = nextDirectDebit(contract, today);
      return debit === null ? [] : [{ contract, ...debit }];
    })
    // ISO dates sort as strings; localeCompare would first load the browser's collation, tens
    // of milliseconds before the first screen can show.
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))
    .slice(0, DEBITS_SHOWN);
  return (
    <section className="card" aria-labelledby="dashboard-overview">
      <h2 id="dashboard-overview" className="card__title">
        {t.overview.title}
      </h2>
      <DetailList
        variant="figures"
        rows={[
          {
            label: t.overview.savings,
            value: savings.length > 0 ? <Amount cents={sum(savings, 1)} /> : undefined,
          },
          {
            label: t.overview.loans,
            value: loans.length > 0 ? <Amount cents={sum(loans, -1)} /> : undefined,
          },
        ]}
      />
      <h3 className="card__heading">{t.overview.debits}</h3>
      {debits.length === 0 ? (
        <p className="muted">{t.overview.noDebits}</p>
      ) : (
        <ul className="debits">
          {debits.map(({ contract, date, amount }) => (
            <li key={contract.ContractId}>
              <span>{t.overview.debit(isoToDisplay(date) ?? date, contract.Details.Name)}</span>
              <strong>
                <Amount cents={amount} />
              </strong>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Unread letters, with the title of the newest one. */
function PostboxCard() {
  const entries = usePostboxEntries();
  const unread = entries.data?.filter((entry) => entry.Status === 'UNREAD') ?? [];
  return (
    <section className="card" aria-labelledby="dashboard-postbox">
      <h2 id="dashboard-postbox" className="card__title">
        {t.postbox.title}
      </h2>
      <QueryState query={entries}>
        {() => (
          <LinkList>
            <LinkItem
              to="/nachrichten"
              title={unread.length === 0 ? t.postbox.allRead : t.postbox.unread(unread.length)}
              details={
                unread[0] === undefined ? [t.postbox.open] : [t.postbox.newest(unread[0].Title)]
              }
            />
          </LinkList>
        )}
      </QueryState>
    </section>
  );
}

function QuickActions() {
  return (
    <section className="card" aria-labelledby="dashboard-actions">
      <h2 id="dashboard-actions" className="card__title">
        {t.actions.title}
      </h2>
      <LinkList>
        <LinkItem to="/services/schadensmeldung" title={t.actions.claim} />
        <LinkItem to="/services/berater" title={t.actions.adviser} />
        <LinkItem to="/services/dokbox" title={t.actions.upload} />
      </LinkList>
    </section>
  );
}

/** Every contract once, with the motive worlds it belongs to as tags. */
function ContractList(props: { contracts: readonly Contract[] }) {
  return (
    <LinkList>
      {props.contracts.map((contract) => {
        const motives = motivesOf(contract);
        return (
          <LinkItem
            key={contract.ContractId}
            to={`/${motives[0] ?? MOTIVE_IDS[0]}/vertrag/${contract.ContractId}/uebersicht`}
            title={contract.Details.Name}
            details={contractLines(contract)}
            tags={motives.map((motive) => MOTIVES[motive].title)}
          />
        );
      })}
    </LinkList>
  );
}

/**
 * Greets the customer by first name: the totals and the next direct debits, unread letters, quick
 * actions and every contract, then the campaigns. The campaigns come last: the customer's money
 * and letters come first, and the carousel, whose code loads after the first screen, moves
 * nothing there when it appears.
 */
export function DashboardScreen(props: DashboardScreenProps) {
  if (!props.loggedIn) {
    return (
      <PageShell title={t.title} backTo={false}>
        <div className="stack">
          <h2>{t.greetingAnonymous}</h2>
          <p>{t.loggedOutIntro}</p>
          <IonButton expand="block" routerLink="/login">
            {t.toLogin}
          </IonButton>
        </div>
        {props.sliders}
      </PageShell>
    );
  }
  return (
    <PageShell title={t.title} backTo={false}>
      <h2 className="greeting">{t.greeting(props.firstName)}</h2>
      {props.testMode && <p className="test-mode-notice">{t.testModeNotice}</p>}
      <QueryState query={props.contracts}>
        {(contracts) => (contracts.length === 0 ? null : <Overview contracts={contracts} />)}
      </QueryState>
      <PostboxCard />
      <QuickActions />
      <section className="card" aria-labelledby="dashboard-contracts">
        <h2 id="dashboard-contracts" className="card__title">
          {t.contracts}
        </h2>
        <QueryState query={props.contracts}>
          {(contracts) =>
            contracts.length === 0 ? <NoContracts /> : <ContractList contracts={contracts} />
          }
        </QueryState>
      </section>
      {props.sliders}
    </PageShell>
  );
}
