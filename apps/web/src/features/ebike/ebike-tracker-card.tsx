import {
  EBIKE_TRACKER_REASON_TEXTS,
  isoToDisplay,
  viennaIsoDate,
  type Contract,
  type EbikeTrackerState,
  type EbikeTrackerStatus,
} from '@servicebereich/protocol';
import {
  alertCircle,
  checkmarkCircle,
  hourglassOutline,
  removeCircleOutline,
} from 'ionicons/icons';
import { useState } from 'react';
import { ContractLabel } from '../../shell/contract-label.tsx';
import { DetailList } from '../../shell/detail-list.tsx';
import { Icon } from '../../shell/icon.tsx';
import { QueryState } from '../../shell/query-state.tsx';
import { showToast } from '../../shell/toast-store.ts';
import { ebikeTexts as t } from '../../text/ebike.ts';
import { useEbikeTrackerStatus } from './api/get-ebike-tracker-status.ts';
import { EbikeActivationDialog } from './ebike-activation-dialog.tsx';
import { Button } from '../../shell/button.tsx';

const STATE_ICONS = {
  'nicht-aktiviert': removeCircleOutline,
  angefragt: hourglassOutline,
  aktiv: checkmarkCircle,
  abgelehnt: alertCircle,
  fehlgeschlagen: alertCircle,
} as const satisfies Record<EbikeTrackerState, string>;

/** States from which the customer may ask for an activation. */
const ACTIVATABLE: ReadonlySet<EbikeTrackerState> = new Set([
  'nicht-aktiviert',
  'abgelehnt',
  'fehlgeschlagen',
]);

function displayDate(instant: string | null): string {
  return instant === null ? '' : (isoToDisplay(viennaIsoDate(Date.parse(instant))) ?? '');
}

function stateText(status: EbikeTrackerStatus): string | null {
  switch (status.Status) {
    case 'nicht-aktiviert':
      return status.Verfuegbar ? t.notActivated : null;
    case 'angefragt':
      return t.requested(displayDate(status.Angefragt));
    case 'aktiv':
      return t.active(displayDate(status.Aktiviert));
    case 'abgelehnt':
    case 'fehlgeschlagen':
      return status.Grund === null ? null : EBIKE_TRACKER_REASON_TEXTS[status.Grund];
  }
}

function TrackerStatus(props: { contractId: string; status: EbikeTrackerStatus }) {
  const { contractId, status } = props;
  const [activating, setActivating] = useState(false);
  const text = stateText(status);
  const canActivate = ACTIVATABLE.has(status.Status);
  return (
    <>
      {/* Announced when the provider's answer comes in while the card is on screen. */}
      <div aria-live="polite">
        <p className={`ebike-card__state ebike-card__state--${status.Status}`}>
          <Icon icon={STATE_ICONS[status.Status]} />
          <span>
            <span className="visually-hidden">{`${t.stateLabel}: `}</span>
            {t.states[status.Status]}
          </span>
        </p>
        {text !== null && <p>{text}</p>}
      </div>
      {status.TrackerId !== null && (
        <DetailList
          rows={[
            { label: t.trackerId, value: status.TrackerId },
            { label: t.frameNumber, value: status.Rahmennummer },
          ]}
        />
      )}
      {canActivate && !status.Verfuegbar && <p className="notice">{t.unavailable}</p>}
      {canActivate && status.Verfuegbar && (
        <>
          {status.Status !== 'nicht-aktiviert' && <p className="muted">{t.tryAgain}</p>}
          <Button
            expand="block"
            onClick={() => {
              setActivating(true);
            }}
          >
            {status.Status === 'nicht-aktiviert' ? t.activate : t.activateAgain}
          </Button>
        </>
      )}
      {activating && (
        <EbikeActivationDialog
          contractId={contractId}
          defaults={{
            rahmennummer: status.Rahmennummer ?? '',
            trackerid: status.TrackerId ?? '',
          }}
          onClose={() => {
            setActivating(false);
          }}
          onRequested={() => {
            setActivating(false);
            showToast(t.requestedToast);
          }}
        />
      )}
    </>
  );
}

/**
 * The tracker of an e-bike contract (Features.EbikeTracker): its status, kept up to date while
 * the provider is asked, and the activation. `title` names the card: the tracker on the
 * contract's page (the default), the contract in the services list.
 */
export function EbikeTrackerCard(props: {
  contract: Contract;
  title?: string;
  headingLevel: 2 | 3;
}) {
  const { contract } = props;
  const status = useEbikeTrackerStatus(contract.ContractId);
  const headingId = `ebike-tracker-${contract.ContractId}`;
  const Heading = props.headingLevel === 2 ? 'h2' : 'h3';
  const d = contract.Details;
  return (
    <article className="card ebike-card" aria-labelledby={headingId}>
      <Heading id={headingId} className="card__title">
        {props.title ?? t.title}
      </Heading>
      <p className="card__subtitle">
        <ContractLabel contract={contract} name={d.KfzBezeichnung} />
      </p>
      <QueryState query={status}>
        {(data) => <TrackerStatus contractId={contract.ContractId} status={data} />}
      </QueryState>
    </article>
  );
}
