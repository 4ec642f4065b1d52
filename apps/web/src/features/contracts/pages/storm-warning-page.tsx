import { IonButton } from '@ionic/react';
import type { Contract } from '@servicebereich/protocol';
import { contractTexts } from '../../../text/contracts.ts';

/** The entry to the storm-warning area for a contract whose Features include Unwetter. */
export function StormWarningPage(props: { contract: Contract }) {
  return (
    <div className="stack">
      <p>{contractTexts.stormWarning.intro}</p>
      <IonButton routerLink={`/services/unwetterwarnung/${props.contract.ContractId}`}>
        {contractTexts.stormWarning.open}
      </IonButton>
    </div>
  );
}
