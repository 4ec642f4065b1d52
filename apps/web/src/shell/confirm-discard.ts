import { shellTexts } from '../text/shell.ts';
import { confirmStep } from './confirm.ts';

/**
 * Before a form with entries is closed or left: "Bereits vorgenommene Eingaben gehen verloren."
 * with Abbrechen and Ok (SPEC 5). True when the entries may go.
 */
export function confirmDiscard(): Promise<boolean> {
  return confirmStep(shellTexts.discard);
}
