import {
  daysBetween,
  isoToDisplay,
  SHARE_DAYS_DEFAULT,
  toIsoDate,
  type DokboxFile,
} from '@servicebereich/protocol';
import { useState } from 'react';
import { copyText } from '../../native/clipboard.ts';
import { canShare, shareContent } from '../../native/share.ts';
import { Dialog } from '../../shell/dialog.tsx';
import { showToast } from '../../shell/toast-store.ts';
import { dokboxTexts } from '../../text/dokbox.ts';
import { useShareFile } from './api/share-file.ts';
import { CheckField } from '../../shell/check-field.tsx';
import { RadioGroup } from '../../shell/radio-group.tsx';
import { Button } from '../../shell/button.tsx';

const t = dokboxTexts.shareDialog;

/** The terms offered for a link, in days after today. */
const TERMS = [1, 7, SHARE_DAYS_DEFAULT, 90];

/** The offered term that ends a shared link on its last day, if one does. */
function termOf(file: DokboxFile): number | undefined {
  if (file.fileShareValidUntil === null) return SHARE_DAYS_DEFAULT;
  const days = daysBetween(toIsoDate(new Date()), file.fileShareValidUntil);
  return TERMS.includes(days) ? days : undefined;
}

/**
 * Turns a file's public link on or off for a chosen term, shows until when it works, copies it or
 * hands it to the share sheet. A new term for a shared file keeps its link.
 */
export function ShareDialog(props: { file: DokboxFile; onClose: () => void }) {
  const share = useShareFile();
  const [file, setFile] = useState(props.file);
  // Shown at once; returns to the previous state when the call fails (SPEC 4).
  const [checked, setChecked] = useState(file.filePublic);
  const [term, setTerm] = useState(() => termOf(props.file));
  const link = file.fileShareUrl;

  function change(shared: boolean, days: number | undefined) {
    const before = { checked, term };
    setChecked(shared);
    setTerm(days);
    share.mutate(
      { fileId: file.fileId, shared, tage: days ?? SHARE_DAYS_DEFAULT },
      {
        onSuccess: (changed) => {
          setFile(changed);
        },
        onError: () => {
          setChecked(before.checked);
          setTerm(before.term);
        },
      },
    );
  }

  return (
    <Dialog open labelledBy="dokbox-share-title" onDismiss={props.onClose}>
      <h2 id="dokbox-share-title" className="app-dialog__title">
        {t.title}
      </h2>
      <p className="app-dialog__message">{t.hint}</p>
      <CheckField
        id="freigabe"
        label={t.enable}
        checked={checked}
        disabled={share.isPending}
        onChange={(on) => {
          change(on, term);
        }}
      />
      <RadioGroup
        id="freigabe-dauer"
        legend={t.term}
        options={TERMS.map((days) => ({ value: String(days), label: t.days(days) }))}
        value={String(term)}
        disabled={share.isPending}
        onChange={(value) => {
          const days = Number(value);
          // Before sharing the term is only chosen; for a shared file it moves the link's end.
          if (checked) change(true, days);
          else setTerm(days);
        }}
      />
      {checked && link !== null && (
        <>
          {file.fileShareValidUntil !== null && (
            <p className="app-dialog__message">
              {t.validUntil(isoToDisplay(file.fileShareValidUntil) ?? file.fileShareValidUntil)}
            </p>
          )}
          <p className="dokbox-share__link">{link}</p>
          <div className="app-dialog__buttons">
            <Button
              fill="outline"
              onClick={() => {
                void copyText(link).then(() => {
                  showToast(t.copied);
                });
              }}
            >
              {t.copy}
            </Button>
            {canShare() && (
              <Button
                fill="outline"
                onClick={() => {
                  shareContent({ title: file.fileName, url: link }).catch((error: unknown) => {
                    showToast(
                      t.shareFailed(error instanceof Error ? error.message : String(error)),
                    );
                  });
                }}
              >
                {t.share}
              </Button>
            )}
          </div>
        </>
      )}
      <div className="app-dialog__buttons">
        <Button onClick={props.onClose}>{t.close}</Button>
      </div>
    </Dialog>
  );
}
