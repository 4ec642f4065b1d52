import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import {
  CLAIM_FIELD_LABELS,
  CLAIM_FORMS,
  CLAIM_TYPES,
  claimFormSchema,
  claimTypesOf,
} from './claim-forms.ts';
import { claimCalls } from './calls/claims.ts';

const motorClaim = {
  typ: 'kfz',
  schadendatum: '2026-03-02',
  schadenzeit: '08:15',
  schadenort: 'Wien',
  hergang: 'parkschaden',
  beschreibung: 'Beim Einkaufen angefahren.',
  kennzeichen: 'W-48213K',
};

/** The message of each field the motor form refuses. */
function motorErrors(values: Record<string, unknown>): Record<string, string> {
  const result = z.safeParse(claimFormSchema('kfz', {}), values);
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]),
  );
}

describe('the claim forms', () => {
  it.each(CLAIM_TYPES)('%s asks every field in exactly one step, each with a label', (typ) => {
    const { shape, steps } = CLAIM_FORMS[typ];
    const asked = steps.flatMap((step) => step.fields);
    expect([...asked].sort()).toEqual(Object.keys(shape).sort());
    for (const field of asked) expect(CLAIM_FIELD_LABELS[field]).toBeDefined();
  });

  it('offers the types a contract allows by its features, and accident and hospital by its kind', () => {
    expect(
      claimTypesOf({
        Kind: 'EigenheimHaushalt',
        Features: { SchadensmeldungHaushalt: true, SchadensmeldungSach: true, Unwetter: true },
      }),
    ).toEqual(['haushalt', 'sachversicherung']);
    expect(claimTypesOf({ Kind: 'KFZ', Features: { SchadensmeldungKfz: false } })).toEqual([]);
    expect(
      claimTypesOf({ Kind: 'Rechtschutz', Features: { SchadensmeldungRechtKfz: true } }),
    ).toEqual(['rechtsschutz']);
    expect(claimTypesOf({ Kind: 'UnfallKrankheit', Features: {} })).toEqual([
      'krankenhaus',
      'unfall',
    ]);
  });

  it('asks for a missing plate rather than calling it invalid', () => {
    expect(motorErrors({ ...motorClaim, kennzeichen: '' })).toEqual({
      kennzeichen: 'Bitte gib das Kennzeichen an.',
    });
    expect(motorErrors({ ...motorClaim, kennzeichen: '#' })).toEqual({
      kennzeichen: 'Das Kennzeichen ist ungültig.',
    });
  });

  it('asks for the mileage after a drive only, not for a parked car', () => {
    expect(motorErrors(motorClaim)).toEqual({});
    expect(motorErrors({ ...motorClaim, hergang: 'auffahrunfall' })).toEqual({
      kilometerstand: 'Bitte gib den Kilometerstand an.',
    });
    expect(
      motorErrors({ ...motorClaim, hergang: 'auffahrunfall', kilometerstand: '48210' }),
    ).toEqual({});
  });

  it('asks for an empty IBAN and an empty value rather than calling them invalid', () => {
    const result = z.safeParse(claimFormSchema('haushalt', {}), {
      typ: 'haushalt',
      schadenart: 'wasser',
      schadendatum: '2026-01-10',
      schadenort: 'Wien',
      beschreibung: 'Rohrbruch',
      gegenstand: ['Teppich'],
      anschaffungsjahr: ['2020'],
      wert: [''],
      kontoinhaber: 'Katharina Hofer',
      iban: '',
    });
    expect(
      Object.fromEntries(
        (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
      ),
    ).toEqual({
      'wert.0': 'Bitte gib einen Betrag ein.',
      iban: 'Bitte gib die IBAN an, auf die wir auszahlen sollen.',
    });
  });

  it('takes the mileage as written in Austria, with points or spaces between the thousands', () => {
    for (const written of ['45.300', '45 300', '1.045.300']) {
      const result = z.safeParse(claimFormSchema('kfz', {}), {
        ...motorClaim,
        hergang: 'auffahrunfall',
        kilometerstand: written,
      });
      expect(result.data?.kilometerstand).toBe(Number(written.replace(/\D/g, '')));
    }
    expect(
      motorErrors({ ...motorClaim, hergang: 'auffahrunfall', kilometerstand: '45.30' }),
    ).toEqual({ kilometerstand: 'Bitte gib den Kilometerstand an.' });
  });
});

const visitor = {
  geburtsdatum: '1985-04-12',
  plz: '1070',
  name: 'Katharina Hofer',
  email: 'katharina@example.at',
};

function contractErrors(
  call: keyof typeof claimCalls,
  values: Record<string, unknown>,
): { data: unknown; errors: string[] } {
  const result = z.safeParse(claimCalls[call].params, { ...motorClaim, ...values });
  return {
    data: (result.data as { vertragsnummer?: string } | undefined)?.vertragsnummer,
    errors: (result.error?.issues ?? [])
      .filter((issue) => issue.path[0] === 'vertragsnummer')
      .map((issue) => issue.message),
  };
}

describe('the contract of a claim', () => {
  it('is taken from a visitor as the letters print the policy number', () => {
    for (const printed of ['740-026.319-0', '740 026 319 0', ' 7400263190 ']) {
      expect(
        contractErrors('schadensmeldungMeldenGast', { ...visitor, vertragsnummer: printed }),
      ).toEqual({ data: '7400263190', errors: [] });
    }
  });

  it('is asked of a visitor by the name the form gives it', () => {
    expect(
      contractErrors('schadensmeldungMeldenGast', { ...visitor, vertragsnummer: '' }).errors,
    ).toEqual(['Bitte gib deine Polizzennummer an.']);
    expect(
      contractErrors('schadensmeldungMeldenGast', { ...visitor, vertragsnummer: '74-0' }).errors,
    ).toEqual(['Die Polizzennummer ist ungültig.']);
  });

  it('is to be chosen by a customer who chose none, rather than called invalid', () => {
    expect(contractErrors('schadensmeldungMelden', { vertragsnummer: '' }).errors).toEqual([
      'Bitte wähle den Vertrag, für den du den Schaden meldest.',
    ]);
  });
});
