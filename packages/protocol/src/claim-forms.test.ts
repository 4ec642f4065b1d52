import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import {
  CLAIM_FIELD_LABELS,
  CLAIM_FORMS,
  CLAIM_TYPES,
  claimFormSchema,
  claimTypesOf,
} from './claim-forms.ts';

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
});
