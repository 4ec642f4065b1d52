/** Texts of the settings screen. */
export const settingsTexts = {
  title: 'Einstellungen',
  appearance: 'Darstellung',
  appearanceHint: 'Wähle, ob der Servicebereich hell oder dunkel erscheint.',
  system: 'Wie am Gerät',
  light: 'Hell',
  dark: 'Dunkel',
  amounts: {
    heading: 'Beträge',
    hide: 'Beträge ausblenden',
    hint: 'Kontostände und Beträge erscheinen verdeckt, bis du auf einen tippst. Gilt auf diesem Gerät.',
  },
  postbox: {
    heading: 'Postbox',
    link: 'Postbox-Einstellungen',
    hint: 'Elektronische Zustellung und Benachrichtigung per E-Mail',
  },
  devices: {
    heading: 'Angemeldete Geräte',
    intro:
      'Hier bist du gerade angemeldet. Kennst du ein Gerät nicht, melde es ab und ändere dein Passwort.',
    current: 'Dieses Gerät',
    deviceWithBrowser: (device: string, browser: string) => `${device}, ${browser}`,
    lastUsed: (when: string) => `Zuletzt aktiv: ${when}`,
    signedIn: (when: string) => `Angemeldet: ${when}`,
    place: (place: string) => `Ort der Anmeldung: ${place} (ungefähr)`,
    endOne: 'Abmelden',
    endOneLabel: (device: string, signedIn: string, place: string | null) =>
      `${device}, angemeldet ${signedIn}${place === null ? '' : ` in ${place}`}, abmelden`,
    endOthers: 'Alle anderen Geräte abmelden',
    onlyThis: 'Du bist nur auf diesem Gerät angemeldet.',
  },
  deviceLogins: {
    heading: 'Anmeldung mit Biometrie',
    intro:
      'Auf diesen Geräten kannst du dich mit Fingerabdruck oder Gesichtserkennung anmelden. Entfernst du ein Gerät, meldest du dich dort wieder mit deinem Passwort an.',
    removeLabel: (device: string) => `Anmeldung mit Biometrie auf ${device} entfernen`,
  },
  /** A device's biometric login or a passkey in the list. */
  credentials: {
    setUp: (when: string) => `Eingerichtet: ${when}`,
    lastUsed: (when: string) => `Zuletzt verwendet: ${when}`,
    remove: 'Entfernen',
  },
  passkeys: {
    heading: 'Passkeys',
    intro:
      'Mit einem Passkey meldest du dich im Browser ohne Passwort an: mit Fingerabdruck, Gesichtserkennung oder der PIN deines Geräts.',
    add: 'Passkey hinzufügen',
    atIpAddress:
      'Ein Passkey gehört zur Internetadresse des Servicebereichs. Hier ist er unter einer IP-Adresse geöffnet, daher kannst du hier keinen einrichten und keinen verwenden.',
    removeLabel: (name: string) => `Passkey von ${name} entfernen`,
    removeConfirm: {
      header: 'Passkey entfernen?',
      message: (name: string) =>
        `Mit dem Passkey von ${name} kannst du dich dann nicht mehr anmelden. Aus deinem Gerät oder Passwort-Manager löschst du ihn in dessen Einstellungen.`,
      yes: 'Entfernen',
      no: 'Abbrechen',
    },
    removed: 'Der Passkey wurde entfernt.',
  },
  dataExport: {
    heading: 'Meine Daten',
    intro:
      'Lade alles herunter, was wir über dich gespeichert haben: Profil, Verträge mit Umsätzen, Postbox, DokBox, Unterlagen, Schadensmeldungen und Videotermine, mit allen Dokumenten, als eine ZIP-Datei.',
    download: 'Meine Daten herunterladen',
    loading: 'Meine Daten werden geladen …',
    progress: (percent: number) => `${String(percent)} % geladen`,
    received: (megabytes: string) => `${megabytes} MB geladen`,
    progressLabel: 'Fortschritt des Downloads',
    done: (fileName: string) => `Fertig: ${fileName} ist gespeichert.`,
  },
  rating: {
    heading: 'Bewertung',
    intro: 'Du hast angegeben, dass wir nicht mehr nach einer Bewertung fragen sollen.',
    reset: 'Wieder nach einer Bewertung fragen',
    done: 'Wir fragen dich wieder, wenn es passt.',
  },
} as const;
