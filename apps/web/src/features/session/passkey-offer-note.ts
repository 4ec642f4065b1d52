/** Where the login page notes, for the dashboard's page, whose password login to offer a passkey. */
const KEY = 'servicebereich.passkeyOffer';

/**
 * Notes that the app, on the next page of this tab, offers a passkey to the customer with this
 * number (passkey-login.ts, offerPasskey): the login page's start leaves right after a password
 * login (login-main.tsx), and the offer comes over the dashboard, as in the app.
 */
export function notePasskeyOffer(customerNumber: string): void {
  try {
    sessionStorage.setItem(KEY, customerNumber);
  } catch {
    // Refused storage: no offer this time; the settings can add a passkey.
  }
}

/** The number noted by notePasskeyOffer, used up; null where none is. */
export function takePasskeyOffer(): string | null {
  try {
    const customerNumber = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return customerNumber;
  } catch {
    return null;
  }
}
