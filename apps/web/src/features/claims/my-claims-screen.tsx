import {
  CLAIM_TYPE_LABELS,
  formatContractNumber,
  isoToDisplay,
  viennaIsoDate,
  CLAIM_STATUS_LABELS,
  type ClaimDetail,
  type ClaimStatus,
  type ClaimSummary,
} from '@servicebereich/protocol';
import {
  alertCircleOutline,
  checkmark,
  checkmarkCircleOutline,
  chevronDown,
  close,
  closeCircleOutline,
  remove,
  shieldCheckmarkOutline,
  timeOutline,
} from 'ionicons/icons';
import { useState } from 'react';
import { fieldErrorsOf } from '../../api/api-error.ts';
import { DetailList } from '../../shell/detail-list.tsx';
import { EmptyState } from '../../shell/empty-state.tsx';
import { Icon } from '../../shell/icon.tsx';
import { PageShell } from '../../shell/page-shell.tsx';
import { QueryState } from '../../shell/query-state.tsx';
import { showApiError } from '../../shell/show-api-error.ts';
import { StatusTag, type StatusTagContent } from '../../shell/status-tag.tsx';
import { showToast } from '../../shell/toast-store.ts';
import { claimTexts } from '../../text/claims.ts';
import { useAddClaimDocuments } from './api/add-schadensmeldung-dokumente.ts';
import { useClaim } from './api/get-schadensmeldung.ts';
import { useClaims } from './api/get-schadensmeldungen.ts';
import { ClaimFiles, type PendingFile } from './claim-files.tsx';
import { CLAIM_PATHS } from './claim-paths.ts';
import {
  claimEnded,
  claimsInOrder,
  documentsSentSinceRequest,
  trackerSteps,
  type TrackerStep,
} from './claim-tracker.ts';
import { fileProgress } from '../../shell/upload-progress.ts';
import { Button } from '../../shell/button.tsx';
import { FileName } from '../../shell/file-name.tsx';

const t = claimTexts.list;

function displayDate(iso: string): string {
  return isoToDisplay(iso) ?? iso;
}

/**
 * A step's mark: done ticked, passed by struck out, the others numbered; nothing to choose. The
 * end of a claim that has ended says how: settled ticked, refused crossed.
 */
function StepMarker(props: { step: TrackerStep; number: number }) {
  const { state, outcome } = props.step;
  return (
    <span className="claim-tracker__marker" aria-hidden="true">
      {outcome === 'abgelehnt' ? (
        <Icon icon={close} />
      ) : state === 'done' || outcome === 'reguliert' ? (
        <Icon icon={checkmark} />
      ) : state === 'skipped' ? (
        <Icon icon={remove} />
      ) : (
        props.number
      )}
    </span>
  );
}

/** Where the claim stands: a read-only stepper, the current step marked for screen readers. */
export function Tracker(props: { claimNumber: string; steps: readonly TrackerStep[] }) {
  return (
    <ol className="claim-tracker" aria-label={t.trackerLabel(props.claimNumber)}>
      {props.steps.map((step, index) => (
        <li
          key={step.label}
          className={`claim-tracker__step claim-tracker__step--${step.state}${step.outcome === null ? '' : ' claim-tracker__step--ended'}`}
          aria-current={step.state === 'current' ? 'step' : undefined}
        >
          <StepMarker step={step} number={index + 1} />
          <div>
            <p className="claim-tracker__label">
              {step.label}
              {step.state === 'current' && <span className="visually-hidden"> ({t.current})</span>}
            </p>
            <p className="claim-tracker__date">
              {step.at !== null
                ? displayDate(viennaIsoDate(step.at))
                : step.state === 'skipped'
                  ? t.skipped
                  : t.notReached}
            </p>
            {step.notes.map((note) => (
              <p key={note} className="claim-tracker__note">
                {note}
              </p>
            ))}
          </div>
        </li>
      ))}
    </ol>
  );
}

/** Sends further files for a claim whose documents were asked for. */
function AddDocuments(props: { claimNumber: string; onDone: () => void }) {
  const add = useAddClaimDocuments();
  const [files, setFiles] = useState<PendingFile[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number[] | null>(null);
  const id = `nachreichen-${props.claimNumber}`;

  async function send() {
    if (files.length === 0) {
      setError(t.filesMissing);
      return;
    }
    const sizes = files.map((f) => f.file.size);
    setProgress(sizes.map(() => 0));
    try {
      await add.mutateAsync({
        claimNumber: props.claimNumber,
        files: files.map((f) => f.file),
        onUploadProgress: (sent, total) => {
          setProgress(fileProgress(sizes, sent, total));
        },
      });
      showToast(t.sent);
      props.onDone();
    } catch (failure) {
      const message = fieldErrorsOf(failure)['file'];
      if (message === undefined) showApiError(failure);
      else setError(message);
    } finally {
      setProgress(null);
    }
  }

  return (
    <section className="stack" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{t.addDocuments}</h3>
      <ClaimFiles
        id={id}
        files={files}
        onChange={setFiles}
        photoChecklist={false}
        progress={progress}
        error={error}
        onError={setError}
      />
      <div className="dokbox-form__add">
        <Button disabled={progress !== null} onClick={() => void send()}>
          {t.send}
        </Button>
        <Button fill="outline" disabled={progress !== null} onClick={props.onDone}>
          {t.cancel}
        </Button>
      </div>
    </section>
  );
}

/** The word and icon of where a claim stands, the same for the list and its tracker. */
function statusTag(status: ClaimStatus): StatusTagContent {
  const icon =
    status === 'reguliert'
      ? checkmarkCircleOutline
      : status === 'abgelehnt'
        ? closeCircleOutline
        : status === 'unterlagen-angefordert'
          ? alertCircleOutline
          : timeOutline;
  return { text: CLAIM_STATUS_LABELS[status], icon };
}

/**
 * Where the claim stands. A claim in progress shows its tracker; one that has ended shows when and
 * how, and its way there on request.
 */
function ClaimProgress(props: { claim: ClaimDetail }) {
  const { claim } = props;
  const steps = trackerSteps(claim.Status, claim.Verlauf);
  const tracker = <Tracker claimNumber={claim.Schadennummer} steps={steps} />;
  const end = steps.at(-1);
  if (!claimEnded(claim.Status) || end?.at == null) {
    return <div className="claim-card__progress">{tracker}</div>;
  }
  return (
    <div className="claim-card__progress">
      <p className="claim-card__outcome">{t.endedOn(displayDate(viennaIsoDate(end.at)))}</p>
      {end.notes.map((note) => (
        <p key={note}>{note}</p>
      ))}
      <details className="disclosure claim-card__history">
        <summary>
          {t.history}
          <Icon icon={chevronDown} />
        </summary>
        {tracker}
      </details>
    </div>
  );
}

function ClaimCard(props: { claim: ClaimSummary }) {
  const { claim } = props;
  const detail = useClaim(claim.Schadennummer, true);
  const [adding, setAdding] = useState(false);
  const sent = detail.data !== undefined && documentsSentSinceRequest(detail.data);
  const headingId = `claim-${claim.Schadennummer}`;
  return (
    <li className="card detail-card claim-card">
      <section aria-labelledby={headingId}>
        <div className="claim-card__head">
          <h2 id={headingId} className="card__title">
            {CLAIM_TYPE_LABELS[claim.Typ]}
          </h2>
          <StatusTag {...statusTag(claim.Status)} />
        </div>
        {claim.Status === 'unterlagen-angefordert' &&
          (adding ? (
            <AddDocuments
              claimNumber={claim.Schadennummer}
              onDone={() => {
                setAdding(false);
              }}
            />
          ) : (
            <div className="stack">
              <p className="notice">{sent ? t.received : t.requested}</p>
              <Button
                expand="block"
                fill={sent ? 'outline' : 'solid'}
                onClick={() => {
                  setAdding(true);
                }}
              >
                {sent ? t.addMoreDocuments : t.addDocuments}
              </Button>
            </div>
          ))}
        <div className="claim-card__body">
          <DetailList
            rows={[
              { label: t.number, value: claim.Schadennummer },
              { label: t.date, value: displayDate(claim.Schadendatum) },
              { label: t.reported, value: displayDate(claim.Eingegangen) },
              {
                label: t.contract,
                value: (
                  <span className="contract-number">
                    {formatContractNumber(claim.Vertragsnummer)}
                  </span>
                ),
              },
            ]}
          />
          <QueryState query={detail}>
            {(data) => (
              <>
                <ClaimProgress claim={data} />
                <section
                  className="claim-card__documents"
                  aria-labelledby={`${headingId}-documents`}
                >
                  <h3 id={`${headingId}-documents`}>{t.documents}</h3>
                  {data.Dokumente.length === 0 ? (
                    <p className="muted">
                      {claimEnded(data.Status) ? t.noDocumentsEnded : t.noDocuments}
                    </p>
                  ) : (
                    <ul className="claim-documents">
                      {data.Dokumente.map((doc, index) => (
                        <li key={`${doc.Dateiname}-${String(index)}`}>
                          <span className="wrap">
                            <FileName name={doc.Dateiname} />
                          </span>{' '}
                          <span className="muted">
                            {doc.Gegenstand !== undefined &&
                              `${claimTexts.form.receiptOf(doc.Gegenstand + 1)} · `}
                            {displayDate(doc.Hochgeladen)}
                          </span>
                        </li>
                      ))}
                    </ul>
                  )}
                </section>
              </>
            )}
          </QueryState>
        </div>
      </section>
    </li>
  );
}

/** "Meine Schäden": the customer's claims, each with its tracker and documents. */
export function MyClaimsScreen(props: { title: string }) {
  const claims = useClaims();
  return (
    <PageShell title={props.title} backTo={CLAIM_PATHS.overview}>
      <p>{t.intro}</p>
      <QueryState query={claims}>
        {(list) =>
          list.length === 0 ? (
            <EmptyState
              icon={shieldCheckmarkOutline}
              text={t.empty}
              action={{ label: t.report, to: CLAIM_PATHS.overview }}
            />
          ) : (
            <ul className="claim-cards">
              {claimsInOrder(list).map((claim) => (
                <ClaimCard key={claim.Schadennummer} claim={claim} />
              ))}
            </ul>
          )
        }
      </QueryState>
    </PageShell>
  );
}
