import { zodResolver } from '@hookform/resolvers/zod';
import {
  DOKBOX_MAX_FILES,
  DOKBOX_MAX_FILES_IMMOWERT,
  GEMEINSAM_GESUND_FOLDER,
  GEMEINSAM_GESUND_NAME_PREFIX,
  isIsoDate,
  POSTBOX_CATEGORY_ID,
  toIsoDate,
  typedDay,
  type DokboxFile,
} from '@servicebereich/protocol';
import { closeCircle } from 'ionicons/icons';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod/mini';
import { fieldErrorsOf } from '../../api/api-error.ts';
import { confirmDiscard } from '../../shell/confirm-discard.ts';
import { FormDateField } from '../../shell/date-field.tsx';
import { latestDate } from '../../shell/date-mask.ts';
import { Dialog } from '../../shell/dialog.tsx';
import { FormCheckField } from '../../shell/form-check-field.tsx';
import { FormTextField } from '../../shell/form-text-field.tsx';
import { showApiError } from '../../shell/show-api-error.ts';
import { SelectField, TextField } from '../../shell/text-field.tsx';
import { showToast } from '../../shell/toast-store.ts';
import { dokboxTexts } from '../../text/dokbox.ts';
import { useDokboxChanges } from './api/change-dokbox-files.ts';
import { describeImmoWert, IMMOWERT_PREFIX } from './immo-wert.ts';
import { addPickedFiles } from '../../shell/pending-files.ts';
import { Icon } from '../../shell/icon.tsx';
import { useFilePicker } from '../../shell/file-picker.tsx';
import { FormErrorSummary } from '../../shell/form-error-summary.tsx';
import { Button } from '../../shell/button.tsx';
import { FileName } from '../../shell/file-name.tsx';
import { FileProgress } from '../../shell/file-progress.tsx';
import { fileProgress } from '../../shell/upload-progress.ts';
import type { UploadProgress } from '../../api/transport.ts';
import { checkPickedFiles, FILE_MAX_MEGABYTES } from '../../shell/accepted-file.ts';

const t = dokboxTexts.form;

export type FileGroup = {
  name: string;
  categoryId: number;
  description: string;
  date: string;
  ispublic: boolean;
  files: DokboxFile[];
};

/** What the server takes (checked there by content). */
const UPLOAD_ACCEPT = 'image/jpeg,image/png,image/heic,image/heif,application/pdf';

/** The files' group: what the error summary leads to when they are missing or refused. */
const FILES_ID = 'dokbox-files';

/** A document may be dated ahead, up to the picker's limit (the server checks the same). */
const ALLOW_FUTURE = true;

const formSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, { error: t.nameMissing }), z.maxLength(200)),
  date: typedDay(t.dateMissing).check(
    z.refine((d) => !isIsoDate(d) || d <= latestDate(ALLOW_FUTURE), { error: t.dateTooLate }),
  ),
  categoryId: z.int({ error: t.folderMissing }).check(z.positive({ error: t.folderMissing })),
  desc: z.string().check(z.maxLength(2000)),
  is360: z.boolean(),
  beraterinfo: z.boolean(),
  beratertext: z.string().check(z.maxLength(2000, { error: t.adviserTextTooLong })),
});

type FormValues = z.infer<typeof formSchema>;

export type FileFormDialogProps = {
  /** The group to change, or null for new files. */
  group: FileGroup | null;
  /** The DokBox's folders; the postbox's letters (folder 99) take no uploads. */
  folders: readonly { id: number; name: string }[];
  /**
   * The title new files start with, where the customer comes for a named document. A
   * "Gemeinsam gesund - " title is fixed, and so is its folder.
   */
  presetName?: string;
  /** Everything was saved; the dialog closes next. */
  onSaved?: () => void;
  onClose: () => void;
};

/**
 * The "Fotos & Dateien" dialog: title, date, folder, description and up to 10 files, and whether
 * the adviser hears of the entry, with a message. New files are uploaded in one call, existing
 * ones changed (a picked file replacing their content) or deleted one by one; each file leaves the
 * pending list when its own call succeeded. The adviser is told with the last call only: its mail
 * carries the whole entry as it then stands.
 */
export function FileFormDialog({
  group,
  folders,
  presetName = '',
  onSaved,
  onClose,
}: FileFormDialogProps) {
  const changes = useDokboxChanges();
  /** The kept file whose content the picker for a replacement is open for. */
  const replacing = useRef<string | null>(null);
  const [newFiles, setNewFiles] = useState<File[]>([]);
  /** New content for kept files, by their fileId. */
  const [replacements, setReplacements] = useState<ReadonlyMap<string, File>>(new Map());
  const [kept, setKept] = useState<DokboxFile[]>(group?.files ?? []);
  const [removed, setRemoved] = useState<DokboxFile[]>([]);
  const [filesError, setFilesError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  /** While saving: how far each picked file (new, or a kept file's new content) has gone out. */
  const [sent, setSent] = useState<ReadonlyMap<File, number>>(new Map());
  /** Follows one upload's body: its files' shares into `sent`. */
  const follow =
    (files: readonly File[]): UploadProgress =>
    (bytes, total) => {
      const shares = fileProgress(
        files.map((file) => file.size),
        bytes,
        total,
      );
      setSent(
        (current) =>
          new Map([...current, ...files.map((file, i) => [file, shares[i] ?? 0] as const)]),
      );
    };
  const form = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      name: group?.name ?? presetName,
      date: group?.date ?? toIsoDate(new Date()),
      categoryId: group?.categoryId ?? 0,
      desc: group?.description ?? '',
      is360: group?.files[0]?.fileIs360 ?? false,
      beraterinfo: false,
      beratertext: '',
    },
  });
  const name = form.watch('name');
  const informAdviser = form.watch('beraterinfo');
  const immoWert = (group?.name ?? name).startsWith(IMMOWERT_PREFIX);
  const titleLocked =
    group === null
      ? presetName.startsWith(GEMEINSAM_GESUND_NAME_PREFIX)
      : group.name.startsWith(IMMOWERT_PREFIX) ||
        group.name.startsWith(GEMEINSAM_GESUND_NAME_PREFIX);
  // A new "Gemeinsam gesund" document goes into its folder, once the folders have arrived.
  const presetFolderId =
    group === null && titleLocked
      ? folders.find((folder) => folder.name === GEMEINSAM_GESUND_FOLDER)?.id
      : undefined;
  const folderLocked = group === null ? presetFolderId !== undefined : titleLocked;
  useEffect(() => {
    if (presetFolderId !== undefined) form.setValue('categoryId', presetFolderId);
  }, [form, presetFolderId]);
  const maxFiles = immoWert ? DOKBOX_MAX_FILES_IMMOWERT : DOKBOX_MAX_FILES;
  const fileCount = kept.length + newFiles.length;
  const dirty =
    form.formState.isDirty || newFiles.length > 0 || removed.length > 0 || replacements.size > 0;

  async function close() {
    // A save under way is not cancelled halfway: its files would be partly stored.
    if (saving) return;
    if (dirty && !(await confirmDiscard())) return;
    onClose();
  }

  function pick(list: File[]) {
    const { accepted, error } = checkPickedFiles(list, t.fileType);
    setNewFiles(addPickedFiles(newFiles, accepted, maxFiles - kept.length));
    setFilesError(error);
  }
  const picker = useFilePicker({
    id: 'file',
    accept: UPLOAD_ACCEPT,
    multiple: maxFiles > 1,
    onPick: pick,
  });
  const camera = useFilePicker({
    id: 'camera',
    accept: UPLOAD_ACCEPT,
    camera: true,
    onPick: pick,
    onCameraError: () => {
      setFilesError(t.photoFailed);
    },
  });
  /** The picked file becomes the new content of the kept file the picker was opened for. */
  const replacer = useFilePicker({
    id: 'replacement',
    accept: UPLOAD_ACCEPT,
    onPick: ([file]) => {
      const fileId = replacing.current;
      if (file === undefined || fileId === null) return;
      const { accepted, error } = checkPickedFiles([file], t.fileType);
      if (accepted.length > 0) setReplacements((r) => new Map(r).set(fileId, file));
      setFilesError(error);
    },
  });

  const submit = form.handleSubmit(async (values) => {
    if (fileCount === 0) {
      setFilesError(t.filesMissing);
      return;
    }
    const fields = {
      name: values.name,
      date: values.date,
      categoryId: values.categoryId,
      desc: values.desc,
      is360: values.is360,
      ispublic: group?.ispublic ?? false,
    };
    // Only the last call tells the adviser, so that one mail carries the whole entry.
    const toModify = group === null ? [] : kept;
    const lastModified = newFiles.length > 0 ? undefined : toModify.at(-1);
    const adviser = (last: boolean) =>
      last && values.beraterinfo
        ? { beraterinfo: true, beratertext: values.beratertext }
        : { beraterinfo: false };
    setSaving(true);
    const done: string[] = [];
    try {
      for (const file of removed) {
        await changes.remove(file.fileId);
        setRemoved((r) => r.filter((f) => f.fileId !== file.fileId));
        done.push(t.deleted);
      }
      for (const file of toModify) {
        const replacement = replacements.get(file.fileId);
        await changes.modify({
          // Each file keeps its own link: sharing one photo is no change of the whole entry.
          params: {
            ...fields,
            ...adviser(file === lastModified),
            ispublic: file.filePublic,
            fileId: file.fileId,
          },
          ...(replacement === undefined ? {} : { file: replacement }),
          onUploadProgress: follow(replacement === undefined ? [] : [replacement]),
        });
        setKept((k) => k.filter((f) => f.fileId !== file.fileId));
        setReplacements((r) => {
          const next = new Map(r);
          next.delete(file.fileId);
          return next;
        });
      }
      if (toModify.length > 0) done.push(t.modified);
      if (newFiles.length > 0) {
        await changes.add({
          params: { ...fields, ...adviser(true) },
          files: newFiles,
          onUploadProgress: follow(newFiles),
        });
        setNewFiles([]);
        done.push(t.uploaded);
      }
      await changes.reload();
      for (const message of new Set(done)) showToast(message);
      onSaved?.();
      onClose();
    } catch (error) {
      const fieldErrors = fieldErrorsOf(error);
      const known = ['name', 'date', 'categoryId', 'desc', 'beratertext'] as const;
      let shown = false;
      for (const key of known) {
        const message = fieldErrors[key];
        if (message !== undefined) {
          form.setError(key, { message });
          shown = true;
        }
      }
      if (fieldErrors.file !== undefined) {
        setFilesError(fieldErrors.file);
        shown = true;
      }
      if (!shown) showApiError(error);
    } finally {
      setSaving(false);
      setSent(new Map());
    }
  });

  return (
    <Dialog open labelledBy="dokbox-form-title" onDismiss={() => void close()}>
      <form
        noValidate
        onSubmit={(event) => {
          // Missing files are named with the other fields' errors, not only once those are fixed.
          if (fileCount === 0) setFilesError(t.filesMissing);
          void submit(event);
        }}
      >
        <h2 id="dokbox-form-title" className="app-dialog__title">
          {t.title}
        </h2>
        <FormErrorSummary
          control={form.control}
          extra={filesError === null ? [] : [{ field: FILES_ID, message: filesError }]}
        />
        <fieldset id={FILES_ID} className="dokbox-form__files">
          <legend>{t.files}</legend>
          <p>{t.filesHint(maxFiles, FILE_MAX_MEGABYTES)}</p>
          <ul>
            {kept.map((file) => {
              const replacement = replacements.get(file.fileId);
              return (
                <li key={file.fileId}>
                  <span className="dokbox-form__file">
                    <span>
                      <FileName name={file.fileName} />
                    </span>
                    {replacement !== undefined && (
                      <span className="dokbox-form__replaced">
                        {t.replacedBy(replacement.name)}
                      </span>
                    )}
                  </span>
                  {saving ? (
                    replacement !== undefined && (
                      <FileProgress name={replacement.name} share={sent.get(replacement) ?? 0} />
                    )
                  ) : (
                    <span className="dokbox-form__file-actions">
                      <Button
                        fill="clear"
                        size="small"
                        aria-label={t.replaceFile(file.fileName)}
                        onClick={() => {
                          replacing.current = file.fileId;
                          replacer.open();
                        }}
                      >
                        {t.replace}
                      </Button>
                      <Button
                        fill="clear"
                        aria-label={t.removeFile(file.fileName)}
                        onClick={() => {
                          setKept((k) => k.filter((f) => f.fileId !== file.fileId));
                          setRemoved((r) => [...r, file]);
                        }}
                      >
                        <Icon slot="icon-only" icon={closeCircle} />
                      </Button>
                    </span>
                  )}
                </li>
              );
            })}
            {newFiles.map((file) => (
              <li key={`${file.name}-${file.size}`}>
                <span>{file.name}</span>
                {saving ? (
                  <FileProgress name={file.name} share={sent.get(file) ?? 0} />
                ) : (
                  <Button
                    fill="clear"
                    aria-label={t.removeFile(file.name)}
                    onClick={() => {
                      setNewFiles((n) => n.filter((f) => f !== file));
                    }}
                  >
                    <Icon slot="icon-only" icon={closeCircle} />
                  </Button>
                )}
              </li>
            ))}
          </ul>
          {fileCount < maxFiles && !saving && (
            <div className="dokbox-form__add">
              <Button fill="outline" onClick={camera.open}>
                {t.takePhoto}
              </Button>
              <Button fill="outline" onClick={picker.open}>
                {t.addFiles}
              </Button>
            </div>
          )}
          {/* After the buttons: the dialog's first focus goes to a visible control. */}
          {picker.input}
          {replacer.input}
          {camera.input}
          {filesError !== null && (
            <p className="dokbox-form__error" role="alert">
              {filesError}
            </p>
          )}
        </fieldset>
        <div className="form-fields">
          {titleLocked ? (
            <TextField id="name" label={t.name} value={name} readOnly onChange={() => undefined} />
          ) : (
            <FormTextField control={form.control} name="name" label={t.name} />
          )}
          <FormDateField
            control={form.control}
            name="date"
            max={latestDate(ALLOW_FUTURE)}
            label={t.date}
          />
          <Controller
            control={form.control}
            name="categoryId"
            render={({ field, fieldState }) => (
              <SelectField
                id="categoryId"
                label={t.folder}
                value={String(field.value)}
                disabled={folderLocked}
                onChange={(value) => {
                  field.onChange(Number(value));
                }}
                error={fieldState.error?.message}
                options={[
                  { value: '0', label: t.folderChoose, disabled: true },
                  ...folders
                    .filter((folder) => folder.id !== POSTBOX_CATEGORY_ID)
                    .map((folder) => ({ value: String(folder.id), label: folder.name })),
                ]}
              />
            )}
          />
          {immoWert && group !== null ? (
            <p className="dokbox-form__fixed">{describeImmoWert(group.description)}</p>
          ) : (
            <FormTextField control={form.control} name="desc" label={t.description} rows={3} />
          )}
          <FormCheckField control={form.control} name="is360" label={t.is360} />
          <FormCheckField control={form.control} name="beraterinfo" label={t.adviserInfo} />
          {informAdviser && (
            <FormTextField
              control={form.control}
              name="beratertext"
              label={t.adviserText}
              hint={t.adviserHint}
              rows={3}
            />
          )}
        </div>
        <div className="app-dialog__buttons app-dialog__buttons--sticky">
          <Button fill="outline" disabled={saving} onClick={() => void close()}>
            {t.cancel}
          </Button>
          <Button type="submit" disabled={saving}>
            {saving ? t.saving : t.save}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
