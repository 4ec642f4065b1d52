import { z } from 'zod/mini';
import { jsonCall, callArea } from '../call.ts';
import { normaliseMobile } from '../mobile-number.ts';
import { contractNumberParam, formBoolean, postcodeParam } from '../wire-fields.ts';

// The storm warning (SPEC 7 names six Unwetter* calls and the device fields of SPEC 3; the rest
// is designed in their style, docs/decisions/023-storm-warning.md). Everything is per contract
// with Features.Unwetter: the watched postcodes, on/off, e-mail, phone numbers (SMS, confirmed by
// a code) and push devices, and the warnings for the postcodes.

/** How many postcodes one contract may watch. */
export const STORM_MAX_POSTCODES = 5;
/** How many phone numbers (confirmed or waiting for their code) one contract may have. */
export const STORM_MAX_MOBILES = 3;
/** How often a customer may have a code sent to a number, in 24 hours (against SMS pumping). */
export const STORM_MOBILE_ADDS_PER_DAY = 3;
/** How long a code sent by SMS is valid. */
export const STORM_CODE_MINUTES = 10;
/** Wrong codes before a code is used up and a new one must be asked for. */
export const STORM_CODE_TRIES = 5;
export const STORM_CODE_LENGTH = 6;
/** Warnings that ended within this many days are listed as recent. */
export const STORM_RECENT_DAYS = 7;

/** Warning levels as GeoSphere Austria and MeteoAlarm name them (green is no warning). */
export const STORM_LEVELS = ['gelb', 'orange', 'rot'] as const;
export type StormLevel = (typeof STORM_LEVELS)[number];

export const STORM_KINDS = [
  'gewitter',
  'hagel',
  'sturm',
  'regen',
  'schnee',
  'glatteis',
  'hitze',
  'kaelte',
  'sonstiges',
] as const;
export type StormKind = (typeof STORM_KINDS)[number];

export const STORM_LEVEL_LABELS = {
  gelb: 'Gelb',
  orange: 'Orange',
  rot: 'Rot',
} as const satisfies Record<StormLevel, string>;

export const STORM_KIND_LABELS = {
  gewitter: 'Gewitter',
  hagel: 'Hagel',
  sturm: 'Sturm',
  regen: 'Starkregen',
  schnee: 'Schnee',
  glatteis: 'Glatteis',
  hitze: 'Hitze',
  kaelte: 'Kälte',
  sonstiges: 'Unwetter',
} as const satisfies Record<StormKind, string>;

/** What to do, where the weather service's warning says nothing about it. */
export const STORM_LEVEL_ADVICE = {
  gelb: 'Sei aufmerksam und informiere dich über die weitere Entwicklung des Wetters.',
  orange:
    'Schließe Fenster und Türen, sichere lose Gegenstände im Freien und stell dein Auto möglichst in eine Garage.',
  rot: 'Bleib nach Möglichkeit im Haus, meide Wege ins Freie und folge den Anweisungen der Behörden und Einsatzkräfte.',
} as const satisfies Record<StormLevel, string>;

export const STORM_DEVICE_TYPES = ['sms', 'push'] as const;

export const STORM_MESSAGES = {
  contractNotFound: 'Für diesen Vertrag gibt es keine Unwetterwarnung.',
  deviceNotFound: 'Diese Nummer oder dieses Gerät wurde nicht gefunden.',
  postcodeUnknown: (plz: string) => `Die Postleitzahl ${plz} gibt es in Österreich nicht.`,
  postcodeTwice: (plz: string) => `Die Postleitzahl ${plz} ist schon eingetragen.`,
  tooManyPostcodes: `Du kannst höchstens ${STORM_MAX_POSTCODES} Postleitzahlen eintragen.`,
  noPostcode: 'Bitte trag zuerst eine Postleitzahl ein.',
  mobileMissing: 'Bitte gib deine Handynummer ein.',
  mobileInvalid: 'Bitte gib eine österreichische Handynummer ein, z. B. 0664 1234567.',
  mobileForeign: 'Warnungen per SMS gibt es nur für österreichische Handynummern.',
  mobileService: 'Mehrwert- und Servicenummern können keine Warnungen bekommen.',
  mobileTwice: 'Diese Nummer ist schon eingetragen.',
  tooManyMobiles: `Du kannst höchstens ${STORM_MAX_MOBILES} Handynummern eintragen.`,
  mobilesPerDay: `Du hast heute schon ${STORM_MOBILE_ADDS_PER_DAY} Mal einen Code angefordert. Bitte versuche es morgen noch einmal.`,
  smsUnavailable:
    'SMS können gerade nicht verschickt werden. Bitte versuche es später noch einmal.',
  codeFormat: `Der Code besteht aus ${STORM_CODE_LENGTH} Ziffern.`,
  codeWrong: (left: number) =>
    `Der Code stimmt nicht. Du hast noch ${left} ${left === 1 ? 'Versuch' : 'Versuche'}.`,
  codeUsedUp: 'Der Code stimmt nicht und ist jetzt ungültig. Bitte fordere einen neuen Code an.',
  codeExpired: 'Der Code ist abgelaufen. Bitte fordere einen neuen Code an.',
  alreadyConfirmed: 'Diese Nummer ist schon bestätigt.',
  deviceName: 'Der Name darf höchstens 50 Zeichen lang sein.',
  device: 'Das Gerät ist ungültig.',
} as const;

/**
 * A storm-warning phone number as the app sends it: as typed, without its first character
 * (SPEC 5: the 0 of "0664 …", the + of "+43 …", the first 0 of "0043 …").
 */
export function stormMobileToE164(
  sent: string,
): { e164: string } | { refused: 'invalid' | 'foreign' | 'service' } {
  const compact = sent.replace(/[\s/().-]/g, '');
  if (!/^\d+$/.test(compact)) return { refused: 'invalid' };
  // "043…" was "0043 …" and "43…" was "+43 …"; any other "0…" was "00…" with another country.
  if (compact.startsWith('0') && !compact.startsWith('043')) return { refused: 'foreign' };
  const national = compact.replace(/^0?43/, '');
  // Value-added and service ranges: 0800, 0810, 0820, 0821, 0900, 0930, 0939, 0118.
  if (/^(8[0-2]|9[03]|118)/.test(national)) return { refused: 'service' };
  const e164 = normaliseMobile(`+43${national}`);
  return e164 === null ? { refused: 'invalid' } : { e164 };
}

const REFUSAL_MESSAGES = {
  invalid: STORM_MESSAGES.mobileInvalid,
  foreign: STORM_MESSAGES.mobileForeign,
  service: STORM_MESSAGES.mobileService,
} as const;

/** An Austrian mobile number, sent without its first character; answered in E.164. */
export const stormMobileParam = z.pipe(
  z
    .string({ error: STORM_MESSAGES.mobileMissing })
    .check(
      z.trim(),
      z.minLength(1, { error: STORM_MESSAGES.mobileMissing }),
      z.maxLength(30, { error: STORM_MESSAGES.mobileInvalid }),
    ),
  z.transform((sent, ctx) => {
    const checked = stormMobileToE164(sent);
    if ('e164' in checked) return checked.e164;
    ctx.issues.push({ code: 'custom', message: REFUSAL_MESSAGES[checked.refused], input: sent });
    return z.NEVER;
  }),
);

export const stormDeviceSchema = z.object({
  vertragsnummer: z.string(),
  deviceid: z.string(),
  devicetype: z.enum(STORM_DEVICE_TYPES),
  /** The postcodes the device is warned for: those the contract watches. */
  plz: z.array(z.string()),
  devicename: z.string(),
  /** The phone number in E.164 (`+436641234567`); null for a push device. */
  mobil: z.nullable(z.string()),
  /** Beyond the spec: a phone number gets warnings once its code was entered. */
  bestaetigt: z.boolean(),
});
export type StormDevice = z.infer<typeof stormDeviceSchema>;

export const stormPostcodeSchema = z.object({
  plz: z.string(),
  /** The places of the postcode (GeoNames), for the customer to recognise it. */
  Orte: z.array(z.string()),
});

export const stormStatusSchema = z.object({
  vertragsnummer: z.string(),
  /** Warnings are sent for this contract. */
  Aktiv: z.boolean(),
  /** Warnings also go by e-mail, to `Email`. */
  PerEmail: z.boolean(),
  Email: z.string(),
  PLZ: z.array(stormPostcodeSchema),
  /** Whether the server reads a warning source; without one no warnings arrive. */
  Quelle: z.boolean(),
  /** Whether the server can send SMS; without it no phone number can be added. */
  SMS: z.boolean(),
});
export type StormStatus = z.infer<typeof stormStatusSchema>;

export const stormWarningSchema = z.object({
  Id: z.string(),
  Art: z.enum(STORM_KINDS),
  Stufe: z.enum(STORM_LEVELS),
  /** The event as the weather service names it ("Gewitter", "Sturmböen"). */
  Ereignis: z.string(),
  Titel: z.string(),
  Beschreibung: z.string(),
  /** What to do, as the weather service says it; empty when it says nothing. */
  Handlungsempfehlung: z.string(),
  /** Instants in ISO 8601 (UTC). */
  Beginn: z.string(),
  Ende: z.nullable(z.string()),
  /** The contract's postcodes the warning is for. */
  PLZ: z.array(z.string()),
  /** Not over yet (also a warning that starts later); otherwise it ended recently. */
  Aktuell: z.boolean(),
  Herausgeber: z.string(),
});
export type StormWarning = z.infer<typeof stormWarningSchema>;

const contractParams = z.object({ vertragsnummer: contractNumberParam });

const deviceIdParam = z
  .string({ error: STORM_MESSAGES.device })
  .check(z.trim(), z.regex(/^[A-Za-z0-9:_-]{1,255}$/, { error: STORM_MESSAGES.device }));

const deviceNameParam = z._default(
  z.string().check(z.trim(), z.maxLength(50, { error: STORM_MESSAGES.deviceName })),
  '',
);

export const stormWarningCalls = callArea({
  /**
   * The contract's storm warning: on/off, e-mail, postcodes and what the server offers; the
   * devices are UnwetterGetDevicesForContract's.
   */
  unwetterGetStatus: jsonCall({
    mode: 'MeinServicebereich',
    fn: 'UnwetterGetStatus',
    method: 'POST',
    access: 'customer',
    body: 'form',
    params: () => contractParams,
    result: () => stormStatusSchema,
  }),
  /** Replaces the watched postcodes (`plz[]`, none to watch none); each one Austrian. */
  unwetterSetPLZForContract: jsonCall({
    mode: 'MeinServicebereich',
    fn: 'UnwetterSetPLZForContract',
    method: 'POST',
    access: 'customer',
    body: 'form',
    params: () =>
      z.extend(contractParams, {
        plz: z._default(
          z
            .array(postcodeParam)
            .check(z.maxLength(STORM_MAX_POSTCODES, { error: STORM_MESSAGES.tooManyPostcodes })),
          [],
        ),
      }),
    result: () => stormStatusSchema,
  }),
  /** Switches the warnings on or off (keeping everything) and chooses e-mail. */
  unwetterSetStatus: jsonCall({
    mode: 'MeinServicebereich',
    fn: 'UnwetterSetStatus',
    method: 'POST',
    access: 'customer',
    body: 'form',
    params: () =>
      z.extend(contractParams, {
        aktiv: formBoolean,
        peremail: z.optional(formBoolean),
      }),
    result: () => stormStatusSchema,
  }),
  /** Ends the storm warning of the contract: off, and its postcodes and devices removed. */
  unwetterDeactivate: jsonCall({
    mode: 'MeinServicebereich',
    fn: 'UnwetterDeactivate',
    method: 'POST',
    access: 'customer',
    body: 'form',
    params: () => contractParams,
    result: () => stormStatusSchema,
  }),
  /** The phone numbers and push devices that get the contract's warnings. */
  unwetterGetDevicesForContract: jsonCall({
    mode: 'MeinServicebereich',
    fn: 'UnwetterGetDevicesForContract',
    method: 'POST',
    access: 'customer',
    body: 'form',
    params: () => contractParams,
    result: () => z.array(stormDeviceSchema),
  }),
  unwetterRemoveDeviceFromContract: jsonCall({
    mode: 'MeinServicebereich',
    fn: 'UnwetterRemoveDeviceFromContract',
    method: 'POST',
    access: 'customer',
    body: 'form',
    params: () => z.extend(contractParams, { deviceid: deviceIdParam }),
    result: () => z.array(stormDeviceSchema),
  }),
  /**
   * Beyond the spec: adds a phone number (or asks for a new code for one waiting for it) and
   * sends it a code by SMS; it gets warnings once the code is confirmed.
   */
  unwetterAddMobil: jsonCall({
    mode: 'MeinServicebereich',
    fn: 'UnwetterAddMobil',
    method: 'POST',
    access: 'customer',
    body: 'form',
    params: () =>
      z.extend(contractParams, { mobil: stormMobileParam, devicename: deviceNameParam }),
    result: () => stormDeviceSchema,
  }),
  /** Beyond the spec: confirms a phone number with the code sent to it. */
  unwetterConfirmMobil: jsonCall({
    mode: 'MeinServicebereich',
    fn: 'UnwetterConfirmMobil',
    method: 'POST',
    access: 'customer',
    body: 'form',
    params: () =>
      z.extend(contractParams, {
        deviceid: deviceIdParam,
        code: z.string({ error: STORM_MESSAGES.codeFormat }).check(
          z.trim(),
          z.regex(new RegExp(`^\\d{${STORM_CODE_LENGTH}}$`), {
            error: STORM_MESSAGES.codeFormat,
          }),
        ),
      }),
    result: () => z.array(stormDeviceSchema),
  }),
  /**
   * Beyond the spec, for the native app: registers the device's push id (`deviceid`) for the
   * contract's warnings; registering it again renames it.
   */
  unwetterRegisterPush: jsonCall({
    mode: 'MeinServicebereich',
    fn: 'UnwetterRegisterPush',
    method: 'POST',
    access: 'customer',
    body: 'form',
    params: () =>
      z.extend(contractParams, { deviceid: deviceIdParam, devicename: deviceNameParam }),
    result: () => z.array(stormDeviceSchema),
  }),
  /** Beyond the spec: current warnings for the contract's postcodes, then those of the last days. */
  unwetterGetWarnings: jsonCall({
    mode: 'MeinServicebereich',
    fn: 'UnwetterGetWarnings',
    method: 'POST',
    access: 'customer',
    body: 'form',
    params: () => contractParams,
    result: () => z.object({ Warnungen: z.array(stormWarningSchema) }),
  }),
});
