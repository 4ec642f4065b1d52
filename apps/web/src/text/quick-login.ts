/**
 * Texts of the logins without a password, the native app's biometric login (decision 027) and
 * the web's passkeys (decision 029), apart from the login screen's: the first load leaves them out.
 */
export const quickLoginTexts = {
  offerHeader: 'Schneller anmelden',
  offerYes: 'Ja, einrichten',
  offerNo: 'Nein, danke',
  biometric: {
    fingerprint: 'Mit Fingerabdruck anmelden',
    face: 'Mit Face ID anmelden',
    noPassword: (customerNumber: string) =>
      `Bitte beachten: Für die Verfügernummer ${customerNumber} wurde kein verknüpftes Passwort gefunden. Bitte logge dich manuell ein.`,
    reason: 'Anmeldung im Servicebereich',
    offer: (kind: 'fingerprint' | 'face') =>
      `Möchtest du dich auf diesem Gerät künftig mit ${kind === 'face' ? 'Face ID' : 'deinem Fingerabdruck'} anmelden?`,
  },
  passkey: {
    offer:
      'Möchtest du dich in diesem Browser künftig mit einem Passkey anmelden? Du bestätigst die Anmeldung dann mit Fingerabdruck, Gesichtserkennung oder der PIN deines Geräts, ganz ohne Passwort.',
    created: 'Dein Passkey ist eingerichtet.',
  },
} as const;
