import { afterEach, describe, expect, it } from 'vitest';
import { clearDraft, draftKey, loadDraft, resumedStep, saveDraft } from './claim-drafts.ts';

describe('claim drafts', () => {
  afterEach(() => {
    localStorage.clear();
  });

  it('keeps one draft per type and contract, and a visitor’s per type', () => {
    expect(draftKey('kfz', '7300418857', false)).not.toBe(draftKey('kfz', '7305518264', false));
    expect(draftKey('kfz', '7300418857', false)).not.toBe(
      draftKey('haushalt', '7300418857', false),
    );
    expect(draftKey('kfz', '7300418857', true)).toBe(draftKey('kfz', null, true));
  });

  it('reads back what was saved, with the step', () => {
    const key = draftKey('unfall', null, false);
    saveDraft(key, { verletzung: 'Knöchel', zeuge: [{ name: 'Eva' }], polizei: false }, 2);
    expect(loadDraft(key)).toMatchObject({
      step: 2,
      values: { verletzung: 'Knöchel', zeuge: [{ name: 'Eva' }], polizei: false },
    });
    clearDraft(key);
    expect(loadDraft(key)).toBeNull();
  });

  it('resumes a draft kept on the summary at the last step of entries, the files', () => {
    // A form of 5 steps of entries (0 to 4), its summary the sixth (5).
    expect(resumedStep(5, 5)).toBe(4);
    expect(resumedStep(4, 5)).toBe(4);
    expect(resumedStep(2, 5)).toBe(2);
    // A draft of an older form with more steps opens at the last one there is.
    expect(resumedStep(9, 5)).toBe(4);
  });

  it('drops a draft that no longer fits', () => {
    const key = draftKey('kfz', null, true);
    localStorage.setItem(key, '{"values": 3}');
    expect(loadDraft(key)).toBeNull();
    expect(localStorage.getItem(key)).toBeNull();
    localStorage.setItem(key, 'kein JSON');
    expect(loadDraft(key)).toBeNull();
  });
});
