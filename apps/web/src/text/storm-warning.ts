import {
  STORM_KIND_LABELS,
  STORM_LEVEL_ADVICE,
  STORM_LEVEL_LABELS,
  STORM_MAX_POSTCODES,
  STORM_RECENT_DAYS,
  type StormLevel,
} from '@servicebereich/protocol';

/** Texts of the storm warning (Unwetterwarnung). */
export const stormWarningTexts = {
  title: 'Unwetterwarnung',
  intro:
    'Wir warnen dich, bevor ein Unwetter deine Postleitzahlen erreicht: per E-Mail, per SMS und in der App.',
  picker: {
    heading: 'Für welchen Vertrag?',
    intro: 'Die Unwetterwarnung gibt es für diese Verträge:',
    none: 'Für deine Verträge gibt es keine Unwetterwarnung. Sie ist Teil der Eigenheim- und Haushaltsversicherung.',
    /** Where the storm warning is to be had: a home insurance, which the advisers offer. */
    toAdvisers: 'Berater kontaktieren',
  },
  contractNotFound: 'Für diesen Vertrag gibt es keine Unwetterwarnung.',
  toPicker: 'Zur Unwetterwarnung',
  noSource:
    'Derzeit kommen keine Warnungen des Wetterdienstes bei uns an. Deine Einstellungen bleiben gespeichert.',
  /** A contract's current warnings on its overview. */
  alert: {
    heading: (count: number) =>
      count === 1 ? 'Aktuelle Unwetterwarnung' : 'Aktuelle Unwetterwarnungen',
    toStormWarning: 'Details und was du tun kannst',
  },
  warnings: {
    heading: 'Warnungen',
    current: 'Aktuelle Warnungen',
    recent: `Warnungen der letzten ${STORM_RECENT_DAYS} Tage`,
    none: 'Derzeit gibt es keine Warnungen für deine Postleitzahlen.',
    noPostcodes: 'Trag eine Postleitzahl ein, dann siehst du hier ihre Warnungen.',
    level: (level: StormLevel) => `Warnstufe ${STORM_LEVEL_LABELS[level]}`,
    kinds: STORM_KIND_LABELS,
    period: (from: string, to: string) => `${from} bis ${to}`,
    ended: (to: string) => `Vorbei seit ${to}`,
    for: (postcodes: string) => `Für ${postcodes}`,
    whatToDo: 'Was du tun kannst',
    advice: STORM_LEVEL_ADVICE,
    source: (name: string) => `Quelle: ${name}`,
  },
  postcodes: {
    heading: 'Postleitzahlen',
    intro: `Für bis zu ${STORM_MAX_POSTCODES} Orte, etwa dein Zuhause und deinen Zweitwohnsitz.`,
    none: 'Noch keine Postleitzahl eingetragen.',
    label: 'Postleitzahl',
    add: 'Hinzufügen',
    adding: 'Wird hinzugefügt …',
    remove: (name: string) => `${name} entfernen`,
    full: `Du hast ${STORM_MAX_POSTCODES} Postleitzahlen eingetragen, mehr sind nicht möglich.`,
    twice: (plz: string) => `Die Postleitzahl ${plz} ist schon eingetragen.`,
    added: (name: string) => `${name} wird jetzt beobachtet.`,
    removed: (name: string) => `${name} wird nicht mehr beobachtet.`,
  },
  settings: {
    heading: 'Benachrichtigung',
    active: 'Unwetterwarnungen bekommen',
    activeHint: 'Ausgeschaltet bleiben Postleitzahlen und Nummern gespeichert.',
    email: (address: string) => `Auch per E-Mail an ${address}`,
    on: 'Die Unwetterwarnung ist eingeschaltet.',
    off: 'Die Unwetterwarnung ist ausgeschaltet.',
  },
  phones: {
    heading: 'Handynummern und Geräte',
    intro:
      'Warnungen per SMS gehen an österreichische Handynummern. Eine neue Nummer bestätigst du mit einem Code, den wir ihr per SMS schicken.',
    none: 'Noch keine Handynummer eingetragen.',
    smsUnavailable: 'SMS-Warnungen sind derzeit nicht möglich. Du bekommst Warnungen per E-Mail.',
    addHeading: 'Neue Handynummer',
    mobile: 'Handynummer',
    name: 'Name (optional), z. B. „Handy Oma“',
    add: 'Code per SMS schicken',
    adding: 'Wird geschickt …',
    confirmed: 'Bestätigt',
    waiting: 'Wartet auf den Code',
    app: (name: string) => (name === '' ? 'App' : `App auf ${name}`),
    pushOff:
      'Warnungen als Mitteilung auf diesem Gerät: schalte dafür in den Einstellungen die Mitteilungen ein.',
    toSettings: 'Zu den Einstellungen',
    addThisDevice: 'Warnungen auch als Mitteilung auf dieses Gerät',
    pushAdded: 'Dieses Gerät bekommt jetzt Unwetterwarnungen als Mitteilung.',
    /** The name this device is listed under (behind "App auf"). */
    thisDevice: { android: 'Android', ios: 'iPhone', web: 'Webbrowser' },
    remove: (name: string) => `${name} entfernen`,
    removed: (name: string) => `${name} bekommt keine Warnungen mehr.`,
    enterCode: 'Code eingeben',
    codeHeading: (mobile: string) => `Code für ${mobile}`,
    codeSent: (mobile: string) => `Wir haben einen Code per SMS an ${mobile} geschickt.`,
    code: 'Code aus der SMS',
    confirm: 'Bestätigen',
    confirming: 'Wird bestätigt …',
    resend: 'Neuen Code schicken',
    done: (mobile: string) => `${mobile} bekommt jetzt Unwetterwarnungen.`,
  },
  end: {
    heading: 'Unwetterwarnung beenden',
    intro: 'Beendest du die Unwetterwarnung, löschen wir deine Postleitzahlen und Nummern.',
    button: 'Unwetterwarnung beenden',
    confirm: {
      header: 'Unwetterwarnung beenden?',
      message:
        'Du bekommst dann keine Warnungen mehr, und deine Postleitzahlen und Nummern werden gelöscht.',
      cancel: 'Abbrechen',
      ok: 'Beenden',
    },
    done: 'Die Unwetterwarnung ist beendet.',
  },
  steps: {
    next: 'Weiter',
    back: 'Zurück',
    finish: 'Fertig',
    needPostcode: 'Bitte trag mindestens eine Postleitzahl ein.',
  },
} as const;
