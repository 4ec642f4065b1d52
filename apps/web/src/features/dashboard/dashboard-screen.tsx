import { IonButton } from '@ionic/react';
import { MOTIVES, type Contract } from '@servicebereich/protocol';
import { LinkItem, LinkList } from '../../shell/link-item.tsx';
import { PageShell } from '../../shell/page-shell.tsx';
import { dashboardTexts } from '../../text/dashboard.ts';
import { contractsByMotive } from '../../shell/contracts-by-motive.ts';

export type DashboardScreenProps =
  | { loggedIn: false }
  | { loggedIn: true; firstName: string; contracts: readonly Contract[]; testMode: boolean };

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
  const groups = contractsByMotive(props.contracts);
  return (
    <PageShell title={dashboardTexts.title} backTo={false}>
      <h2 className="greeting">{dashboardTexts.greeting(props.firstName)}</h2>
      {props.testMode && <p className="test-mode-notice">{dashboardTexts.testModeNotice}</p>}
      {groups.length === 0 ? (
        <p>{dashboardTexts.noContracts}</p>
      ) : (
        <>
          <p>{dashboardTexts.intro}</p>
          {groups.map(({ motive, contracts }) => (
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
          ))}
        </>
      )}
    </PageShell>
  );
}
