import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { amountField } from './amount-field.ts';

const message = (typed: string) => z.safeParse(amountField, typed).error?.issues[0]?.message;

describe('the amount of a payment', () => {
  it('is asked for when left empty, and shown its form when typed otherwise', () => {
    expect(message('')).toBe('Bitte gib einen Betrag ein.');
    expect(message('  ')).toBe('Bitte gib einen Betrag ein.');
    expect(message('1e5')).toBe('Bitte gib den Betrag im Format 1.234,56 ein.');
    expect(message('0,00')).toBe('Bitte gib einen Betrag über 0 ein.');
    expect(message('1.234,56')).toBeUndefined();
  });
});
