import { zodResolver } from '@hookform/resolvers/zod';
import { ebikeCalls } from '@servicebereich/protocol';
import { useForm } from 'react-hook-form';
import { z } from 'zod/mini';
import { confirmDiscard } from '../../shell/confirm-discard.ts';
import { Dialog } from '../../shell/dialog.tsx';
import { showFormErrors } from '../../shell/form-errors.ts';
import { FormTextField } from '../../shell/form-text-field.tsx';
import { shellTexts } from '../../text/shell.ts';
import { ebikeTexts as t } from '../../text/ebike.ts';
import { useActivateEbikeTracker } from './api/activate-ebike-tracker.ts';
import { FormErrorSummary } from '../../shell/form-error-summary.tsx';
import { Button } from '../../shell/button.tsx';

/** The activation's fields as the protocol checks them, without the contract the card names. */
const activationSchema = () =>
  z.omit(ebikeCalls.activateEbikeTracker.params, { vertragsnummer: true });
type FormInput = z.input<ReturnType<typeof activationSchema>>;
type FormOutput = z.output<ReturnType<typeof activationSchema>>;

const FIELDS = ['rahmennummer', 'trackerid'] as const;

/**
 * Asks for the tracker's activation: frame number and tracker id, checked as the server checks
 * them; the server's errors for them go under the fields, any other through the error path.
 */
export function EbikeActivationDialog(props: {
  contractId: string;
  /** The last attempt's entries, to correct after a rejection. */
  defaults: FormInput;
  onClose: () => void;
  onRequested: () => void;
}) {
  const activate = useActivateEbikeTracker();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(activationSchema()),
    defaultValues: props.defaults,
  });

  // Read while rendering: react-hook-form tracks only the form state a render has read.
  const dirty = form.formState.isDirty;

  async function close() {
    if (activate.isPending) return;
    if (dirty && !(await confirmDiscard())) return;
    props.onClose();
  }

  const submit = form.handleSubmit(async (values) => {
    try {
      await activate.mutateAsync({ ...values, vertragsnummer: props.contractId });
      props.onRequested();
    } catch (error) {
      showFormErrors(form, FIELDS, error);
    }
  });

  return (
    <Dialog open labelledBy="ebike-activation-title" onDismiss={() => void close()}>
      <form
        noValidate
        onSubmit={(event) => {
          void submit(event);
        }}
      >
        <h2 id="ebike-activation-title" className="app-dialog__title">
          {t.activate}
        </h2>
        <FormErrorSummary control={form.control} />
        <p className="app-dialog__message">{t.notActivated}</p>
        <div className="form-fields">
          <FormTextField
            control={form.control}
            name="rahmennummer"
            label={t.frameNumber}
            hint={t.frameNumberHint}
            autoComplete="off"
          />
          <FormTextField
            control={form.control}
            name="trackerid"
            label={t.trackerId}
            hint={t.trackerIdHint}
            inputMode="numeric"
            autoComplete="off"
          />
        </div>
        <div className="button-row ion-margin-top">
          <Button fill="outline" disabled={activate.isPending} onClick={() => void close()}>
            {shellTexts.discard.cancel}
          </Button>
          <Button type="submit" disabled={activate.isPending}>
            {activate.isPending ? t.activating : t.activate}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
