import { IonButton } from '@ionic/react';
import { MOTIVES, type Contract } from '@servicebereich/protocol';
import type { UseQueryResult } from '@tanstack/react-query';
import { LinkItem, LinkList } from '../../shell/link-item.tsx';
import { PageShell } from '../../shell/page-shell.tsx';
import { QueryState } from '../../shell/query-state.tsx';
import { dashboardTexts } from '../../text/dashboard.ts';
import { contractsByMotive } from '../../shell/contracts-by-motive.ts';

export type DashboardScreenProps =
  | { loggedIn: false }
  | {
      loggedIn: true;
      firstName: string;
      contracts: UseQueryResult<readonly Contract[]>;
      testMode: boolean;
    };

function ContractsByMotive(props: { contracts: readonly Contract[] }) {
  const groups = contractsByMotive(props.contracts);
  if (groups.length === 0) return <p>{dashboardTexts.noContracts}</p>;
  return groups.map(({ motive, contracts }) => (
    <section key={motive} className="card" aria-labelledby={`motive-${motive}`}>
      <h3 id={`motive-${motive}`} className="card__title">
        {MOTIVES[motive].title}
      </h3>
      <p className="card__subtitle">
        {MOTIVES[motive].motiveName} · {dashboardTexts.contractCount(contracts.length)}
      </p>
      <LinkList>
        {contracts.map((contract) => (
          <LinkItem
            key={contract.ContractId}
            to={`/${motive}/vertrag/${contract.ContractId}/uebersicht`}
            title={contract.Details.Name}
            details={[contract.Details.ContractIdFormatted]}
          />
        ))}
      </LinkList>
    </section>
  ));
}

/** Greets the customer by first name and offers their contracts by motive world. */
export function DashboardScreen(props: DashboardScreenProps) {
  if (!props.loggedIn) {
    return (
      <PageShell title={dashboardTexts.title} backTo={false}>
        <div className="stack">
          <h2>{dashboardTexts.greetingAnonymous}</h2>
          <p>{dashboardTexts.loggedOutIntro}</p>
          <IonButton expand="block" routerLink="/login">
            {dashboardTexts.toLogin}
          </IonButton>
        </div>
      </PageShell>
    );
  }
  return (
    <PageShell title={dashboardTexts.title} backTo={false}>
      <h2 className="greeting">{dashboardTexts.greeting(props.firstName)}</h2>
      {props.testMode && <p className="test-mode-notice">{dashboardTexts.testModeNotice}</p>}
      <p>{dashboardTexts.intro}</p>
      <QueryState query={props.contracts}>
        {(contracts) => <ContractsByMotive contracts={contracts} />}
      </QueryState>
    </PageShell>
  );
}
