import { ApiCallError } from '../api/api-error.ts';
import { requestFailure } from '../api/error-catalogue.ts';
import { customerServicePhone, errorTexts } from '../text/errors.ts';
import { isAlertQueued, showAlert, type AlertButton } from './alert-store.ts';

/**
 * The one place a failed call is shown: the alert "Bitte beachten" with the catalogue's message,
 * and the customer-service phone link where the catalogue asks for it.
 */
export function showApiError(error: unknown): void {
  const presentation = error instanceof ApiCallError ? error.presentation : requestFailure;
  // Several calls failing for one reason (offline, say) tell it once.
  if (presentation.kind !== 'alert' || isAlertQueued(presentation.message)) return;
  const buttons: AlertButton[] = [];
  if (presentation.phoneLink) {
    buttons.push({ text: errorTexts.customerServicePhoneLabel, href: customerServicePhone.href });
  }
  buttons.push({ text: errorTexts.alertOk, role: 'confirm' });
  void showAlert({ header: errorTexts.alertHeader, message: presentation.message, buttons });
}
