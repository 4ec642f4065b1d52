import { IonButton } from '@ionic/react';
import type { Contract } from '@servicebereich/protocol';
import { contractTexts } from '../../../text/contracts.ts';
import { useContractAdviser } from '../api/get-berater.ts';
import { QueryState } from '../../../shell/query-state.tsx';

const t = contractTexts.adviser;

/** The contract's adviser (GetBerater); contacting them is the adviser area's page. */
export function AdviserPage(props: { contract: Contract }) {
  const adviser = useContractAdviser(props.contract.ContractId);
  return (
    <QueryState query={adviser}>
      {(a) => (
        <section className="stack" aria-labelledby="adviser-name">
          <p>{t.intro}</p>
          <div>
            <h2 id="adviser-name">{a.Name}</h2>
            <p className="muted">{a.Funktion}</p>
          </div>
          <dl className="detail-list">
            <div className="detail-list__row">
              <dt>{t.email}</dt>
              <dd>
                <a href={`mailto:${a.Email}`}>{a.Email}</a>
              </dd>
            </div>
            <div className="detail-list__row">
              <dt>{t.phone}</dt>
              <dd>
                <a href={`tel:${a.Telefon.replace(/\s/g, '')}`}>{a.Telefon}</a>
              </dd>
            </div>
            <div className="detail-list__row">
              <dt>{t.address}</dt>
              <dd>{a.Adresse}</dd>
            </div>
          </dl>
          <IonButton
            routerLink={`/services/berater/${props.contract.ContractId}?direktkontakt=${encodeURIComponent(a.AgentId)}`}
          >
            {t.contact}
          </IonButton>
        </section>
      )}
    </QueryState>
  );
}
