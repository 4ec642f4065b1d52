import { shellTexts } from '../text/shell.ts';
import { showAlert } from './alert-store.ts';

/**
 * Before a form with entries is closed or left: "Bereits vorgenommene Eingaben gehen verloren."
 * with Abbrechen and Ok (SPEC 5). True when the entries may go.
 */
export async function confirmDiscard(): Promise<boolean> {
  const t = shellTexts.discard;
  const answer = await showAlert({
    header: t.header,
    message: t.message,
    buttons: [
      { text: t.cancel, role: 'cancel' },
      { text: t.ok, role: 'confirm' },
    ],
  });
  return answer?.role === 'confirm';
}
