import { IonButton } from '@ionic/react';
import { ERROR_KEYS, type Contract } from '@servicebereich/protocol';
import { hasErrorKey } from '../../../api/api-error.ts';
import { DIRECT_CONTACT_HEAD_OFFICE, DIRECT_CONTACT_PARAM, routePath } from '../../../routes.ts';
import { contractTexts } from '../../../text/contracts.ts';
import { useContractAdviser } from '../api/get-berater.ts';
import { DetailList } from '../../../shell/detail-list.tsx';
import { QueryState } from '../../../shell/query-state.tsx';

const t = contractTexts.adviser;

/** The contract's adviser (GetBerater); contacting them is the adviser area's page. */
export function AdviserPage(props: { contract: Contract }) {
  const adviser = useContractAdviser(props.contract.ContractId);
  // No adviser for the contract: the error path showed why; the head office stands in.
  if (hasErrorKey(adviser.error, ERROR_KEYS.agentNotFound)) {
    return (
      <section className="stack">
        <p>{t.noAdviser}</p>
        <IonButton
          routerLink={`${routePath('berater')}?${DIRECT_CONTACT_PARAM}=${DIRECT_CONTACT_HEAD_OFFICE}`}
        >
          {t.headOffice}
        </IonButton>
      </section>
    );
  }
  return (
    <QueryState query={adviser}>
      {(a) => (
        <section className="stack" aria-labelledby="adviser-name">
          <p>{t.intro}</p>
          <div>
            <h2 id="adviser-name">{a.Name}</h2>
            <p className="muted">{a.Funktion}</p>
          </div>
          <DetailList
            rows={[
              { label: t.email, value: <a href={`mailto:${a.Email}`}>{a.Email}</a> },
              {
                label: t.phone,
                value: <a href={`tel:${a.Telefon.replace(/\s/g, '')}`}>{a.Telefon}</a>,
              },
              { label: t.address, value: a.Adresse },
            ]}
          />
          <IonButton
            routerLink={`${routePath('berater-vertrag', { contractId: props.contract.ContractId })}?${DIRECT_CONTACT_PARAM}=${encodeURIComponent(a.AgentId)}`}
          >
            {t.contact}
          </IonButton>
        </section>
      )}
    </QueryState>
  );
}
