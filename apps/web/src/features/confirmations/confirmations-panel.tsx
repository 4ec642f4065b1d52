import { zodResolver } from '@hookform/resolvers/zod';
import {
  CONFIRMATION_TITLES,
  confirmationCalls,
  confirmationKindsOf,
  isoToDisplay,
  needsAsOfDate,
  viennaIsoDate,
  viennaTimeOfDay,
  type ConfirmationKind,
  type ConfirmationSummary,
  type Contract,
  type ParamsInput,
  type ResultOf,
} from '@servicebereich/protocol';
import { closeCircleOutline } from 'ionicons/icons';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { DOKBOX_FILE_PARAM, routePath } from '../../routes.ts';
import { confirmStep } from '../../shell/confirm.ts';
import { FormDateField } from '../../shell/date-field.tsx';
import { DetailList } from '../../shell/detail-list.tsx';
import { DonePanel } from '../../shell/done-panel.tsx';
import { FileViewer } from '../../shell/file-viewer.tsx';
import { FormErrorSummary } from '../../shell/form-error-summary.tsx';
import { showFormErrors } from '../../shell/form-errors.ts';
import { FormRadioGroup } from '../../shell/form-radio-group.tsx';
import { QueryState } from '../../shell/query-state.tsx';
import { StatusTag } from '../../shell/status-tag.tsx';
import { showToast } from '../../shell/toast-store.ts';
import { confirmationTexts } from '../../text/confirmations.ts';
import { useRequestConfirmation } from './api/bestaetigung-anfordern.ts';
import { useRevokeConfirmation } from './api/bestaetigung-widerrufen.ts';
import { useContractConfirmations } from './api/get-bestaetigungen.ts';
import { Button, ButtonLink } from '../../shell/button.tsx';

const t = confirmationTexts;

type FormInput = ParamsInput<typeof confirmationCalls.bestaetigungAnfordern>;
type Issued = ResultOf<typeof confirmationCalls.bestaetigungAnfordern>;

/** The form's fields by wire name: the server's errors for them go under them. */
const FIELDS = ['art', 'stichtag'] as const;

function day(iso: string): string {
  return isoToDisplay(iso) ?? iso;
}

/** "20.11.2026, 10:30" in Vienna. */
function dayAndTime(ms: number): string {
  return `${day(viennaIsoDate(ms))}, ${viennaTimeOfDay(ms)}`;
}

/** What a confirmation is called in the list, the question and the toast: title and number. */
function nameOf(confirmation: ConfirmationSummary): string {
  return t.list.title(CONFIRMATION_TITLES[confirmation.Art], confirmation.Nummer);
}

/** The kinds the contract offers; the one it offers alone is named, not asked for. */
function RequestForm(props: {
  contract: Contract;
  kinds: readonly ConfirmationKind[];
  onIssued: (issued: Issued) => void;
}) {
  const { contract, kinds } = props;
  const request = useRequestConfirmation(contract.ContractId);
  const form = useForm<FormInput>({
    resolver: zodResolver(confirmationCalls.bestaetigungAnfordern.params, undefined, {
      raw: true,
    }),
    defaultValues: { vertragsnummer: contract.ContractId, art: kinds[0], stichtag: '' },
  });
  const kind = form.watch('art');
  const start = contract.Details.FromDate;
  const only = kinds.length === 1 ? kinds[0] : undefined;

  const submit = form.handleSubmit(async (params) => {
    try {
      props.onIssued(
        await request.mutateAsync({
          ...params,
          // A day chosen for a balance, then left for another kind, is not sent with it.
          stichtag: needsAsOfDate(params.art) ? params.stichtag : '',
        }),
      );
    } catch (error) {
      showFormErrors(form, FIELDS, error);
    }
  });

  // The card spans the page; the form in it keeps a form's width.
  return (
    <div className="card card--form">
      <form
        noValidate
        aria-labelledby="confirmation-request-heading"
        onSubmit={(event) => {
          void submit(event);
        }}
      >
        <h2 id="confirmation-request-heading" className="card__title">
          {t.panel.requestHeading}
        </h2>
        <FormErrorSummary control={form.control} />
        {only === undefined ? (
          <FormRadioGroup
            control={form.control}
            name="art"
            legend={t.panel.kind}
            options={kinds.map((k) => ({
              value: k,
              label: CONFIRMATION_TITLES[k],
              hint: t.panel.kindHints[k],
            }))}
          />
        ) : (
          <p>
            {t.panel.only(CONFIRMATION_TITLES[only])} {t.panel.kindHints[only]}
          </p>
        )}
        {needsAsOfDate(kind) && (
          <div className="form-fields">
            <FormDateField
              control={form.control}
              name="stichtag"
              label={t.panel.asOf}
              hint={start === undefined ? t.panel.asOfHint : t.panel.asOfHintFrom(day(start))}
              {...(start === undefined ? {} : { min: start })}
              max={viennaIsoDate(Date.now())}
            />
          </div>
        )}
        <Button
          type="submit"
          expand="block"
          className="ion-margin-top"
          disabled={request.isPending}
        >
          {request.isPending ? t.panel.submitting : t.panel.submit}
        </Button>
      </form>
    </div>
  );
}

/** The confirmation just issued: where its PDF is, its code and page, and what to do next. */
function IssuedConfirmation(props: { issued: Issued; onAgain: () => void }) {
  const { Bestaetigung: confirmation, Pruefcode, Prueflink, Datei: file } = props.issued;
  const [viewing, setViewing] = useState(false);
  return (
    <DonePanel heading={t.done.heading}>
      <p role="status">{t.done.stored(file.fileName)}</p>
      <DetailList
        rows={[
          { label: t.done.document, value: nameOf(confirmation) },
          { label: t.done.code, value: <span className="unbroken-text">{Pruefcode}</span> },
          {
            label: t.done.page,
            value: (
              <a className="unbroken-text" href={Prueflink}>
                {Prueflink}
              </a>
            ),
          },
        ]}
      />
      <p>{t.done.share}</p>
      <div className="stack">
        <Button
          expand="block"
          onClick={() => {
            setViewing(true);
          }}
        >
          {t.done.open}
        </Button>
        <ButtonLink
          expand="block"
          fill="outline"
          href={`${routePath('dokbox')}?${new URLSearchParams({ [DOKBOX_FILE_PARAM]: file.fileId })}`}
        >
          {t.done.toDokbox}
        </ButtonLink>
        <Button expand="block" fill="clear" onClick={props.onAgain}>
          {t.done.again}
        </Button>
      </div>
      {viewing && (
        <FileViewer
          file={{
            source: { call: 'ShowDokboxFile', fileId: file.fileId },
            title: file.fileName,
            fileName: file.fileName,
            kind: 'pdf',
          }}
          onClose={() => {
            setViewing(false);
          }}
        />
      )}
    </DonePanel>
  );
}

function ConfirmationItem(props: { confirmation: ConfirmationSummary; contractId: string }) {
  const { confirmation } = props;
  const revoke = useRevokeConfirmation(props.contractId);
  const name = nameOf(confirmation);
  return (
    <li className="device-list__item">
      <div>
        <strong>{name}</strong>
        <p className="muted">{t.list.asOf(day(confirmation.Stichtag))}</p>
        <p className="muted">{t.list.issued(dayAndTime(confirmation.Ausgestellt))}</p>
        {confirmation.Widerrufen !== null && (
          <>
            <p className="muted">{t.list.revokedOn(dayAndTime(confirmation.Widerrufen))}</p>
            <StatusTag text={t.list.revokedTag} icon={closeCircleOutline} />
          </>
        )}
      </div>
      {confirmation.Widerrufen === null && (
        <Button
          fill="outline"
          size="small"
          color="danger"
          disabled={revoke.isPending}
          aria-label={t.list.revokeLabel(name)}
          onClick={() => {
            void confirmStep(t.list.confirm(name)).then((confirmed) => {
              if (!confirmed) return;
              revoke.mutate(confirmation.Id, {
                onSuccess: () => {
                  showToast(t.list.revoked(name));
                },
              });
            });
          }}
        >
          {t.list.revoke}
        </Button>
      )}
    </li>
  );
}

/** The confirmations issued for the contract, newest first, each to revoke while it holds. */
function IssuedList(props: { contractId: string }) {
  const query = useContractConfirmations(props.contractId);
  return (
    <section className="card card--form" aria-labelledby="confirmations-list-heading">
      <h2 id="confirmations-list-heading" className="card__title">
        {t.list.heading}
      </h2>
      <QueryState query={query}>
        {(confirmations) =>
          confirmations.length === 0 ? (
            <p>{t.list.empty}</p>
          ) : (
            <ul className="device-list">
              {confirmations.map((confirmation) => (
                <ConfirmationItem
                  key={confirmation.Id}
                  confirmation={confirmation}
                  contractId={props.contractId}
                />
              ))}
            </ul>
          )
        }
      </QueryState>
    </section>
  );
}

/**
 * "Bestätigungen" of a contract: a confirmation requested at once as a PDF into the DokBox, and
 * those issued before, each to revoke (decision 043).
 */
export function ConfirmationsPanel(props: { contract: Contract }) {
  const { contract } = props;
  const kinds = confirmationKindsOf(contract);
  const [issued, setIssued] = useState<Issued | null>(null);
  return (
    <div className="stack">
      <p>{t.panel.intro}</p>
      {issued === null ? (
        <RequestForm contract={contract} kinds={kinds} onIssued={setIssued} />
      ) : (
        <IssuedConfirmation
          issued={issued}
          onAgain={() => {
            setIssued(null);
          }}
        />
      )}
      <IssuedList contractId={contract.ContractId} />
    </div>
  );
}
