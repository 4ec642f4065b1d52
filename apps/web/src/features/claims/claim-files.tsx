import { CLAIM_MAX_FILES } from '@servicebereich/protocol';
import { checkmarkCircle, closeCircle, documentTextOutline, ellipseOutline } from 'ionicons/icons';
import { useEffect, useState } from 'react';
import {
  ACCEPTED_FILE_TYPES,
  checkPickedFiles,
  FILE_MAX_MEGABYTES,
} from '../../shell/accepted-file.ts';
import { useFilePicker } from '../../shell/file-picker.tsx';
import { Icon } from '../../shell/icon.tsx';
import { addPickedFiles } from '../../shell/pending-files.ts';
import { SelectField } from '../../shell/text-field.tsx';
import { claimTexts } from '../../text/claims.ts';
import { Button } from '../../shell/button.tsx';
import { FileProgress } from '../../shell/file-progress.tsx';

const t = claimTexts.form;
const c = claimTexts.photoChecklist;

/**
 * A file waiting to be sent; for a motor claim, which of the asked photos it is; for a damaged
 * item's receipt, which item (counted from 0).
 */
export type PendingFile = { file: File; photo: number | null; item: number | null };

/**
 * `files` with the picked ones added (images and PDFs, none twice, as many as fit under the
 * limit), each the receipt of `item` when one is named; and the message for what was left out.
 */
export function addClaimFiles(
  files: readonly PendingFile[],
  picked: readonly File[],
  item: number | null,
): { files: PendingFile[]; error: string | null } {
  const { accepted, error: refused } = checkPickedFiles(picked, t.fileType);
  const current = files.map((f) => f.file);
  const next = addPickedFiles(current, accepted, CLAIM_MAX_FILES);
  const added = next.slice(current.length).map((file) => ({ file, photo: null, item }));
  const error =
    refused ??
    (current.length + accepted.length > CLAIM_MAX_FILES ? t.tooMany(CLAIM_MAX_FILES) : null);
  return { files: [...files, ...added], error };
}

/** A small picture of a photo as it will be sent; a document sign for a PDF. */
function FileThumbnail(props: { file: File }) {
  const { file } = props;
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file.type.startsWith('image/')) return undefined;
    const made = URL.createObjectURL(file);
    setUrl(made);
    return () => {
      URL.revokeObjectURL(made);
    };
  }, [file]);
  return (
    <span className="claim-files__thumb" aria-hidden="true">
      {url === null ? <Icon icon={documentTextOutline} /> : <img src={url} alt="" />}
    </span>
  );
}

export type ClaimFilesProps = {
  /** Used for the ids of the inputs. */
  id: string;
  files: readonly PendingFile[];
  onChange: (files: PendingFile[]) => void;
  /** Ask which photo each file is and show which are still missing (motor claims). */
  photoChecklist: boolean;
  /** While sending: how far each file is (0 to 1); the list cannot be changed then. */
  progress: readonly number[] | null;
  error: string | null;
  onError: (message: string | null) => void;
};

/**
 * The files of a claim: images and PDFs, at most 10, picked or taken with the camera, each with
 * its upload progress while the claim is sent.
 */
export function ClaimFiles(props: ClaimFilesProps) {
  const { files, progress } = props;
  const sending = progress !== null;

  function pick(list: File[]) {
    const picked = addClaimFiles(files, list, null);
    props.onChange(picked.files);
    props.onError(picked.error);
  }
  const picker = useFilePicker({
    id: `${props.id}-input`,
    accept: ACCEPTED_FILE_TYPES,
    multiple: true,
    onPick: pick,
  });
  const camera = useFilePicker({ accept: ACCEPTED_FILE_TYPES, camera: true, onPick: pick });

  return (
    <div className="claim-files" id={props.id}>
      <p className="muted">{t.filesHint(CLAIM_MAX_FILES, FILE_MAX_MEGABYTES)}</p>
      {props.photoChecklist && (
        <section aria-labelledby={`${props.id}-checklist`}>
          <h3 id={`${props.id}-checklist`}>{c.heading}</h3>
          <ul className="claim-checklist">
            {c.items.map((item, index) => {
              const done = files.some((f) => f.photo === index);
              return (
                <li key={item} className={done ? 'claim-checklist--done' : undefined}>
                  <Icon icon={done ? checkmarkCircle : ellipseOutline} />
                  <span>
                    {item}: {done ? c.done : c.missing}
                  </span>
                </li>
              );
            })}
          </ul>
        </section>
      )}
      {files.length > 0 && (
        <ul className="claim-files__list">
          {files.map((pending, index) => {
            const share = progress?.[index];
            const name = pending.file.name;
            return (
              <li key={`${name}-${String(pending.file.size)}`}>
                <div className="claim-files__row">
                  <FileThumbnail file={pending.file} />
                  <span className="wrap claim-files__name">
                    {name}
                    {pending.item !== null && (
                      <span className="muted"> · {t.receiptOf(pending.item + 1)}</span>
                    )}
                  </span>
                  {!sending && (
                    <Button
                      fill="clear"
                      aria-label={t.removeFile(name)}
                      onClick={() => {
                        props.onChange(files.filter((f) => f !== pending));
                      }}
                    >
                      <Icon slot="icon-only" icon={closeCircle} />
                    </Button>
                  )}
                </div>
                {props.photoChecklist && (
                  <SelectField
                    id={`foto-${String(index)}`}
                    label={c.mark}
                    value={pending.photo === null ? '' : String(pending.photo)}
                    disabled={sending}
                    options={[
                      { value: '', label: t.choose },
                      ...c.items.map((item, itemIndex) => ({
                        value: String(itemIndex),
                        label: item,
                      })),
                    ]}
                    onChange={(value) => {
                      const photo = value === '' ? null : Number(value);
                      props.onChange(files.map((f) => (f === pending ? { ...f, photo } : f)));
                    }}
                  />
                )}
                {share !== undefined && <FileProgress name={name} share={share} />}
              </li>
            );
          })}
        </ul>
      )}
      {picker.input}
      {camera.input}
      {!sending && files.length < CLAIM_MAX_FILES && (
        <div className="dokbox-form__add">
          <Button fill="outline" onClick={camera.open}>
            {t.takePhoto}
          </Button>
          <Button fill="outline" onClick={picker.open}>
            {t.addFiles}
          </Button>
        </div>
      )}
      {props.error !== null && (
        <p className="form-error" role="alert">
          {props.error}
        </p>
      )}
    </div>
  );
}
