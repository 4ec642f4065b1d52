import { z } from 'zod/mini';
import { binaryCall, jsonCall, callArea } from '../call.ts';
import { emailParam } from './general.ts';
import { formBoolean, isoDate, noParams } from '../wire-fields.ts';

export const postboxEntrySchema = z.lazy(() =>
  z.object({
    Key: z.string(),
    id: z.string(),
    /** UNREAD counts toward the tab-bar badge. */
    Status: z.enum(['UNREAD', 'READ']),
    Title: z.string(),
    CreationDate: isoDate,
    /**
     * Beyond the spec: a legally relevant letter (a policy, a notice of termination, a change of
     * terms), set by the back office when it delivers the letter; the app marks it.
     */
    RechtlichRelevant: z.boolean(),
  }),
);
export type PostboxEntry = z.infer<typeof postboxEntrySchema>;

/**
 * The consent texts to electronic delivery (§ 5a VersVG) by version, newest last. The app shows
 * the newest and sends its version with the consent; the server records which one was agreed.
 * A changed text is a new version: the old ones stay, as the consents given to them do.
 */
export const POSTBOX_CONSENT_TEXTS = {
  '2025-01':
    'Ich möchte meine Dokumente (z. B. Polizzen, Kontoauszüge, Vorschreibungen) elektronisch in der Postbox statt per Brief erhalten. Diese Zustimmung kann ich jederzeit widerrufen.',
  '2026-11':
    'Ich möchte meine Dokumente (z. B. Polizzen, Kontoauszüge, Vorschreibungen) elektronisch in der Postbox statt per Brief erhalten. Diese Zustimmung kann ich jederzeit widerrufen. ' +
    'Gemäß § 5a VersVG stimme ich zu, dass mir Erklärungen und Dokumente zu meinen Versicherungsverträgen, auch rechtlich relevante, elektronisch in die Postbox zugestellt werden; sie gelten als zugegangen, sobald sie dort für mich abrufbar sind. ' +
    'Eine Papierfassung meiner Dokumente kann ich einmal kostenlos anfordern.',
} as const;
export type PostboxConsentVersion = keyof typeof POSTBOX_CONSENT_TEXTS;
export const POSTBOX_CONSENT_VERSION: PostboxConsentVersion = '2026-11';
const CONSENT_VERSIONS = Object.keys(POSTBOX_CONSENT_TEXTS) as [
  PostboxConsentVersion,
  ...PostboxConsentVersion[],
];

export const POSTBOX_MESSAGES = {
  notFound: 'Das Dokument wurde nicht gefunden.',
  consentVersion: 'Bitte lies den aktuellen Text der Zustimmung und stimme noch einmal zu.',
  paperCopyWithoutConsent:
    'Ohne Zustimmung zur elektronischen Zustellung bekommst du deine Dokumente ohnehin per Brief.',
} as const;

export const postboxSettingsSchema = z.lazy(() =>
  z.object({
    /** Consent to electronic delivery instead of letters; revocable. */
    ElektronischeZustellung: z.boolean(),
    /** Beyond the spec: the day (Vienna) the current consent was given; null without one. */
    ZugestimmtAm: z.nullable(isoDate),
    /** Beyond the spec: the version of the consent text agreed to; null without a consent. */
    Zustimmungstext: z.nullable(z.string()),
    /** Beyond the spec: the day the free paper copy was requested; null until it is. */
    PapierfassungAngefordertAm: z.nullable(isoDate),
    /** Whether a notice is e-mailed when a new document arrives. */
    Benachrichtigung: z.boolean(),
    Email: z.string(),
  }),
);
export type PostboxSettings = z.infer<typeof postboxSettingsSchema>;

export const downloadIdParam = (error: string) =>
  z.string({ error }).check(z.trim(), z.regex(/^[A-Za-z0-9-]{1,64}$/, { error }));

const postboxIdParam = downloadIdParam('Das Dokument ist ungültig.');

export const paperCopySchema = z.lazy(() =>
  z.object({
    /** The day (Vienna) the paper copy was requested. */
    AngefordertAm: isoDate,
    /** False when it had been requested before: it is sent once, and this call changed nothing. */
    Neu: z.boolean(),
  }),
);
export type PaperCopy = z.infer<typeof paperCopySchema>;

export const postboxCalls = callArea({
  getPostBoxEntries: jsonCall({
    mode: 'MeinServicebereich',
    fn: 'GetPostBoxEntries',
    method: 'POST',
    access: 'customer',
    body: 'none',
    params: () => noParams,
    result: () => z.array(postboxEntrySchema),
  }),
  getPostBoxSettings: jsonCall({
    mode: 'MeinServicebereich',
    fn: 'GetPostBoxSettings',
    method: 'POST',
    access: 'customer',
    body: 'none',
    params: () => noParams,
    result: () => postboxSettingsSchema,
  }),
  setPostBoxSettings: jsonCall({
    mode: 'MeinServicebereich',
    fn: 'SetPostBoxSettings',
    method: 'POST',
    access: 'customer',
    body: 'form',
    params: () =>
      z.pipe(
        z
          .object({
            elektronischezustellung: formBoolean,
            /** Beyond the spec: the version of the consent text shown; needed with the consent. */
            zustimmungstext: z.optional(
              z.enum(CONSENT_VERSIONS, { error: POSTBOX_MESSAGES.consentVersion }),
            ),
            benachrichtigung: formBoolean,
            email: z.union([z.literal(''), emailParam]),
          })
          .check(
            z.refine((p) => !p.benachrichtigung || p.email !== '', {
              error: 'Bitte gib eine E-Mail-Adresse für die Benachrichtigung ein.',
              path: ['email'],
            }),
          ),
        // The consent as the server records it: the text agreed to, or null for none.
        z.transform(({ elektronischezustellung, zustimmungstext, ...rest }, ctx) => {
          if (!elektronischezustellung) return { ...rest, zustimmung: null };
          if (zustimmungstext === undefined) {
            ctx.issues.push({
              code: 'custom',
              message: POSTBOX_MESSAGES.consentVersion,
              input: zustimmungstext,
              path: ['zustimmungstext'],
            });
            return z.NEVER;
          }
          return { ...rest, zustimmung: zustimmungstext };
        }),
      ),
    result: () => postboxSettingsSchema,
  }),
  /**
   * Beyond the spec: the free paper copy of the customer's documents (§ 5a VersVG), once per
   * customer and only with a consent to electronic delivery; the back office sends it
   * (`npm run admin -- postbox paper-copies`). Asking again answers the first request.
   */
  requestPostBoxPaperCopy: jsonCall({
    mode: 'MeinServicebereich',
    fn: 'RequestPostBoxPaperCopy',
    method: 'POST',
    access: 'customer',
    body: 'none',
    params: () => noParams,
    result: () => paperCopySchema,
  }),
  /**
   * Beyond the spec: marks one of the customer's entries read; the app sends it when the
   * customer opens the entry. Result: the entry as it is now.
   */
  setPostBoxEntryRead: jsonCall({
    mode: 'MeinServicebereich',
    fn: 'SetPostBoxEntryRead',
    method: 'POST',
    access: 'customer',
    body: 'form',
    params: () => z.object({ fileid: postboxIdParam }),
    result: () => postboxEntrySchema,
  }),
  /**
   * The PDF of a postbox entry. Fetching it changes nothing (a GET carries no CSRF token); the
   * app marks the entry read with SetPostBoxEntryRead.
   */
  getPostBoxFile: binaryCall({
    mode: 'MeinServicebereich',
    fn: 'GetPostBoxFile',
    method: 'GET',
    access: 'customer',
    body: 'none',
    params: () =>
      z.object({
        fileid: postboxIdParam,
        tokenid: z.optional(z.string().check(z.trim(), z.maxLength(100))),
      }),
  }),
});
