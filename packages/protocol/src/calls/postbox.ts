import { z } from 'zod/mini';
import { binaryCall, jsonCall, callArea } from '../call.ts';
import { emailParam } from './general.ts';
import { formBoolean, isoDate, noParams } from '../wire-fields.ts';

export const postboxEntrySchema = z.object({
  Key: z.string(),
  id: z.string(),
  /** UNREAD counts toward the tab-bar badge. */
  Status: z.enum(['UNREAD', 'READ']),
  Title: z.string(),
  CreationDate: isoDate,
});
export type PostboxEntry = z.infer<typeof postboxEntrySchema>;

export const postboxSettingsSchema = z.object({
  /** Consent to electronic delivery instead of letters; revocable. */
  ElektronischeZustellung: z.boolean(),
  /** Whether a notice is e-mailed when a new document arrives. */
  Benachrichtigung: z.boolean(),
  Email: z.string(),
});
export type PostboxSettings = z.infer<typeof postboxSettingsSchema>;

export const downloadIdParam = (error: string) =>
  z.string({ error }).check(z.trim(), z.regex(/^[A-Za-z0-9-]{1,64}$/, { error }));

const postboxIdParam = downloadIdParam('Das Dokument ist ungültig.');

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
      z
        .object({
          elektronischezustellung: formBoolean,
          benachrichtigung: formBoolean,
          email: z.union([z.literal(''), emailParam]),
        })
        .check(
          z.refine((p) => !p.benachrichtigung || p.email !== '', {
            error: 'Bitte gib eine E-Mail-Adresse für die Benachrichtigung ein.',
            path: ['email'],
          }),
        ),
    result: () => postboxSettingsSchema,
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
