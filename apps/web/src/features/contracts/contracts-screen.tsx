import {
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
import { contractsByMotive } from '../../shell/contracts-by-motive.ts';
import { PageShell } from '../../shell/page-shell.tsx';
import { contractTexts } from '../../text/contracts.ts';
import { routeTitles } from '../../text/routes.ts';
import { useContracts } from './api/get-vertraege.ts';
import { contractFigure } from './contract-amount.ts';
import { QueryState } from './query-state.tsx';

const t = contractTexts.list;

export function ContractList(props: { contracts: readonly Contract[] }) {
  const groups = contractsByMotive(props.contracts);
  if (groups.length === 0) return <p>{t.empty}</p>;
  return (
    <>
      <p>{t.intro}</p>
      {groups.map(({ motive, contracts }) => (
        <IonCard key={motive}>
          <IonCardHeader>
            <IonCardTitle>{MOTIVES[motive].title}</IonCardTitle>
            <IonCardSubtitle>{MOTIVES[motive].motiveName}</IonCardSubtitle>
          </IonCardHeader>
          <IonCardContent>
            <IonList lines="full">
              {contracts.map((contract) => {
                const figure = contractFigure(contract);
                return (
                  <IonItem
                    key={contract.ContractId}
                    routerLink={`/${motive}/vertrag/${contract.ContractId}/uebersicht`}
                    detail
                  >
                    <IonLabel>
                      <h3>{contract.Details.Name}</h3>
                      <p>{contract.Details.ContractIdFormatted}</p>
                      {figure !== null && (
                        <p>
                          {figure.label}: {figure.value}
                        </p>
                      )}
                      <p>
                        {t.status}: {contract.Details.Status}
                      </p>
                    </IonLabel>
                  </IonItem>
                );
              })}
            </IonList>
          </IonCardContent>
        </IonCard>
      ))}
    </>
  );
}

/** Produkte: the customer's contracts by motive world, fresh from the server. */
export default function ContractsScreen(props: { storedContracts: readonly Contract[] }) {
  const contracts = useContracts();
  return (
    <PageShell title={routeTitles.vertraege}>
      {contracts.data === undefined && props.storedContracts.length > 0 ? (
        <ContractList contracts={props.storedContracts} />
      ) : (
        <QueryState query={contracts}>{(data) => <ContractList contracts={data} />}</QueryState>
      )}
    </PageShell>
  );
}
