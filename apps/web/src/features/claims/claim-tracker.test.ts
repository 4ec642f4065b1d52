import { describe, expect, it } from 'vitest';
import { trackerSteps } from './claim-tracker.ts';

const DAY = 86_400_000;

describe('trackerSteps', () => {
  it('marks the steps reached, the current one and those ahead', () => {
    const steps = trackerSteps('unterlagen-angefordert', [
      { Status: 'eingegangen', Zeitpunkt: DAY, Notiz: '' },
      { Status: 'in-pruefung', Zeitpunkt: 2 * DAY, Notiz: 'Wir prüfen.' },
      { Status: 'unterlagen-angefordert', Zeitpunkt: 3 * DAY, Notiz: 'Bitte die Rechnung.' },
    ]);
    expect(steps.map((s) => [s.label, s.state, s.at])).toEqual([
      ['Eingegangen', 'done', DAY],
      ['In Prüfung', 'done', 2 * DAY],
      ['Unterlagen angefordert', 'current', 3 * DAY],
      ['Gutachten', 'open', null],
      ['Reguliert oder abgelehnt', 'open', null],
    ]);
    expect(steps[2]?.notes).toEqual(['Bitte die Rechnung.']);
    expect(steps[0]?.notes).toEqual([]);
    expect(steps.map((s) => s.outcome)).toEqual([null, null, null, null, null]);
  });

  it('names how a claim ended and shows the steps it went past', () => {
    const steps = trackerSteps('abgelehnt', [
      { Status: 'eingegangen', Zeitpunkt: DAY, Notiz: '' },
      { Status: 'abgelehnt', Zeitpunkt: 5 * DAY, Notiz: 'Nicht versichert.' },
    ]);
    expect(steps.map((s) => s.state)).toEqual(['done', 'skipped', 'skipped', 'skipped', 'current']);
    expect(steps[4]).toMatchObject({
      label: 'Abgelehnt',
      at: 5 * DAY,
      notes: ['Nicht versichert.'],
      outcome: 'abgelehnt',
    });
    expect(steps.slice(0, 4).map((s) => s.outcome)).toEqual([null, null, null, null]);
  });

  it('says at the end of a settled claim that it was settled', () => {
    const steps = trackerSteps('reguliert', [
      { Status: 'eingegangen', Zeitpunkt: DAY, Notiz: '' },
      { Status: 'in-pruefung', Zeitpunkt: 2 * DAY, Notiz: '' },
      { Status: 'reguliert', Zeitpunkt: 4 * DAY, Notiz: '' },
    ]);
    expect(steps.map((s) => [s.label, s.state, s.outcome])).toEqual([
      ['Eingegangen', 'done', null],
      ['In Prüfung', 'done', null],
      ['Unterlagen angefordert', 'skipped', null],
      ['Gutachten', 'skipped', null],
      ['Reguliert', 'current', 'reguliert'],
    ]);
  });
});
