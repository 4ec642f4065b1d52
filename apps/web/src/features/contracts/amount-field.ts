import { parseAmount } from '@servicebereich/protocol';
import { z } from 'zod/mini';
import { contractTexts } from '../../text/contracts.ts';

const t = contractTexts.payment;

/** An amount typed in German format, checked as the server checks it: strictly, above 0. */
export const amountField = z.string().check(
  z.refine((value) => value.trim() !== '', { error: t.amountMissing, abort: true }),
  z.refine((value) => parseAmount(value) !== null, { error: t.amountInvalid }),
  z.refine((value) => (parseAmount(value) ?? 0) > 0, { error: t.amountNotPositive }),
);
