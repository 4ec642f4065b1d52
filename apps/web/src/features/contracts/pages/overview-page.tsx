import { IonItem, IonLabel, IonList } from '@ionic/react';
import type { Contract, Motive } from '@servicebereich/protocol';
import { contractTexts } from '../../../text/contracts.ts';
import { contractFigure } from '../contract-amount.ts';
import { overviewActions } from '../contract-pages.ts';

const t = contractTexts;

/** The contract's summary and the pages its kind and Features offer. */
export function OverviewPage(props: { contract: Contract; motive: Motive; hasChecklist: boolean }) {
  const { contract, motive } = props;
  const figure = contractFigure(contract);
  return (
    <>
      <section className="summary" aria-labelledby="contract-name">
        <h2 id="contract-name">{contract.Details.Name}</h2>
        <p>
          {t.kinds[contract.Kind]} · {contract.Details.ContractIdFormatted}
        </p>
        {figure !== null && (
          <p className="summary__figure">
            <span>{figure.label}</span> <strong>{figure.value}</strong>
          </p>
        )}
        <p>
          {t.list.status}: {contract.Details.Status}
        </p>
      </section>
      <h2 className="section-heading">{t.overview.actions}</h2>
      <IonList lines="full">
        {overviewActions(contract).map((page) => (
          <IonItem
            key={page}
            routerLink={`/${motive}/vertrag/${contract.ContractId}/${page}`}
            detail
          >
            <IonLabel>{t.overview.pages[page]}</IonLabel>
          </IonItem>
        ))}
        {Object.entries(contract.Features).some(
          ([feature, on]) => on && feature.startsWith('Schadensmeldung'),
        ) && (
          <IonItem routerLink={`/${motive}/vertrag/${contract.ContractId}/schadensmeldung`} detail>
            <IonLabel>{t.overview.claim}</IonLabel>
          </IonItem>
        )}
        {props.hasChecklist && (
          <IonItem routerLink={`/${motive}/kreditcheckliste`} detail>
            <IonLabel>{t.overview.checklist}</IonLabel>
          </IonItem>
        )}
      </IonList>
    </>
  );
}
