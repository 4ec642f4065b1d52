import { describe, expect, it } from 'vitest';
import { EBIKE_MESSAGES, ebikeCalls, luhnValid, normaliseFrameNumber } from './ebike.ts';
import { IMMOWERT_MESSAGES, immoWertCalls } from './immowert.ts';

/** The field errors a schema gives, by field, as the server answers them. */
function errorsOf(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]),
  );
}

describe('the e-bike tracker activation', () => {
  const activate = ebikeCalls.activateEbikeTracker.params;

  it('takes the IMEI with its Luhn check digit, in groups or without', () => {
    expect(luhnValid('490154203237518')).toBe(true);
    expect(luhnValid('490154203237519')).toBe(false);
    const parsed = activate.parse({
      vertragsnummer: '7508264931',
      rahmennummer: ' wbk 12345-67x ',
      trackerid: '35693803 5643809',
    });
    expect(parsed).toEqual({
      vertragsnummer: '7508264931',
      rahmennummer: 'WBK1234567X',
      trackerid: '356938035643809',
    });
  });

  it.each([
    [{ trackerid: '' }, 'trackerid', EBIKE_MESSAGES.trackerIdMissing],
    [{ trackerid: 'BTX8841207' }, 'trackerid', EBIKE_MESSAGES.trackerIdForm],
    [{ trackerid: '35693803564380' }, 'trackerid', EBIKE_MESSAGES.trackerIdForm],
    [{ trackerid: '356938035643808' }, 'trackerid', EBIKE_MESSAGES.trackerIdCheck],
    [{ rahmennummer: '' }, 'rahmennummer', EBIKE_MESSAGES.frameNumberMissing],
    [{ rahmennummer: 'AB12' }, 'rahmennummer', EBIKE_MESSAGES.frameNumber],
    [{ rahmennummer: 'WBK#1234567' }, 'rahmennummer', EBIKE_MESSAGES.frameNumber],
  ])('refuses %j with a message under the field', (change, field, message) => {
    const result = activate.safeParse({
      vertragsnummer: '7508264931',
      rahmennummer: 'WBK1234567X',
      trackerid: '356938035643809',
      ...change,
    });
    expect(errorsOf(result)).toEqual({ [field]: message });
  });

  it('normalises frame numbers only to letters and digits', () => {
    expect(normaliseFrameNumber('ktm-2024 000123')).toBe('KTM2024000123');
    expect(normaliseFrameNumber('Ö1234567')).toBeNull();
    expect(normaliseFrameNumber('A'.repeat(21))).toBeNull();
  });
});

describe('the ImmoWert request', () => {
  const request = immoWertCalls.immoWertBewertung.params;
  const VALID = {
    objektart: 'wohnung',
    strasse: 'Mariahilfer Straße',
    hausnummer: '1',
    plz: '1060',
    ort: 'Wien',
    baujahr: '1998',
    wohnflaeche: '78,5',
    zustand: 'gepflegt',
  };

  it('reads the living area in German notation', () => {
    expect(request.parse(VALID)).toMatchObject({ baujahr: 1998, wohnflaeche: 78.5 });
    expect(request.parse({ ...VALID, wohnflaeche: '112' })).toMatchObject({ wohnflaeche: 112 });
  });

  it.each([
    [{ objektart: 'burg' }, 'objektart', IMMOWERT_MESSAGES.propertyType],
    [{ zustand: 'egal' }, 'zustand', IMMOWERT_MESSAGES.condition],
    [{ baujahr: '98' }, 'baujahr', IMMOWERT_MESSAGES.buildingYear],
    [{ wohnflaeche: '78.5' }, 'wohnflaeche', IMMOWERT_MESSAGES.livingArea],
    [{ wohnflaeche: '9,99' }, 'wohnflaeche', IMMOWERT_MESSAGES.livingAreaRange],
    [{ wohnflaeche: '2000,01' }, 'wohnflaeche', IMMOWERT_MESSAGES.livingAreaRange],
    [{ ort: '' }, 'ort', 'Bitte gib den Ort ein.'],
  ])('refuses %j with a message under the field', (change, field, message) => {
    expect(errorsOf(request.safeParse({ ...VALID, ...change }))).toEqual({ [field]: message });
  });

  it('says the area range in German digits', () => {
    expect(IMMOWERT_MESSAGES.livingAreaRange).toBe(
      'Die Wohnfläche muss zwischen 10 und 2.000 m² liegen.',
    );
  });
});
