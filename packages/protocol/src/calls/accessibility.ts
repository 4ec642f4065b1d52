import { z } from 'zod/mini';
import { callArea, jsonCall } from '../call.ts';
import { isoDate, noParams } from '../wire-fields.ts';
import { textBlockSchema } from './campaigns.ts';
import { emailParam } from './general.ts';

// The accessibility statement that the Barrierefreiheitsgesetz asks of a service (§ 19 BaFG) and
// its feedback route (docs/decisions/041). The statement's text is a file of the content folder.

export const accessibilityStatementSchema = z.object({
  Title: z.string(),
  /** The day of the last check of the app against the standard. */
  CheckedOn: isoDate,
  Body: z.array(textBlockSchema),
});
export type AccessibilityStatement = z.infer<typeof accessibilityStatementSchema>;

export const ACCESSIBILITY_MESSAGE_MAX_LENGTH = 5000;
export const ACCESSIBILITY_PLACE_MAX_LENGTH = 200;

export const accessibilityFeedbackParams = z.object({
  email: emailParam,
  /** Where in the app the barrier was met; may stay empty. */
  ort: z.optional(
    z.string().check(
      z.trim(),
      z.maxLength(ACCESSIBILITY_PLACE_MAX_LENGTH, {
        error: `Die Angabe darf höchstens ${String(ACCESSIBILITY_PLACE_MAX_LENGTH)} Zeichen lang sein.`,
      }),
    ),
  ),
  message: z.string({ error: 'Bitte beschreib die Barriere.' }).check(
    z.trim(),
    z.minLength(1, { error: 'Bitte beschreib die Barriere.' }),
    z.maxLength(ACCESSIBILITY_MESSAGE_MAX_LENGTH, {
      error: `Die Nachricht darf höchstens ${String(ACCESSIBILITY_MESSAGE_MAX_LENGTH)} Zeichen lang sein.`,
    }),
  ),
});

export const accessibilityCalls = callArea({
  /** Beyond the spec: the accessibility statement from the content folder. */
  getErklaerungBarrierefreiheit: jsonCall({
    mode: 'MeinServicebereich',
    fn: 'GetErklaerungBarrierefreiheit',
    method: 'POST',
    access: 'public',
    body: 'none',
    params: () => noParams,
    result: () => accessibilityStatementSchema,
  }),
  /**
   * Beyond the spec: a barrier reported from the statement's feedback form, mailed to the
   * accessibility desk with the sender's address as Reply-To.
   */
  emailBarrierefreiheit: jsonCall({
    mode: 'General',
    fn: 'EmailBarrierefreiheit',
    method: 'POST',
    access: 'public',
    body: 'form',
    params: () => accessibilityFeedbackParams,
    result: () => z.object({ Sent: z.literal(true) }),
  }),
});
