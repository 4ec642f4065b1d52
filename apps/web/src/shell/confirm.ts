import { showAlert } from './alert-store.ts';

export type ConfirmTexts = { header: string; message: string; cancel: string; ok: string };

/** Asks before a step that cannot be taken back; true when the customer confirms it. */
export async function confirmStep(texts: ConfirmTexts): Promise<boolean> {
  const answer = await showAlert({
    header: texts.header,
    message: texts.message,
    buttons: [
      { text: texts.cancel, role: 'cancel' },
      { text: texts.ok, role: 'confirm' },
    ],
  });
  return answer?.role === 'confirm';
}
