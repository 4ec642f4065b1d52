import { isIsoDate } from '@servicebereich/protocol';
import { typedDateValue } from '../../shell/date-mask.ts';
import { accountTexts } from '../../text/account.ts';

const t = accountTexts.activation;

/** The activation's first fields as the screen and the page's frame (activation-frame.tsx) draw them. */
export const ACTIVATION_FIELDS = {
  verfuegernummer: {
    id: 'verfuegernummer',
    inputMode: 'numeric',
    autoComplete: 'username',
    label: t.customerNumber,
  },
  aktivierungscode: {
    id: 'aktivierungscode',
    autoComplete: 'one-time-code',
    label: t.code,
    hint: t.codeHint,
  },
  geburtsdatum: { id: 'geburtsdatum', label: t.birthDate },
} as const;

/**
 * The frame's birth date field for typing (a mouse's, as the screen's date field): its own name
 * beside the picker's, which the frame shows instead on a touch screen.
 */
export const TYPED_BIRTH_DATE = 'geburtsdatum-text';

/** The birth date from what the frame's field held: a picker's day, or typed without the mask. */
export function birthDateOf(picked: string | undefined, typed: string | undefined): string {
  if (picked !== undefined && isIsoDate(picked)) return picked;
  return typedDateValue(typed ?? '', false);
}
