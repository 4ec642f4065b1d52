import type { ClaimType } from '@servicebereich/protocol';
import { z } from 'zod/mini';
import type { ClaimFormValues } from './claim-form-model.ts';

// A claim form's entries are kept on the device while they are typed, one draft per claim type
// and contract (or per type for a visitor), so a closed tab or a reload loses nothing. They stay
// in this browser's (or the app's web view's) localStorage, beside the app's other values, and
// are removed when the claim is sent or the customer discards them. The files of a draft are
// kept apart, in IndexedDB (claim-draft-files.ts): a photo set would not fit localStorage.

const PREFIX = 'servicebereich.schadensmeldung-entwurf.';

const itemSchema = z.object({
  gegenstand: z.string(),
  anschaffungsjahr: z.string(),
  wert: z.string(),
});

const draftSchema = z.object({
  savedAt: z.number(),
  step: z.int().check(z.minimum(0)),
  values: z.record(
    z.string(),
    z.union([
      z.string(),
      z.boolean(),
      z.array(itemSchema),
      z.array(z.object({ name: z.string() })),
    ]),
  ),
});

export type ClaimDraft = z.infer<typeof draftSchema>;

export function draftKey(typ: ClaimType, contractId: string | null, visitor: boolean): string {
  return `${PREFIX}${typ}.${visitor ? 'gast' : (contractId ?? 'ohne-vertrag')}`;
}

/** Null where the browser refuses storage: the form then keeps nothing. */
function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The kept draft, or null; one that no longer fits (an older app version) is dropped. */
export function loadDraft(key: string): ClaimDraft | null {
  const text = storage()?.getItem(key) ?? null;
  if (text === null) return null;
  let parsed: ReturnType<typeof draftSchema.safeParse>;
  try {
    parsed = draftSchema.safeParse(JSON.parse(text));
  } catch {
    parsed = draftSchema.safeParse(undefined);
  }
  if (parsed.success) return parsed.data;
  storage()?.removeItem(key);
  return null;
}

export function saveDraft(key: string, values: ClaimFormValues, step: number): void {
  const draft: ClaimDraft = { savedAt: Date.now(), step, values };
  try {
    storage()?.setItem(key, JSON.stringify(draft));
  } catch {
    // A full storage keeps the older draft; the form itself goes on.
  }
}

/**
 * The step a resumed draft opens at, of a form with `inputSteps` steps of entries: its own, but a
 * draft kept on the summary opens at the last step of entries (the files), since its files may
 * not have been kept on the device and the claim is checked again before the summary.
 */
export function resumedStep(saved: number, inputSteps: number): number {
  return Math.max(0, Math.min(saved, inputSteps - 1));
}

export function clearDraft(key: string): void {
  storage()?.removeItem(key);
}
