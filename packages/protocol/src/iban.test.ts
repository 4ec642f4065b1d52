import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { bankNameOfBic, bicFitsIban, bicOfIban, ibanBankKey } from './banks.ts';
import { COMPANIES, CONTRACT_KINDS, CONTRACT_KIND_COMPANY } from './constants.ts';
import { formatIban, isValidIban, maskIban, normalizeIban } from './iban.ts';

const LENGTHS = { AT: 20, DE: 22, CH: 21, GB: 22, MT: 31, NO: 15 } as const;
const ALPHANUMERIC = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** Reference check digits computed the textbook way, with BigInt, independent of the module. */
function checkDigits(country: string, bban: string): string {
  const digits = `${bban}${country}00`
    .split('')
    .map((c) => String(Number.parseInt(c, 36)))
    .join('');
  return String(98n - (BigInt(digits) % 97n)).padStart(2, '0');
}

const validIban = fc
  .constantFrom(...(Object.keys(LENGTHS) as (keyof typeof LENGTHS)[]))
  .chain((country) =>
    fc
      .array(fc.constantFrom(...ALPHANUMERIC.split('')), {
        minLength: LENGTHS[country] - 4,
        maxLength: LENGTHS[country] - 4,
      })
      .map((chars) => chars.join(''))
      .map((bban) => `${country}${checkDigits(country, bban)}${bban}`),
  );

/** The same IBAN as a customer might type it: random case and random runs of whitespace. */
const messyIban = validIban.chain((iban) =>
  fc
    .tuple(
      fc.array(fc.boolean(), { minLength: iban.length, maxLength: iban.length }),
      fc.array(fc.constantFrom('', ' ', '  ', '\t', '\u00a0'), {
        minLength: iban.length + 1,
        maxLength: iban.length + 1,
      }),
    )
    .map(([lower, gaps]) => {
      const chars = iban.split('').map((c, i) => (lower[i] === true ? c.toLowerCase() : c));
      return { iban, typed: gaps.map((gap, i) => gap + (chars[i] ?? '')).join('') };
    }),
);

describe('normalizeIban', () => {
  it('strips whitespace and upper-cases', () => {
    expect(normalizeIban(' at61 1904\u00a03002 3457 3201 ')).toBe('AT611904300234573201');
  });
});

describe('isValidIban', () => {
  it.each([
    'AT611904300234573201',
    'AT61 1904 3002 3457 3201',
    'at61 1904 3002 3457 3201',
    'DE89370400440532013000',
    'DE89 3704 0044 0532 0130 00',
    'GB82 WEST 1234 5698 7654 32',
    'CH93 0076 2011 6238 5295 7',
    'NO02 8601 1110 079',
  ])('accepts %s', (iban) => {
    expect(isValidIban(iban)).toBe(true);
  });

  it.each([
    ['an empty string', ''],
    ['a changed digit', 'AT61 1904 3002 3457 3202'],
    ['two swapped digits', 'AT61 1904 3002 3457 2301'],
    ['one digit too few', 'AT61 1904 3002 3457 320'],
    ['one digit too many (valid checksum for the longer number)', 'AT60 1904 3002 3457 3201 0'],
    ['a German IBAN one digit short', 'DE89 3704 0044 0532 0130 0'],
    ['a country outside SEPA', 'US64 SVBK US6S 3300 9673 8637'],
    ['letters as check digits', 'ATXX 1904 3002 3457 3201'],
    ['the check digits before the country code', '61AT 1904 3002 3457 3201'],
    ['punctuation', 'AT61-1904-3002-3457-3201'],
    ['check digits 99, which pass mod 97 where 02 does', 'NO99 8601 1110 079'],
  ])('refuses %s', (_label, iban) => {
    expect(isValidIban(iban)).toBe(false);
  });

  it('accepts every IBAN with correct check digits', () => {
    fc.assert(
      fc.property(validIban, (iban) => {
        expect(isValidIban(iban)).toBe(true);
      }),
    );
  });

  it('refuses a valid IBAN with one digit changed', () => {
    fc.assert(
      fc.property(validIban, fc.nat(), fc.integer({ min: 1, max: 9 }), (iban, position, delta) => {
        const digitPositions = iban
          .split('')
          .map((c, i) => (i >= 2 && /[0-9]/.test(c) ? i : -1))
          .filter((i) => i >= 0);
        const at = digitPositions[position % digitPositions.length] ?? 2;
        const changed = String((Number(iban[at]) + delta) % 10);
        const broken = iban.slice(0, at) + changed + iban.slice(at + 1);
        expect(isValidIban(broken)).toBe(false);
      }),
    );
  });

  it('refuses a valid IBAN with two different neighbouring digits of the account swapped', () => {
    fc.assert(
      fc.property(validIban, fc.nat(), (iban, position) => {
        const pairs = Array.from({ length: iban.length }, (_, i) => i).filter(
          (i) => i >= 4 && /^[0-9]{2}$/.test(iban.slice(i, i + 2)) && iban[i] !== iban[i + 1],
        );
        fc.pre(pairs.length > 0);
        const at = pairs[position % pairs.length] ?? 4;
        const swapped =
          iban.slice(0, at) + (iban[at + 1] ?? '') + (iban[at] ?? '') + iban.slice(at + 2);
        expect(isValidIban(swapped)).toBe(false);
      }),
    );
  });
});

describe('formatIban', () => {
  it('groups by four', () => {
    expect(formatIban('AT611904300234573201')).toBe('AT61 1904 3002 3457 3201');
    expect(formatIban('de89370400440532013000')).toBe('DE89 3704 0044 0532 0130 00');
    expect(formatIban('')).toBe('');
  });

  it('round-trips with normalizeIban, whatever the customer typed', () => {
    fc.assert(
      fc.property(messyIban, ({ iban, typed }) => {
        const formatted = formatIban(typed);
        expect(normalizeIban(formatted)).toBe(iban);
        expect(formatIban(normalizeIban(formatted))).toBe(formatted);
        expect(formatted).toMatch(/^([A-Z0-9]{4} )*[A-Z0-9]{1,4}$/);
        expect(isValidIban(typed)).toBe(true);
      }),
    );
  });
});

describe('maskIban', () => {
  it('keeps country, check digits and the last four characters, in groups of four', () => {
    expect(maskIban('at61 1904 3002 3457 3201')).toBe('AT61 •••• •••• •••• 3201');
    expect(maskIban('DE89370400440532013000')).toBe('DE89 •••• •••• •••• ••30 00');
  });

  it('never shows more than eight characters of an IBAN', () => {
    fc.assert(
      fc.property(validIban, (iban) => {
        const shown = maskIban(iban).replace(/[ •]/g, '');
        expect(shown).toBe(iban.slice(0, 4) + iban.slice(-4));
      }),
    );
  });
});

describe('the companies as SEPA creditors', () => {
  it('have creditor ids of the Austrian form with correct check digits', () => {
    for (const { creditorId } of Object.values(COMPANIES)) {
      const match = /^AT(\d{2})ZZZ(\d{11})$/.exec(creditorId);
      expect(match, creditorId).not.toBeNull();
      // EPC262: the check digits are computed as an IBAN's, over the national id alone.
      expect(match?.[1]).toBe(checkDigits('AT', match?.[2] ?? ''));
    }
    expect(COMPANIES.bausparkasse.creditorId).not.toBe(COMPANIES.versicherung.creditorId);
  });

  it('take every contract kind: savings and loans the building society, insurance the insurer', () => {
    expect(Object.keys(CONTRACT_KIND_COMPANY).sort()).toEqual([...CONTRACT_KINDS].sort());
    expect(CONTRACT_KIND_COMPANY.Ansparen).toBe('bausparkasse');
    expect(CONTRACT_KIND_COMPANY.Finanzierung).toBe('bausparkasse');
    expect(CONTRACT_KIND_COMPANY.LebenRisiko).toBe('versicherung');
    expect(CONTRACT_KIND_COMPANY.KFZ).toBe('versicherung');
  });
});

describe('bankNameOfBic', () => {
  it('knows a bank by its BIC of 8 or 11 characters, in any case', () => {
    expect(bankNameOfBic('GIBAATWWXXX')).toBe('Erste Bank der oesterreichischen Sparkassen AG');
    expect(bankNameOfBic('bkauatww')).toBe('UniCredit Bank Austria AG');
    expect(bankNameOfBic('BYLADEM1BGL')).toBe('Sparkasse Berchtesgadener Land');
    expect(bankNameOfBic('ABCDATWWXXX')).toBeUndefined();
  });
});

describe('bicOfIban', () => {
  it("gives the BIC of an Austrian IBAN's bank where the directory knows its bank code", () => {
    expect(bicOfIban(validAustrian('20111').toLowerCase())).toBe('GIBAATWW');
    expect(bicOfIban(validAustrian('20111'))).toBe('GIBAATWW');
    expect(bicOfIban(validAustrian('12000'))).toBe('BKAUATWW');
    expect(bicOfIban(validAustrian('35000'))).toBe('RVSAAT2S');
    // A bank code the directory does not know, and another country's IBAN.
    expect(bicOfIban('AT61 1904 3002 3457 3201')).toBeUndefined();
    expect(bicOfIban('DE89 3704 0044 0532 0130 00')).toBeUndefined();
  });

  it('tells banks apart by the bank code of an Austrian IBAN, by the whole IBAN elsewhere', () => {
    expect(ibanBankKey(validAustrian('20111', '12345678901'))).toBe('AT20111');
    expect(ibanBankKey(validAustrian('20111', '98765432109'))).toBe('AT20111');
    expect(ibanBankKey('de89 3704 0044 0532 0130 00')).toBe('DE89370400440532013000');
  });
});

describe('bicFitsIban', () => {
  it("takes only the bank's BIC where the directory knows the bank, any BIC elsewhere", () => {
    const erste = validAustrian('20111');
    expect(bicFitsIban('GIBAATWW', erste)).toBe(true);
    expect(bicFitsIban(' gibaatwwxxx ', erste)).toBe(true);
    expect(bicFitsIban('GIBAATWWXYZ', erste)).toBe(true);
    expect(bicFitsIban('BKAUATWW', erste)).toBe(false);
    expect(bicFitsIban('BKAUATWW', 'AT61 1904 3002 3457 3201')).toBe(true);
  });
});

/** A valid Austrian IBAN of a bank code and account number, its check digits computed. */
function validAustrian(bankCode: string, account = '00000012345'): string {
  for (let check = 2; check <= 98; check++) {
    const iban = `AT${String(check).padStart(2, '0')}${bankCode}${account}`;
    if (isValidIban(iban)) return iban;
  }
  throw new Error('no check digits');
}
