import { describe, expect, it } from 'vitest';
import type { ClaimDetail, ClaimStatus, ClaimSummary } from '@servicebereich/protocol';
import { claimsInOrder, documentsSentSinceRequest, trackerSteps } from './claim-tracker.ts';

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

describe('documentsSentSinceRequest', () => {
  const claim = (uploaded: readonly number[]): ClaimDetail => ({
    Schadennummer: 'S-2026-0004711',
    Typ: 'kfz',
    Vertragsnummer: '7300418857',
    Status: 'unterlagen-angefordert',
    Eingegangen: '2026-11-20',
    Schadendatum: '2026-11-18',
    Angaben: {},
    Verlauf: [
      { Status: 'eingegangen', Zeitpunkt: 1_000, Notiz: '' },
      { Status: 'unterlagen-angefordert', Zeitpunkt: 5_000, Notiz: 'Rechnung der Werkstatt' },
    ],
    Dokumente: uploaded.map((Zeitpunkt) => ({
      Dateiname: 'foto.jpg',
      Dateityp: 'jpg',
      Hochgeladen: '2026-11-20',
      Zeitpunkt,
    })),
  });

  it('counts the files that came after the documents were asked for, not those of the report', () => {
    expect(documentsSentSinceRequest(claim([]))).toBe(false);
    expect(documentsSentSinceRequest(claim([1_000]))).toBe(false);
    expect(documentsSentSinceRequest(claim([1_000, 6_000]))).toBe(true);
  });
});

describe('claimsInOrder', () => {
  const summary = (Schadennummer: string, Status: ClaimStatus): ClaimSummary => ({
    Schadennummer,
    Typ: 'haushalt',
    Vertragsnummer: '7400263190',
    Status,
    Eingegangen: '2026-11-20',
    Schadendatum: '2026-11-18',
  });

  it('puts the claims that wait for documents first and those that ended last, newest first within', () => {
    const listed = [
      summary('S-6', 'reguliert'),
      summary('S-5', 'in-pruefung'),
      summary('S-4', 'unterlagen-angefordert'),
      summary('S-3', 'abgelehnt'),
      summary('S-2', 'eingegangen'),
      summary('S-1', 'unterlagen-angefordert'),
    ];
    expect(claimsInOrder(listed).map((claim) => claim.Schadennummer)).toEqual([
      'S-4',
      'S-1',
      'S-5',
      'S-2',
      'S-6',
      'S-3',
    ]);
  });
});
