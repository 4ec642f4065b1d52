import { toNestErrors } from '@hookform/resolvers';
import {
  claimTypesOf,
  CLAIM_FORMS,
  isoToDisplay,
  viennaIsoDate,
  type ClaimSummary,
  type ClaimType,
  type Contract,
} from '@servicebereich/protocol';
import { useEffect, useRef, useState } from 'react';
import { FormProvider, useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { ApiCallError, fieldErrorsOf, isConnectionFailure } from '../../api/api-error.ts';
import { requestFailure } from '../../api/error-catalogue.ts';
import { analytics } from '../../shell/analytics.ts';
import { confirmDiscard } from '../../shell/confirm-discard.ts';
import { FormErrorSummary } from '../../shell/form-error-summary.tsx';
import { LoadingSkeleton } from '../../shell/loading-skeleton.tsx';
import { PageShell } from '../../shell/page-shell.tsx';
import { showApiError } from '../../shell/show-api-error.ts';
import { claimTexts } from '../../text/claims.ts';
import { shellTexts } from '../../text/shell.ts';
import type { CustomerClaim, VisitorClaim } from './api/melden.ts';
import { useReportClaim } from './api/melden.ts';
import type { Reporter } from './api/get-user-address.ts';
import {
  clearDraft,
  draftKey,
  loadDraft,
  resumedStep,
  saveDraft,
  type ClaimDraft,
} from './claim-drafts.ts';
import { clearDraftFiles, loadDraftFiles, saveDraftFiles } from './claim-draft-files.ts';
import { ClaimDone } from './claim-done.tsx';
import { ClaimField, ReporterDetails, type ItemSource } from './claim-fields.tsx';
import { ClaimFiles, type PendingFile } from './claim-files.tsx';
import {
  claimReview,
  claimSteps,
  formNameOfPath,
  formNamesOf,
  initialValues,
  stepOfField,
  toWireParams,
  validateClaim,
  type ClaimFormValues,
} from './claim-form-model.ts';
import { fileProgress } from '../../shell/upload-progress.ts';
import { Button } from '../../shell/button.tsx';
import { ClaimReview } from './claim-review.tsx';

const t = claimTexts.form;

export type ClaimFormScreenProps = {
  typ: ClaimType;
  /** The `-neu` routes: one step at a time with the mini stepper; else every step on one page. */
  stepwise: boolean;
  title: string;
  /** Where the back arrow leads: the overview the form was chosen from. */
  backTo: string;
  visitor: boolean;
  /** The contract the route names, if any. */
  contractId: string | null;
  /** The customer's contracts (none for a visitor). */
  contracts: readonly Contract[];
  /** The customer's name and address from the profile; null without them (a visitor). */
  reporter: Reporter | 'loading' | null;
  /** Where damaged items can be taken from besides typing them; none for a visitor. */
  itemSource?: ItemSource | undefined;
};

/** A claim form of one type, for a customer or a visitor, after checking the route's contract. */
export function ClaimFormScreen(props: ClaimFormScreenProps) {
  const eligible = props.contracts.filter((c) => claimTypesOf(c).includes(props.typ));
  const fixed =
    props.contractId === null
      ? null
      : (eligible.find((c) => c.ContractId === props.contractId) ?? null);
  if (!props.visitor && (eligible.length === 0 || (props.contractId !== null && fixed === null))) {
    return (
      <PageShell title={props.title} backTo={props.backTo}>
        <p role="alert">
          {props.contractId === null
            ? claimTexts.overview.none
            : claimTexts.overview.contractNotFound}
        </p>
      </PageShell>
    );
  }
  // The form starts with the profile's name in it, so it waits for the profile.
  if (props.reporter === 'loading') {
    return (
      <PageShell title={props.title} backTo={props.backTo}>
        <LoadingSkeleton label={shellTexts.query.loading} />
      </PageShell>
    );
  }
  const offered = fixed === null ? eligible : [fixed];
  return (
    <ClaimForm
      key={`${props.typ}-${props.contractId ?? ''}-${String(props.visitor)}`}
      {...props}
      reporter={props.reporter}
      offered={offered}
      chosen={fixed ?? (offered.length === 1 ? (offered[0] ?? null) : null)}
    />
  );
}

/**
 * The message of a refusal the server answered, not of a failure to reach it or to read its
 * answer; null for those.
 */
function refusalMessage(error: unknown): string | null {
  return error instanceof ApiCallError &&
    error.presentation.kind === 'alert' &&
    !isConnectionFailure(error) &&
    error.presentation !== requestFailure
    ? error.presentation.message
    : null;
}

type Outcome = { summary: ClaimSummary; fileCount: number };

function ClaimForm(
  props: ClaimFormScreenProps & {
    reporter: Reporter | null;
    offered: readonly Contract[];
    chosen: Contract | null;
  },
) {
  const { typ, visitor, stepwise } = props;
  const customerName = props.reporter?.name ?? null;
  const steps = claimSteps(typ, visitor);
  // After the last step of entries (the files) comes the summary, from which the claim is sent.
  const reviewStep = steps.length;
  const key = draftKey(typ, props.contractId, visitor);
  const [draftOffer, setDraftOffer] = useState<ClaimDraft | null>(() => loadDraft(key));
  // The step shown; on one page, the step whose heading takes the focus, or the summary.
  const [step, setStep] = useState(0);
  const stepRef = useRef(0);
  // Set where errors move the form to their step: the error summary takes the focus then.
  const errorsMoved = useRef(false);
  const [files, setFiles] = useState<PendingFile[]>([]);
  const [filesError, setFilesError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number[] | null>(null);
  const [failed, setFailed] = useState(false);
  // Failed attempts to go on or to send; each moves the focus to the error summary.
  const [attempt, setAttempt] = useState(0);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const report = useReportClaim();

  const resolver: Resolver<ClaimFormValues> = (values, _context, options) => {
    const messages = validateClaim(typ, visitor, values);
    if (Object.keys(messages).length === 0) return { values, errors: {} };
    const flat: FieldErrors = {};
    for (const [name, message] of Object.entries(messages))
      flat[name] = { type: 'schema', message };
    return { values: {}, errors: toNestErrors(flat, options) };
  };
  const form = useForm<ClaimFormValues>({
    defaultValues: {
      ...initialValues(typ, visitor, { contract: props.chosen, customerName }),
      // A visitor on a contract's claim route has the policy number from the link.
      ...(visitor && props.contractId !== null ? { vertragsnummer: props.contractId } : {}),
    },
    resolver,
  });
  const dirty = form.formState.isDirty || files.length > 0;

  // The first entry starts the claim (usage analytics, decision 034).
  const started = useRef(false);
  useEffect(() => {
    if (!dirty || started.current) return;
    started.current = true;
    analytics.track({ name: 'schadensmeldung-begonnen', detail: typ });
  }, [dirty, typ]);

  // A new step is announced by moving the focus to its heading (not on the first render).
  useEffect(() => {
    if (stepRef.current !== step && !errorsMoved.current) {
      document.getElementById(`claim-step-${String(step)}`)?.focus();
    }
    errorsMoved.current = false;
    stepRef.current = step;
  }, [step]);

  // Every change is kept on the device at once; the offer of an older draft ends with it.
  useEffect(() => {
    const subscription = form.watch((values) => {
      saveDraft(key, values as ClaimFormValues, stepRef.current);
      setDraftOffer(null);
    });
    return () => {
      subscription.unsubscribe();
    };
  }, [form, key]);

  // A customer who picks another contract gets its answers where the form is still empty.
  const contractChosen = form.watch('vertragsnummer');
  useEffect(() => {
    if (visitor) return;
    const contract = props.offered.find((c) => c.ContractId === contractChosen);
    if (contract === undefined) return;
    const prefill = initialValues(typ, false, { contract, customerName });
    for (const [name, value] of Object.entries(prefill)) {
      if (typeof value === 'string' && value !== '' && form.getValues(name) === '') {
        form.setValue(name, value, { shouldDirty: true });
      }
    }
  }, [contractChosen, form, customerName, props.offered, typ, visitor]);

  /** Sending, or leaving with "Ok", ends the draft: its text and its files. */
  function dropDraft() {
    clearDraft(key);
    void clearDraftFiles(key);
  }

  function changeFiles(next: PendingFile[]) {
    setFiles(next);
    void saveDraftFiles(key, next);
    saveDraft(key, form.getValues(), step);
    setDraftOffer(null);
  }

  function goTo(next: number) {
    setStep(next);
    if (form.formState.isDirty) saveDraft(key, form.getValues(), next);
  }

  async function next() {
    const current = steps[step];
    if (current === undefined) return;
    const valid = await form.trigger(formNamesOf(current));
    if (valid) goTo(step + 1);
    else setAttempt((count) => count + 1);
  }

  /**
   * The error summary for a failed check or send; step by step the form goes back to the first
   * step with an error, on one page from the summary back to the page.
   */
  function showErrorsAt(names: readonly string[]) {
    setAttempt((count) => count + 1);
    if (names.length === 0 || (!stepwise && step !== reviewStep)) return;
    const at = Math.min(...names.map((name) => stepOfField(steps, name)));
    if (at === step) return;
    errorsMoved.current = true;
    goTo(at);
  }

  // The whole claim is checked before the summary, as it is before sending.
  const review = form.handleSubmit(
    () => {
      goTo(reviewStep);
    },
    (errors) => {
      showErrorsAt(Object.keys(errors));
    },
  );

  const submit = form.handleSubmit(
    async (values) => {
      setFailed(false);
      setProgress(files.map(() => 0));
      const sizes = files.map((f) => f.file.size);
      const upload = {
        files: files.map((f) => f.file),
        onUploadProgress: (sent: number, total: number) => {
          setProgress(fileProgress(sizes, sent, total));
        },
      };
      // The values passed the call's own schema in the resolver.
      const params = toWireParams(typ, values, files);
      try {
        const summary = await report.mutateAsync(
          visitor
            ? { visitor: true, params: params as VisitorClaim, ...upload }
            : { visitor: false, params: params as CustomerClaim, ...upload },
        );
        dropDraft();
        setOutcome({ summary, fileCount: files.length });
      } catch (error) {
        const fieldErrors = Object.entries(fieldErrorsOf(error));
        const refusal = refusalMessage(error);
        // Sending again helps where the server was not reached or failed, not where it refused.
        setFailed(refusal === null && fieldErrors.length === 0);
        const shown: string[] = [];
        for (const [wireName, message] of fieldErrors) {
          if (wireName === 'file') {
            setFilesError(message);
            shown.push(wireName);
            continue;
          }
          const name = formNameOfPath([wireName]);
          if (stepOfField(steps, name) < steps.length - 1) {
            form.setError(name, { message });
            shown.push(name);
          }
        }
        // Refused fields send the customer back to them; a failure to send stays on the summary.
        if (visitor && refusal !== null && fieldErrors.length === 0) {
          // The server refused a visitor's claim as a whole (the one message for every
          // mismatch, or the lock after failed attempts): said at the policy number, where the
          // identity is corrected, and in the form's summary of errors.
          form.setError('vertragsnummer', { message: refusal });
          showErrorsAt(['vertragsnummer']);
          return;
        }
        if (shown.length < fieldErrors.length || fieldErrors.length === 0) showApiError(error);
        showErrorsAt(shown);
      } finally {
        setProgress(null);
      }
    },
    (errors) => {
      showErrorsAt(Object.keys(errors));
    },
  );

  async function confirmLeave(): Promise<boolean> {
    if (!dirty || outcome !== null) return true;
    if (!(await confirmDiscard())) return false;
    dropDraft();
    return true;
  }

  if (outcome !== null) {
    return (
      <PageShell title={props.title} backTo={props.backTo}>
        <ClaimDone summary={outcome.summary} fileCount={outcome.fileCount} visitor={visitor} />
      </PageShell>
    );
  }

  const sending = progress !== null;
  const last = steps.length - 1;
  const reviewing = step === reviewStep;
  const shownSteps = reviewing ? [] : stepwise ? steps.slice(step, step + 1) : steps;

  return (
    <PageShell
      title={props.title}
      backTo={props.backTo}
      confirmLeave={confirmLeave}
      {...(stepwise ? { step: { step: step + 1, count: steps.length + 1 } } : {})}
      {...(stepwise && step > 0 && !sending
        ? {
            onStepBack: () => {
              goTo(step - 1);
            },
          }
        : {})}
    >
      {draftOffer !== null && (
        <section className="notice stack" aria-labelledby="claim-draft-heading">
          <h2 id="claim-draft-heading">{claimTexts.draft.header}</h2>
          <p>{claimTexts.draft.message(isoToDisplay(viennaIsoDate(draftOffer.savedAt)) ?? '')}</p>
          <div className="dokbox-form__add">
            <Button
              onClick={() => {
                // Against the empty form's values, so the resumed entries count as entries.
                form.reset(
                  { ...form.getValues(), ...draftOffer.values },
                  { keepDefaultValues: true },
                );
                setStep(stepwise ? resumedStep(draftOffer.step, steps.length) : 0);
                setDraftOffer(null);
                void loadDraftFiles(key).then((kept) => {
                  if (kept.length > 0) setFiles(kept);
                });
              }}
            >
              {claimTexts.draft.resume}
            </Button>
            <Button
              fill="outline"
              onClick={() => {
                dropDraft();
                setDraftOffer(null);
              }}
            >
              {claimTexts.draft.discard}
            </Button>
          </div>
        </section>
      )}
      <FormProvider {...form}>
        <form
          noValidate
          className="claim-form"
          onSubmit={(event) => {
            if (reviewing) {
              void submit(event);
            } else if (stepwise && step < last) {
              event.preventDefault();
              void next();
            } else {
              void review(event);
            }
          }}
        >
          <FormErrorSummary
            control={form.control}
            attempt={attempt}
            extra={filesError === null ? [] : [{ field: 'file', message: filesError }]}
          />
          {shownSteps.map((shown) => {
            const index = steps.indexOf(shown);
            const headingId = `claim-step-${String(index)}`;
            return (
              <section key={shown.title} aria-labelledby={headingId} className="claim-step">
                <h2 id={headingId} tabIndex={-1}>
                  {shown.title}
                </h2>
                {index === 0 && visitor && <p>{t.identityIntro}</p>}
                {index === last ? (
                  <>
                    <p>{t.filesAsk(CLAIM_FORMS[typ].files)}</p>
                    <ClaimFiles
                      id="file"
                      files={files}
                      onChange={changeFiles}
                      photoChecklist={typ === 'kfz'}
                      progress={progress}
                      error={filesError}
                      onError={setFilesError}
                    />
                  </>
                ) : (
                  <div className="form-fields">
                    {shown.fields.map((field) => (
                      <ClaimField
                        key={field}
                        control={form.control}
                        typ={typ}
                        field={field}
                        visitor={visitor}
                        contracts={props.offered}
                        contractFixed={props.contractId !== null}
                        receipts={{ files, onChange: changeFiles, locked: sending }}
                        itemSource={props.itemSource}
                      />
                    ))}
                  </div>
                )}
                {index === 0 && props.reporter !== null && (
                  <ReporterDetails reporter={props.reporter} />
                )}
              </section>
            );
          })}
          {reviewing && (
            <ClaimReview
              headingId={`claim-step-${String(reviewStep)}`}
              groups={claimReview(typ, visitor, form.getValues(), files, {
                contracts: props.offered,
                reporter: props.reporter,
              })}
              contracts={props.offered}
              onEdit={goTo}
              progress={progress}
            />
          )}
          {failed && !sending && <p role="alert">{t.failed}</p>}
          <Button type="submit" expand="block" className="ion-margin-top" disabled={sending}>
            {sending ? t.sending : reviewing ? (failed ? t.retry : t.submit) : t.next}
          </Button>
        </form>
      </FormProvider>
    </PageShell>
  );
}
