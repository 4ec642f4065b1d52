import type { DokboxFile } from '@servicebereich/protocol';
import { useState } from 'react';
import { confirmDiscard } from '../../shell/confirm-discard.ts';
import { Dialog } from '../../shell/dialog.tsx';
import { TextField } from '../../shell/text-field.tsx';
import { showToast } from '../../shell/toast-store.ts';
import { dokboxTexts } from '../../text/dokbox.ts';
import { useSendFileToCoach } from './api/send-file-to-coach.ts';
import { Button } from '../../shell/button.tsx';

const t = dokboxTexts.sendDialog;

/** Sends one file with a message to the customer's adviser. */
export function SendDialog(props: { file: DokboxFile; onClose: () => void }) {
  const send = useSendFileToCoach();
  const [message, setMessage] = useState('');

  async function close() {
    if (send.isPending) return;
    if (message !== '' && !(await confirmDiscard())) return;
    props.onClose();
  }

  return (
    <Dialog open labelledBy="dokbox-send-title" onDismiss={() => void close()}>
      <h2 id="dokbox-send-title" className="app-dialog__title">
        {t.title}
      </h2>
      <p className="app-dialog__message">{props.file.fileName}</p>
      <TextField
        id="beratermessage"
        label={t.message}
        rows={3}
        value={message}
        onChange={setMessage}
      />
      <div className="app-dialog__buttons">
        <Button fill="outline" onClick={() => void close()}>
          {t.cancel}
        </Button>
        <Button
          disabled={send.isPending}
          onClick={() => {
            send.mutate(
              { fileid: props.file.fileId, beratermessage: message },
              {
                onSuccess: () => {
                  showToast(t.sent);
                  props.onClose();
                },
              },
            );
          }}
        >
          {t.send}
        </Button>
      </div>
    </Dialog>
  );
}
