import { z } from 'zod/mini';
import type { FilePart } from './call.ts';
import { contractNumberParam, formBoolean } from './wire-fields.ts';

// The contact form of General.Kontakt (docs/decisions/020-adviser-contact.md): one definition
// for the app's form and the server's check.

/** What the message is about; the mail's subject names the topic, never typed text. */
export const CONTACT_TOPICS = [
  'vertrag',
  'finanzierung',
  'vorsorge',
  'versicherung',
  'schaden',
  'dokumente',
  'termin',
  'sonstiges',
] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];

export const CONTACT_TOPIC_LABELS = {
  vertrag: 'Frage zu meinem Vertrag',
  finanzierung: 'Finanzierung und Bausparen',
  vorsorge: 'Vorsorge und Veranlagung',
  versicherung: 'Versicherungsschutz',
  schaden: 'Schaden und Leistung',
  dokumente: 'Unterlagen nachreichen',
  termin: 'Beratungstermin',
  sonstiges: 'Sonstiges',
} as const satisfies Record<ContactTopic, string>;

/** When the customer would like to be called back (Austrian time). */
export const CALLBACK_WINDOWS = ['vormittag', 'mittag', 'nachmittag'] as const;
export type CallbackWindow = (typeof CALLBACK_WINDOWS)[number];

export const CALLBACK_WINDOW_LABELS = {
  vormittag: 'Vormittag (8–12 Uhr)',
  mittag: 'Mittag (12–14 Uhr)',
  nachmittag: 'Nachmittag (14–17 Uhr)',
} as const satisfies Record<CallbackWindow, string>;

/** Photos and PDFs, as many as the DokBox takes at once. */
export const CONTACT_MAX_FILES = 10;
export const CONTACT_FILES: FilePart = {
  field: 'file',
  maxCount: CONTACT_MAX_FILES,
  required: false,
  thumbnails: false,
};

export const CONTACT_SUBJECT_MAX = 200;
export const CONTACT_MESSAGE_MAX = 5000;

export const CONTACT_MESSAGES = {
  recipient: 'Bitte wähle einen Berater oder die Zentrale.',
  topic: 'Bitte wähle ein Thema.',
  subjectLong: `Der Betreff darf höchstens ${CONTACT_SUBJECT_MAX} Zeichen lang sein.`,
  message: 'Bitte gib eine Nachricht ein.',
  messageLong: `Die Nachricht darf höchstens ${CONTACT_MESSAGE_MAX} Zeichen lang sein.`,
  phone: 'Bitte gib eine Telefonnummer an, unter der wir dich erreichen.',
  phoneInvalid: 'Bitte gib eine gültige Telefonnummer ein, z. B. +43 664 1234567.',
  window: 'Bitte wähle, wann wir dich am besten erreichen.',
} as const;

/** Digits with the usual separators, an optional leading +; 6 to 20 digits. */
const PHONE_PATTERN = /^\+?[0-9][0-9 ()/-]{4,28}[0-9]$/;

function digitCount(value: string): number {
  return value.replace(/\D/g, '').length;
}

/** The form as both sides check it; a callback needs a phone number and a time window. */
export const contactParams = z
  .object({
    agentId: z.optional(
      z.string().check(
        z.trim(),
        z.regex(/^[A-Za-z0-9-]{0,40}$/, {
          error: 'Die Beraterin oder der Berater ist ungültig.',
        }),
      ),
    ),
    headquarter: z._default(formBoolean, false),
    vertragsnummer: z.optional(contractNumberParam),
    thema: z.enum(CONTACT_TOPICS, { error: CONTACT_MESSAGES.topic }),
    betreff: z._default(
      z
        .string()
        .check(z.trim(), z.maxLength(CONTACT_SUBJECT_MAX, { error: CONTACT_MESSAGES.subjectLong })),
      '',
    ),
    nachricht: z
      .string({ error: CONTACT_MESSAGES.message })
      .check(
        z.trim(),
        z.minLength(1, { error: CONTACT_MESSAGES.message }),
        z.maxLength(CONTACT_MESSAGE_MAX, { error: CONTACT_MESSAGES.messageLong }),
      ),
    rueckruf: z._default(formBoolean, false),
    telefon: z._default(z.string().check(z.trim(), z.maxLength(30)), ''),
    zeitfenster: z.optional(z.enum(CALLBACK_WINDOWS, { error: CONTACT_MESSAGES.window })),
  })
  .check(
    z.refine((p) => (p.agentId !== undefined && p.agentId !== '') !== p.headquarter, {
      error: CONTACT_MESSAGES.recipient,
      path: ['agentId'],
    }),
    z.refine((p) => !p.rueckruf || p.telefon !== '', {
      error: CONTACT_MESSAGES.phone,
      path: ['telefon'],
    }),
    z.refine(
      (p) =>
        p.telefon === '' ||
        (PHONE_PATTERN.test(p.telefon) &&
          digitCount(p.telefon) >= 6 &&
          digitCount(p.telefon) <= 20),
      { error: CONTACT_MESSAGES.phoneInvalid, path: ['telefon'] },
    ),
    z.refine((p) => !p.rueckruf || p.zeitfenster !== undefined, {
      error: CONTACT_MESSAGES.window,
      path: ['zeitfenster'],
    }),
  );
export type ContactParams = z.output<typeof contactParams>;
