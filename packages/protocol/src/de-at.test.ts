import { afterEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  addDays,
  daysBetween,
  GERMAN_MONTHS,
  displayToIso,
  formatAmount,
  formatAmountPlain,
  formatDecimal,
  formatPercent,
  isIsoDate,
  isoToDisplay,
  maskContractNumber,
  monthName,
  parseAmount,
  toIsoDate,
  viennaIsoDate,
  viennaOffsetMinutes,
  viennaTimeOfDay,
} from './de-at.ts';

const safeCents = fc.integer({ min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER });
const validDate = fc
  .date({
    min: new Date(Date.UTC(1, 0, 1)),
    max: new Date(Date.UTC(9999, 11, 31)),
    noInvalidDate: true,
  })
  .map((d) => d.toISOString().slice(0, 10));

describe('parseAmount', () => {
  it.each([
    ['0', 0],
    ['1', 100],
    ['1,5', 150],
    ['1,50', 150],
    ['0,05', 5],
    ['1234,56', 123456],
    ['1.234,56', 123456],
    ['1.234.567,89', 123456789],
    ['1.000', 100000],
    ['999.999', 99999900],
    ['  12,30\t', 1230],
    ['-20', -2000],
    ['-1.234,5', -123450],
    ['90.071.992.547.409,91', Number.MAX_SAFE_INTEGER],
    ['-90.071.992.547.409,91', -Number.MAX_SAFE_INTEGER],
  ])('reads %j as %d cents', (input, cents) => {
    expect(parseAmount(input)).toBe(cents);
  });

  it('gives 0, not -0, for a negative zero', () => {
    expect(Object.is(parseAmount('-0,00'), 0)).toBe(true);
  });

  it.each([
    '',
    '   ',
    '-',
    ',',
    '1e5',
    '0x10',
    'Infinity',
    '-Infinity',
    'NaN',
    '1.000,000',
    '1,000',
    '1,',
    ',5',
    '-,5',
    '1.23,00',
    '1.2.3',
    '12.34',
    '1.00',
    '1234.567',
    '.123',
    '1.',
    '1..000',
    '1,2,3',
    '1 234,56',
    '1\u00A0234,56',
    '- 5',
    '+5',
    '--5',
    '\u22125',
    '007',
    '00,50',
    '01.234',
    '1.234 €',
    '€ 1.234',
    '1.234€',
    '١٢٣',
    '１２３',
    '1_000',
    '90.071.992.547.409,92',
    '-90.071.992.547.409,92',
    '99999999999999999999999',
  ])('rejects %j', (input) => {
    expect(parseAmount(input)).toBeNull();
  });

  it('refuses a megabyte of digits without parsing it', () => {
    expect(parseAmount('1'.repeat(1_000_000))).toBeNull();
  });

  it('never throws and returns null or a safe integer for any string', () => {
    const anyString = fc.oneof(
      fc.string(),
      fc.string({ unit: 'binary' }),
      fc.string({ unit: fc.constantFrom(...'0123456789.,- €+eE'.split('')) }),
    );
    fc.assert(
      fc.property(anyString, (input) => {
        const cents = parseAmount(input);
        return cents === null || Number.isSafeInteger(cents);
      }),
    );
  });
});

describe('formatAmount', () => {
  it.each([
    [0, '0,00'],
    [5, '0,05'],
    [99, '0,99'],
    [100, '1,00'],
    [123456, '1.234,56'],
    [100000, '1.000,00'],
    [123456789, '1.234.567,89'],
    [-123456, '-1.234,56'],
    [-5, '-0,05'],
    [-0, '0,00'],
    [Number.MAX_SAFE_INTEGER, '90.071.992.547.409,91'],
  ])('formats %d cents plain as %j', (cents, text) => {
    expect(formatAmountPlain(cents)).toBe(text);
  });

  it('puts the euro sign after a non-breaking space', () => {
    expect(formatAmount(123456)).toBe('1.234,56\u00A0€');
    expect(formatAmount(-5)).toBe('-0,05\u00A0€');
  });

  it.each([0.5, Number.NaN, Infinity, Number.MAX_SAFE_INTEGER + 1])('refuses %d', (cents) => {
    expect(() => formatAmount(cents)).toThrow(RangeError);
  });

  it('is undone by parseAmount for every safe integer', () => {
    fc.assert(
      fc.property(safeCents, (cents) => {
        expect(parseAmount(formatAmountPlain(cents))).toBe(cents);
      }),
    );
  });

  it('gives back what parseAmount accepted, in canonical form', () => {
    expect(formatAmountPlain(parseAmount('1234,5') ?? Number.NaN)).toBe('1.234,50');
  });
});

describe('formatPercent', () => {
  it.each([
    [3, '3\u00A0%'],
    [0, '0\u00A0%'],
    [3.4, '3\u00A0%'],
    [2.5, '3\u00A0%'],
    [-2.5, '-3\u00A0%'],
    [-0.4, '0\u00A0%'],
    [99.5, '100\u00A0%'],
    [1234, '1.234\u00A0%'],
  ])('formats %d as %j', (value, text) => {
    expect(formatPercent(value)).toBe(text);
  });

  it('refuses a non-finite value', () => {
    expect(() => formatPercent(Number.NaN)).toThrow(RangeError);
  });
});

describe('formatDecimal', () => {
  it.each([
    [78.5, 1, '78,5'],
    [78, 1, '78'],
    [2000, 0, '2.000'],
    [1.2, 2, '1,2'],
    [0.925, 2, '0,93'],
    [1234567.891, 2, '1.234.567,89'],
    [-1.5, 1, '-1,5'],
    [-0.001, 2, '0'],
  ])('formats %d with at most %d decimals as %j', (value, decimals, text) => {
    expect(formatDecimal(value, decimals)).toBe(text);
  });

  it('refuses a non-finite value', () => {
    expect(() => formatDecimal(Number.POSITIVE_INFINITY, 1)).toThrow(RangeError);
  });
});

describe('dates', () => {
  it.each(['2026-01-05', '2024-02-29', '2000-02-29', '2026-12-31', '0001-01-01', '9999-12-31'])(
    'accepts %s',
    (iso) => {
      expect(isIsoDate(iso)).toBe(true);
    },
  );

  it.each([
    '2026-02-29',
    '1900-02-29',
    '2026-02-31',
    '2026-04-31',
    '2026-13-01',
    '2026-00-10',
    '2026-01-00',
    '0000-01-01',
    '2026-1-5',
    '26-01-05',
    '2026-01-05T00:00:00',
    ' 2026-01-05',
    '2026/01/05',
    '',
  ])('rejects %j as ISO date', (iso) => {
    expect(isIsoDate(iso)).toBe(false);
  });

  it('converts between ISO and display form', () => {
    expect(isoToDisplay('2026-01-05')).toBe('05.01.2026');
    expect(displayToIso('05.01.2026')).toBe('2026-01-05');
    expect(displayToIso('29.02.2024')).toBe('2024-02-29');
  });

  it.each([
    '31.02.2026',
    '00.01.2026',
    '01.00.2026',
    '29.02.2026',
    '1.1.2026',
    '5.01.2026',
    '05.1.2026',
    '05.01.26',
    '05-01-2026',
    ' 05.01.2026',
    '',
  ])('rejects %j as display date', (display) => {
    expect(displayToIso(display)).toBeNull();
  });

  it('gives null for an invalid ISO date', () => {
    expect(isoToDisplay('2026-02-30')).toBeNull();
  });

  it('round-trips every valid date', () => {
    fc.assert(
      fc.property(validDate, (iso) => {
        const display = isoToDisplay(iso);
        expect(display).toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
        expect(displayToIso(display ?? '')).toBe(iso);
      }),
    );
  });

  it('agrees with the Date calendar on which days exist', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 9999 }),
        fc.integer({ min: 0, max: 13 }),
        fc.integer({ min: 0, max: 32 }),
        (year, month, day) => {
          const iso = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
          // setUTCFullYear rolls an impossible day over into the next month, so it only comes back
          // unchanged for a day that exists.
          const date = new Date(0);
          date.setUTCFullYear(year, month - 1, day);
          const exists =
            date.getUTCFullYear() === year &&
            date.getUTCMonth() === month - 1 &&
            date.getUTCDate() === day;
          expect(isIsoDate(iso)).toBe(exists);
        },
      ),
    );
  });
});

describe('toIsoDate', () => {
  const originalTimeZone = process.env.TZ;
  afterEach(() => {
    if (originalTimeZone === undefined) delete process.env.TZ;
    else process.env.TZ = originalTimeZone;
  });

  it('uses the local calendar date', () => {
    expect(toIsoDate(new Date(2026, 0, 5, 0, 30))).toBe('2026-01-05');
    expect(toIsoDate(new Date(2026, 11, 31, 23, 59))).toBe('2026-12-31');
  });

  it('keeps a date picked just after midnight in Vienna on that day', () => {
    process.env.TZ = 'Europe/Vienna';
    // 23:30 UTC on 4 January is 00:30 on 5 January in Vienna.
    expect(toIsoDate(new Date('2026-01-04T23:30:00Z'))).toBe('2026-01-05');
  });

  it('refuses an invalid date', () => {
    expect(() => toIsoDate(new Date(Number.NaN))).toThrow(RangeError);
  });

  it('produces valid ISO dates', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date(1000, 0, 1), max: new Date(9999, 11, 31), noInvalidDate: true }),
        (date) => isIsoDate(toIsoDate(date)),
      ),
    );
  });
});

describe('calendar arithmetic', () => {
  it('adds days across months, years and the leap day', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    // The day Austria changes to summer time has 23 hours; the calendar does not care.
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
  });

  it('counts the days between two dates, undoing addDays', () => {
    expect(daysBetween('2026-11-20', '2026-12-20')).toBe(30);
    expect(daysBetween('2026-12-20', '2026-11-20')).toBe(-30);
    fc.assert(
      fc.property(
        fc.date({ min: new Date(1000, 0, 1), max: new Date(9000, 11, 31), noInvalidDate: true }),
        fc.integer({ min: -20_000, max: 20_000 }),
        (date, days) => {
          const from = toIsoDate(date);
          return daysBetween(from, addDays(from, days)) === days;
        },
      ),
    );
  });
});

describe('month names', () => {
  it('uses Austrian names', () => {
    expect(GERMAN_MONTHS).toHaveLength(12);
    expect(monthName(1)).toBe('Jänner');
    expect(monthName(3)).toBe('März');
    expect(monthName(12)).toBe('Dezember');
  });

  it.each([0, 13, 1.5, Number.NaN])('refuses month %d', (month) => {
    expect(() => monthName(month)).toThrow(RangeError);
  });
});

describe('maskContractNumber', () => {
  it.each([
    ['12345678', 'XXXXX678'],
    ['1234', 'X234'],
    ['123', '123'],
    ['12', '12'],
    ['', ''],
    ['12-345/678', 'XX-XXX/678'],
    ['12345-67', 'XXXX5-67'],
    ['AB-1234', 'AB-X234'],
  ])('masks %j as %j', (input, masked) => {
    expect(maskContractNumber(input)).toBe(masked);
  });

  it('keeps the length, the last three digits and every non-digit', () => {
    const contractish = fc.string({ unit: fc.constantFrom(...'0123456789-/ .AB'.split('')) });
    fc.assert(
      fc.property(fc.oneof(contractish, fc.string()), (input) => {
        const masked = maskContractNumber(input);
        expect(masked).toHaveLength(input.length);
        const digits = input.replace(/[^0-9]/g, '');
        expect(masked.replace(/[^0-9]/g, '')).toBe(digits.slice(-3));
        expect(masked.replace(/[0-9X]/g, '')).toBe(input.replace(/[0-9X]/g, ''));
      }),
    );
  });
});

describe('viennaIsoDate', () => {
  it('gives the Austrian calendar date, not the UTC one', () => {
    // 23:30 UTC on 31 December is already New Year in Vienna (UTC+1 in winter).
    expect(viennaIsoDate(Date.UTC(2025, 11, 31, 23, 30))).toBe('2026-01-01');
    // 22:30 UTC in July is 00:30 in Vienna (UTC+2 in summer).
    expect(viennaIsoDate(Date.UTC(2026, 6, 14, 22, 30))).toBe('2026-07-15');
    expect(viennaIsoDate(Date.UTC(2026, 6, 14, 21, 30))).toBe('2026-07-14');
  });
});

describe('viennaOffsetMinutes', () => {
  const intl = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Vienna',
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  });
  /** Vienna's offset as Intl's time zone data gives it. */
  const intlOffset = (epochMs: number) => {
    const part = (type: string) =>
      Number(intl.formatToParts(epochMs).find((p) => p.type === type)?.value);
    const wall = Date.UTC(
      part('year'),
      part('month') - 1,
      part('day'),
      part('hour'),
      part('minute'),
    );
    return (wall - epochMs) / 60_000;
  };

  it('agrees with the time zone data from 1996 to 2040, at every hour of the day in turn', () => {
    const differing: string[] = [];
    // Steps of 7 h 13 min come round to every hour of the day and many minutes of it.
    for (let t = Date.UTC(1996, 0, 1); t < Date.UTC(2041, 0, 1); t += 433 * 60_000) {
      if (viennaOffsetMinutes(t) !== intlOffset(t)) differing.push(new Date(t).toISOString());
    }
    expect(differing).toEqual([]);
  });

  it('changes at 01:00 UTC on the last Sunday of March and of October, to the minute', () => {
    // 2026: 29 March and 25 October.
    expect(viennaOffsetMinutes(Date.UTC(2026, 2, 29, 0, 59))).toBe(60);
    expect(viennaOffsetMinutes(Date.UTC(2026, 2, 29, 1, 0))).toBe(120);
    expect(viennaOffsetMinutes(Date.UTC(2026, 9, 25, 0, 59))).toBe(120);
    expect(viennaOffsetMinutes(Date.UTC(2026, 9, 25, 1, 0))).toBe(60);
    for (let year = 1996; year <= 2040; year += 1) {
      for (const month of [2, 9]) {
        const day = new Date(Date.UTC(year, month + 1, 0));
        const change = Date.UTC(year, month, day.getUTCDate() - day.getUTCDay(), 1);
        for (const t of [change - 60_000, change, change + 60_000]) {
          expect(viennaOffsetMinutes(t)).toBe(intlOffset(t));
        }
      }
    }
  });
});

describe('viennaTimeOfDay', () => {
  it('gives the Austrian time of day, in winter and in summer', () => {
    expect(viennaTimeOfDay(Date.UTC(2025, 11, 31, 23, 30))).toBe('00:30');
    expect(viennaTimeOfDay(Date.UTC(2026, 6, 14, 21, 5))).toBe('23:05');
    expect(viennaTimeOfDay(Date.UTC(2026, 6, 14, 10, 0))).toBe('12:00');
  });
});
