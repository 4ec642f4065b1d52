import { CUSTOMER_SERVICE_PHONE } from '@servicebereich/protocol';

// The texts of the error catalogue (SPEC section 8), word for word.

export const errorTexts = {
  alertHeader: 'Bitte beachten',
  alertOk: 'OK',
  checkInputs:
    'Es ist ein Fehler aufgetreten. Bitte kontrolliere alle Eingabefelder und versuche es dann noch einmal.',
  tryLater:
    'Es ist ein Fehler aufgetreten. Bitte versuche es später noch einmal oder kontaktiere bei Problemen unser Kundenservice.',
  requestFailure:
    'Beim Aufruf des Services ist ein Fehler aufgetreten. Bitte versuche es noch einmal.',
  networkFailure:
    'Das Service ist derzeit nicht erreichbar. Bitte überprüfe deine Internetverbindung oder versuche es später noch einmal.',
  sessionFailure:
    'Es ist ein Fehler mit deiner Sitzung aufgetreten. Die Seite wird in 3 Sekunden neu geladen.',
  customerServicePhoneLabel: 'Kundenservice anrufen',
  /** A call made while the device is offline (beyond the spec, decision 032). */
  offline:
    'Dafür brauchst du eine Internetverbindung. Bitte versuche es noch einmal, sobald du wieder online bist.',
} as const;

/** The customer service line behind the phone link of the "tryLater" alert. */
export const customerServicePhone = CUSTOMER_SERVICE_PHONE;
