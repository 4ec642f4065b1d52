import {
  IonButton,
  IonCard,
  IonCardContent,
  IonCardHeader,
  IonCardSubtitle,
  IonCardTitle,
  IonItem,
  IonLabel,
  IonList,
} from '@ionic/react';
import { MOTIVES, type Contract } from '@servicebereich/protocol';
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
            <IonCard key={motive}>
              <IonCardHeader>
                <IonCardTitle>{MOTIVES[motive].title}</IonCardTitle>
                <IonCardSubtitle>
                  {MOTIVES[motive].motiveName} · {dashboardTexts.contractCount(contracts.length)}
                </IonCardSubtitle>
              </IonCardHeader>
              <IonCardContent>
                <IonList lines="full">
                  {contracts.map((contract) => (
                    <IonItem
                      key={contract.ContractId}
                      routerLink={`/${motive}/vertrag/${contract.ContractId}/uebersicht`}
                      detail
                    >
                      <IonLabel>
                        <h3>{contract.Details.Name}</h3>
                        <p>{contract.Details.ContractIdFormatted}</p>
                      </IonLabel>
                    </IonItem>
                  ))}
                </IonList>
              </IonCardContent>
            </IonCard>
          ))}
        </>
      )}
    </PageShell>
  );
}
