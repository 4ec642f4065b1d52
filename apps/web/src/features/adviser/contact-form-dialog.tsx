import { zodResolver } from '@hookform/resolvers/zod';
import {
  CALLBACK_WINDOW_LABELS,
  CALLBACK_WINDOWS,
  CONTACT_MAX_FILES,
  CONTACT_TOPIC_LABELS,
  CONTACT_TOPICS,
  contactParams,
  formatContractNumber,
} from '@servicebereich/protocol';
import { closeCircle } from 'ionicons/icons';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod/mini';
import { fieldErrorsOf } from '../../api/api-error.ts';
import { confirmDiscard } from '../../shell/confirm-discard.ts';
import {
  ACCEPTED_FILE_TYPES,
  checkPickedFiles,
  FILE_MAX_MEGABYTES,
} from '../../shell/accepted-file.ts';
import { useFilePicker } from '../../shell/file-picker.tsx';
import { Dialog } from '../../shell/dialog.tsx';
import { FormCheckField } from '../../shell/form-check-field.tsx';
import { usePrefill } from '../../shell/form-prefill.ts';
import { FormTextField } from '../../shell/form-text-field.tsx';
import { SelectField } from '../../shell/text-field.tsx';
import { Icon } from '../../shell/icon.tsx';
import { addPickedFiles } from '../../shell/pending-files.ts';
import { showApiError } from '../../shell/show-api-error.ts';
import { adviserTexts } from '../../text/adviser.ts';
import { useKnownMobile } from '../profile/api/get-user-address.ts';
import { useSendContact } from './api/kontakt.ts';
import { fileProgress } from '../../shell/upload-progress.ts';
import { FormErrorSummary } from '../../shell/form-error-summary.tsx';
import { Button } from '../../shell/button.tsx';
import { FileProgress } from '../../shell/file-progress.tsx';

const t = adviserTexts.form;

type FormInput = z.input<typeof contactParams>;
type FormOutput = z.output<typeof contactParams>;

/** Whom the message goes to: one of the customer's advisers or the head office. */
export type ContactRecipient = {
  /** The adviser's id; null for the head office. */
  agentId: string | null;
  name: string;
  /** The contracts the message may be about. */
  contracts: readonly { ContractId: string; Name: string }[];
};

const FIELDS = [
  'thema',
  'betreff',
  'nachricht',
  'vertragsnummer',
  'telefon',
  'zeitfenster',
] as const;

/** A select's value: unset until the customer picks one, so the placeholder option shows. */
function selectValue(value: string | undefined): string {
  return value ?? '';
}

/**
 * The contact form: topic, subject, message, an optional callback and up to 10 photos or PDFs,
 * sent in one call with each file's progress shown. Closing it with entries asks first (SPEC 5).
 */
export function ContactFormDialog(props: {
  recipient: ContactRecipient;
  /** The contract the message is about, where the customer came from one. */
  contractId?: string | undefined;
  onClose: () => void;
  /** Called with the number a callback was asked for on, or null. */
  onSent: (callback: string | null) => void;
}) {
  const { recipient } = props;
  const send = useSendContact();
  const knownMobile = useKnownMobile();
  const [files, setFiles] = useState<File[]>([]);
  const [progress, setProgress] = useState<number[] | null>(null);
  const [filesError, setFilesError] = useState<string | null>(null);
  const picker = useFilePicker({
    id: 'file',
    accept: ACCEPTED_FILE_TYPES,
    multiple: true,
    onPick: (picked) => {
      const { accepted, error } = checkPickedFiles(picked, t.fileType);
      setFiles(addPickedFiles(files, accepted, CONTACT_MAX_FILES));
      setFilesError(error);
    },
  });
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(contactParams),
    defaultValues: {
      ...(recipient.agentId === null ? { headquarter: true } : { agentId: recipient.agentId }),
      ...(props.contractId === undefined ? {} : { vertragsnummer: props.contractId }),
      betreff: '',
      nachricht: '',
      rueckruf: false,
      telefon: '',
    },
  });
  const callback = form.watch('rueckruf') === true;
  // The number for the callback, once asked for: the one the profile has.
  usePrefill(form, 'telefon', callback ? knownMobile : undefined);
  const sending = progress !== null;
  const dirty = form.formState.isDirty || files.length > 0;

  async function close() {
    if (sending) return;
    if (dirty && !(await confirmDiscard())) return;
    props.onClose();
  }

  const submit = form.handleSubmit(async (values) => {
    setProgress(files.map(() => 0));
    setFilesError(null);
    try {
      await send.mutateAsync({
        params: values,
        files,
        onUploadProgress: (sent, total) => {
          setProgress(
            fileProgress(
              files.map((f) => f.size),
              sent,
              total,
            ),
          );
        },
      });
      props.onSent(values.rueckruf && values.telefon ? values.telefon : null);
    } catch (error) {
      const fieldErrors = fieldErrorsOf(error);
      let shown = false;
      for (const key of FIELDS) {
        const message = fieldErrors[key];
        if (message !== undefined) {
          form.setError(key, { message });
          shown = true;
        }
      }
      if (fieldErrors['file'] !== undefined) {
        setFilesError(fieldErrors['file']);
        shown = true;
      }
      if (!shown) showApiError(error);
      setProgress(null);
    }
  });

  const contractOptions = [
    { value: '', label: t.contractNone },
    ...recipient.contracts.map((c) => ({
      value: c.ContractId,
      label: `${c.Name} (${formatContractNumber(c.ContractId)})`,
    })),
  ];

  return (
    <Dialog open wide labelledBy="contact-form-title" onDismiss={() => void close()}>
      <form
        className="adviser-form"
        noValidate
        onSubmit={(event) => {
          void submit(event);
        }}
      >
        <h2 id="contact-form-title" className="app-dialog__title">
          {t.title}
        </h2>
        <FormErrorSummary control={form.control} />
        <p className="muted">{t.to(recipient.name)}</p>
        <div className="form-fields">
          <Controller
            control={form.control}
            name="thema"
            render={({ field, fieldState }) => (
              <SelectField
                id="thema"
                label={t.topic}
                value={selectValue(field.value)}
                onChange={field.onChange}
                error={fieldState.error?.message}
                options={[
                  { value: '', label: t.topicChoose, disabled: true },
                  ...CONTACT_TOPICS.map((topic) => ({
                    value: topic,
                    label: CONTACT_TOPIC_LABELS[topic],
                  })),
                ]}
              />
            )}
          />
          <FormTextField control={form.control} name="betreff" label={t.subject} />
          <FormTextField control={form.control} name="nachricht" label={t.message} rows={6} />
          {recipient.contracts.length > 0 && (
            <Controller
              control={form.control}
              name="vertragsnummer"
              render={({ field, fieldState }) => (
                <SelectField
                  id="vertragsnummer"
                  label={t.contract}
                  value={selectValue(field.value)}
                  onChange={(value) => {
                    field.onChange(value === '' ? undefined : value);
                  }}
                  error={fieldState.error?.message}
                  options={contractOptions}
                />
              )}
            />
          )}
          <FormCheckField control={form.control} name="rueckruf" label={t.callback} />
          {callback && (
            <>
              <FormTextField
                control={form.control}
                name="telefon"
                label={t.phone}
                type="tel"
                inputMode="tel"
                autoComplete="tel"
              />
              <Controller
                control={form.control}
                name="zeitfenster"
                render={({ field, fieldState }) => (
                  <SelectField
                    id="zeitfenster"
                    label={t.window}
                    value={selectValue(field.value)}
                    onChange={(value) => {
                      field.onChange(value === '' ? undefined : value);
                    }}
                    error={fieldState.error?.message}
                    options={[
                      { value: '', label: t.windowChoose, disabled: true },
                      ...CALLBACK_WINDOWS.map((w) => ({
                        value: w,
                        label: CALLBACK_WINDOW_LABELS[w],
                      })),
                    ]}
                  />
                )}
              />
            </>
          )}
        </div>
        <fieldset className="adviser-form__files">
          <legend>{t.files}</legend>
          <p className="muted">{t.filesHint(CONTACT_MAX_FILES, FILE_MAX_MEGABYTES)}</p>
          {files.length > 0 && (
            <ul>
              {files.map((file, index) => (
                <li key={`${file.name}-${file.size}`}>
                  <span className="adviser-form__file-name">{file.name}</span>
                  {progress === null ? (
                    <Button
                      fill="clear"
                      aria-label={t.removeFile(file.name)}
                      onClick={() => {
                        setFiles((current) => current.filter((f) => f !== file));
                      }}
                    >
                      <Icon slot="icon-only" icon={closeCircle} />
                    </Button>
                  ) : (
                    <FileProgress name={file.name} share={progress[index] ?? 0} />
                  )}
                </li>
              ))}
            </ul>
          )}
          {picker.input}
          {files.length < CONTACT_MAX_FILES && !sending && (
            <Button fill="outline" onClick={picker.open}>
              {t.addFiles}
            </Button>
          )}
          {filesError !== null && (
            <p className="form-error" role="alert">
              {filesError}
            </p>
          )}
        </fieldset>
        <div className="app-dialog__buttons app-dialog__buttons--sticky">
          <Button fill="outline" disabled={sending} onClick={() => void close()}>
            {t.cancel}
          </Button>
          <Button type="submit" disabled={sending}>
            {sending ? t.sending : t.send}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
