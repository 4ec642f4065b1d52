import { describe, expect, it } from 'vitest';
import { CLAIM_FIELD_LABELS, CLAIM_FORMS, CLAIM_TYPES, claimTypesOf } from './claim-forms.ts';

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
});
