import { describe, expect, it } from 'vitest';
import { stormMobileToE164 } from './storm-warning.ts';

/** What the app sends for a number as typed: everything but its first character (SPEC 5). */
const sent = (typed: string) => typed.trim().slice(1);

describe('stormMobileToE164', () => {
  it.each([
    ['0664 1234567', '+436641234567'],
    ['0676/123 45 67', '+436761234567'],
    ['+43 664 1234567', '+436641234567'],
    ['0043 (699) 123-4567', '+436991234567'],
    ['0650 1234567', '+436501234567'],
  ])('takes %s as %s', (typed, e164) => {
    expect(stormMobileToE164(sent(typed))).toEqual({ e164 });
  });

  it.each([
    ['a German number', '+49 151 23456789', 'invalid'],
    ['a German number with 00', '0049 151 23456789', 'foreign'],
    ['a toll-free number', '0800 123456', 'service'],
    ['a value-added number', '0900 123456', 'service'],
    ['a value-added number with +43', '+43 930 123456', 'service'],
    ['an Austrian landline', '01 5321234', 'invalid'],
    ['letters', '0664 12345ab', 'invalid'],
    ['too few digits', '0664 12', 'invalid'],
  ])('refuses %s', (_case, typed, refused) => {
    expect(stormMobileToE164(sent(typed))).toEqual({ refused });
  });
});
