import {
  isoToDisplay,
  MOTIVE_IDS,
  MOTIVES,
  nextDirectDebit,
  viennaIsoDate,
  type Contract,
  type PostboxEntry,
} from '@servicebereich/protocol';
import { chatbubbles, cloudUpload, warning } from 'ionicons/icons';
import type { ReactNode } from 'react';
import { contractIcon } from '../../shell/contract-icons.ts';
import { contractLines } from '../../shell/contract-lines.ts';
import { motivesOf } from '../../shell/contracts-by-motive.ts';
import { DetailList } from '../../shell/detail-list.tsx';
import { Amount } from '../../shell/hidden-amounts.tsx';
import { LinkItem, LinkList } from '../../shell/link-item.tsx';
import { TWO_COLUMNS, useMediaQuery } from '../../shell/media-query.ts';
import { dashboardTexts as t } from '../../text/dashboard.ts';

// The dashboard's content from its data, for the app's screen (dashboard-screen.tsx) and for the
// frame the server's page shows before the app has started (dashboard-frame.tsx): both show the
// same thing in the same place. Nothing here needs Ionic or a query.

/** How many of the coming direct debits the overview lists. */
const DEBITS_SHOWN = 3;

/** The totals that matter and the next direct debits (counted from `now`'s day in Vienna). */
export function Overview(props: { contracts: readonly Contract[]; now: number }) {
  const { contracts } = props;
  const withBalance = contracts.filter((c) => c.Details.Balance !== undefined);
  const loans = withBalance.filter((c) => c.Kind === 'Finanzierung');
  const savings = withBalance.filter((c) => c.Kind !== 'Finanzierung');
  const sum = (list: readonly Contract[], sign: 1 | -1) =>
    list.reduce((total, c) => total + Math.max(0, sign * (c.Details.Balance ?? 0)), 0);
  const today = viennaIsoDate(props.now);
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
              <span className="debits__what">
                {contract.Details.Name}
                <span className="debits__date">{isoToDisplay(date) ?? date}</span>
              </span>
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

/** Unread letters, with the title of the newest one; all read, or none yet. */
export function PostboxSummary(props: { letters: readonly PostboxEntry[] }) {
  const unread = props.letters.filter((entry) => entry.Status === 'UNREAD');
  const readTitle = props.letters.length === 0 ? t.postbox.none : t.postbox.allRead;
  return (
    <LinkList>
      <LinkItem
        to="/nachrichten"
        title={unread.length === 0 ? readTitle : t.postbox.unread(unread.length)}
        details={unread[0] === undefined ? [t.postbox.open] : [t.postbox.newest(unread[0].Title)]}
      />
    </LinkList>
  );
}

function QuickActions() {
  return (
    <section className="card" aria-labelledby="dashboard-actions">
      <h2 id="dashboard-actions" className="card__title">
        {t.actions.title}
      </h2>
      <LinkList>
        <LinkItem to="/services/schadensmeldung" title={t.actions.claim} icon={warning} />
        <LinkItem to="/services/berater" title={t.actions.adviser} icon={chatbubbles} />
        <LinkItem to="/services/dokbox" title={t.actions.upload} icon={cloudUpload} />
      </LinkList>
    </section>
  );
}

/** Every contract once, with the motive worlds it belongs to as tags. */
export function ContractList(props: { contracts: readonly Contract[] }) {
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
            icon={contractIcon(contract)}
          />
        );
      })}
    </LinkList>
  );
}

/**
 * Greets the customer by first name: the totals and the next direct debits, unread letters, quick
 * actions and every contract, then the campaigns. Each part that depends on data comes as it
 * can be shown: the app's screen wraps it in the state of its query, the frame has the data.
 * The campaigns come last: the customer's money and letters come first, and the carousel, whose
 * code loads after the first screen, moves nothing there when it appears. In two columns the
 * contracts stand in the second, and the campaigns under the quick actions in the first.
 */
export function DashboardContent(props: {
  firstName: string;
  testMode: boolean;
  /** The Overview, or nothing without contracts. */
  overview: ReactNode;
  /** The PostboxSummary. */
  postbox: ReactNode;
  /** The ContractList, or what stands for none. */
  contracts: ReactNode;
  sliders?: ReactNode;
}) {
  const twoColumns = useMediaQuery(TWO_COLUMNS);
  return (
    <>
      <h2 className="greeting">{t.greeting(props.firstName)}</h2>
      {props.testMode && <p className="test-mode-notice">{t.testModeNotice}</p>}
      <div className="card-columns">
        {props.overview}
        <section className="card" aria-labelledby="dashboard-postbox">
          <h2 id="dashboard-postbox" className="card__title">
            {t.postbox.title}
          </h2>
          {props.postbox}
        </section>
        <QuickActions />
        {twoColumns && props.sliders}
        <section
          className="card dashboard-contracts card-columns__second"
          aria-labelledby="dashboard-contracts"
        >
          <h2 id="dashboard-contracts" className="card__title">
            {t.contracts}
          </h2>
          {props.contracts}
        </section>
      </div>
      {!twoColumns && props.sliders}
    </>
  );
}
