import type { Checklist } from '@servicebereich/protocol';
import { useState } from 'react';
import { fieldErrorsOf } from '../../api/api-error.ts';
import { confirmDiscard } from '../../shell/confirm-discard.ts';
import { Dialog } from '../../shell/dialog.tsx';
import { TextField } from '../../shell/text-field.tsx';
import { showApiError } from '../../shell/show-api-error.ts';
import { showToast } from '../../shell/toast-store.ts';
import { checklistTexts } from '../../text/checklists.ts';
import { ACCEPTED_FILE_TYPES, checkPickedFiles } from '../../shell/accepted-file.ts';
import { useUploadCheckListDocument } from './api/upload-check-list-document.ts';
import { ErrorSummary, summaryOf } from '../../shell/error-summary.tsx';
import { useFilePicker } from '../../shell/file-picker.tsx';
import { Button } from '../../shell/button.tsx';

const t = checklistTexts;

type Item = Checklist['Items'][number];
type Errors = { description?: string; checklistfile?: string };

/** Upload one document for a checklist item: a description and one image or PDF. */
export function UploadDialog(props: { item: Item; onClose: () => void }) {
  const upload = useUploadCheckListDocument();
  const [description, setDescription] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [attempt, setAttempt] = useState(0);
  const picker = useFilePicker({
    id: 'checklistfile-input',
    accept: ACCEPTED_FILE_TYPES,
    onPick: ([picked]) => {
      if (picked === undefined) return;
      setFile(picked);
      if (checkPickedFiles([picked], t.fileType).error === null) {
        setErrors(({ description: kept }) => (kept === undefined ? {} : { description: kept }));
      }
    },
  });

  async function close() {
    if (upload.isPending) return;
    if ((description !== '' || file !== null) && !(await confirmDiscard())) return;
    props.onClose();
  }

  const submit = async (event: { preventDefault: () => void }) => {
    event.preventDefault();
    const refused = file === null ? t.fileMissing : checkPickedFiles([file], t.fileType).error;
    if (file === null || refused !== null) {
      setErrors({ checklistfile: refused ?? t.fileMissing });
      setAttempt((count) => count + 1);
      return;
    }
    setErrors({});
    try {
      await upload.mutateAsync({ description, checklistItemId: props.item.ItemId, file });
      showToast(t.uploadedToast);
      props.onClose();
    } catch (error) {
      const { description: descriptionError, checklistfile } = fieldErrorsOf(error);
      if (descriptionError === undefined && checklistfile === undefined) showApiError(error);
      setErrors({
        ...(descriptionError === undefined ? {} : { description: descriptionError }),
        ...(checklistfile === undefined ? {} : { checklistfile }),
      });
      setAttempt((count) => count + 1);
    }
  };

  return (
    <Dialog open labelledBy="upload-title" onDismiss={() => void close()}>
      <form
        noValidate
        onSubmit={(event) => {
          void submit(event);
        }}
      >
        <h2 id="upload-title" className="app-dialog__title">
          {props.item.Title}
        </h2>
        <ErrorSummary errors={summaryOf(errors)} attempt={attempt} />
        <div className="form-fields">
          <TextField
            id="description"
            label={t.description}
            value={description}
            maxLength={500}
            error={errors.description}
            onChange={setDescription}
          />
        </div>
        <p className="file-field__label" id="checklistfile-label">
          {t.file}
        </p>
        <div id="checklistfile" className="file-field">
          {picker.input}
          <Button
            fill="outline"
            aria-describedby={`checklistfile-label ${
              errors.checklistfile === undefined ? 'checklistfile-name' : 'checklistfile-error'
            }`}
            onClick={picker.open}
          >
            {t.chooseFile}
          </Button>
          <span id="checklistfile-name">{file === null ? t.noFile : file.name}</span>
        </div>
        {errors.checklistfile !== undefined && (
          <p id="checklistfile-error" className="form-error">
            {errors.checklistfile}
          </p>
        )}
        <div className="app-dialog__buttons">
          <Button fill="outline" onClick={() => void close()}>
            {t.cancel}
          </Button>
          <Button type="submit" disabled={upload.isPending}>
            {t.upload}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
