import { IonButton } from '@ionic/react';
import type { DokboxFile } from '@servicebereich/protocol';
import { useState } from 'react';
import { copyText } from '../../native/clipboard.ts';
import { canShare, shareContent } from '../../native/share.ts';
import { Dialog } from '../../shell/dialog.tsx';
import { showToast } from '../../shell/toast-store.ts';
import { dokboxTexts } from '../../text/dokbox.ts';
import { useShareFile } from './api/share-file.ts';
import { IonCheckbox } from '../../shell/ionic/checkbox.ts';
import { IonItem } from '../../shell/ionic/item.ts';

const t = dokboxTexts.shareDialog;

/** Turns a file's public link on or off, copies it or hands it to the share sheet. */
export function ShareDialog(props: { file: DokboxFile; onClose: () => void }) {
  const share = useShareFile();
  const [file, setFile] = useState(props.file);
  // Shown at once; returns to the previous state when the call fails (SPEC 4).
  const [checked, setChecked] = useState(file.filePublic);
  const link = file.fileShareUrl;

  return (
    <Dialog open labelledBy="dokbox-share-title" onDismiss={props.onClose}>
      <h2 id="dokbox-share-title" className="app-dialog__title">
        {t.title}
      </h2>
      <p className="app-dialog__message">{t.hint}</p>
      <IonItem lines="none">
        <IonCheckbox
          checked={checked}
          labelPlacement="end"
          justify="start"
          disabled={share.isPending}
          onIonChange={(event) => {
            const shared = event.detail.checked;
            const before = checked;
            setChecked(shared);
            share.mutate(
              { fileId: file.fileId, shared },
              {
                onSuccess: (changed) => {
                  setFile(changed);
                },
                onError: () => {
                  setChecked(before);
                },
              },
            );
          }}
        >
          {t.enable}
        </IonCheckbox>
      </IonItem>
      {checked && link !== null && (
        <>
          <p className="dokbox-share__link">{link}</p>
          <div className="app-dialog__buttons">
            <IonButton
              fill="outline"
              onClick={() => {
                void copyText(link).then(() => {
                  showToast(t.copied);
                });
              }}
            >
              {t.copy}
            </IonButton>
            {canShare() && (
              <IonButton
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
              </IonButton>
            )}
          </div>
        </>
      )}
      <div className="app-dialog__buttons">
        <IonButton onClick={props.onClose}>{t.close}</IonButton>
      </div>
    </Dialog>
  );
}
