import { CLAIM_FORMS, CLAIM_TYPES, type Contract } from '@servicebereich/protocol';
import { describe, expect, it, vi } from 'vitest';
import {
  claimReview,
  claimSteps,
  formNameOfPath,
  formNamesOf,
  initialValues,
  questionLabel,
  stepOfField,
  toWireParams,
  validateClaim,
} from './claim-form-model.ts';

const home = {
  ContractId: '7401937582',
  Kind: 'EigenheimHaushalt',
  Features: { SchadensmeldungHaushalt: true },
  Motives: {},
  Details: {
    Name: 'Eigenheim- und Haushaltsversicherung',
    ContractIdFormatted: '740-193.758-2',
    Risikoadresse: 'Kaiserstraße 27, 1070 Wien',
    AccountHolderName: 'Katharina Hofer',
    Iban: 'AT482011182931746502',
  },
} as unknown as Contract;

describe('claim form model', () => {
  it('asks every field of every type in exactly one step, files last', () => {
    for (const typ of CLAIM_TYPES) {
      for (const visitor of [false, true]) {
        const steps = claimSteps(typ, visitor);
        const asked = steps.flatMap(formNamesOf);
        expect(new Set(asked).size).toBe(asked.length);
        // The item lists are the rows of one field; the receipts are kept with the files.
        const own = Object.keys(CLAIM_FORMS[typ].shape).filter(
          (f) => f !== 'anschaffungsjahr' && f !== 'wert' && f !== 'beleg',
        );
        for (const field of own) {
          expect(asked).toContain(field === 'gegenstand' ? 'posten' : field);
        }
        expect(steps.at(-1)?.fields).toEqual([]);
        expect(steps[0]?.fields).toContain('vertragsnummer');
      }
    }
  });

  it("names no step as one of its fields: the field's label under it would say it twice", () => {
    for (const typ of CLAIM_TYPES) {
      for (const visitor of [false, true]) {
        for (const step of claimSteps(typ, visitor)) {
          // The items' list has no label of its own: the step's heading names it.
          const labelled = step.fields.filter((field) => field !== 'gegenstand');
          const labels = labelled.map((field) => questionLabel(field, visitor));
          expect(labels).not.toContain(step.title);
        }
      }
    }
  });

  it('pre-fills a household claim from the contract', () => {
    const values = initialValues('haushalt', false, { contract: home, customerName: null });
    expect(values).toMatchObject({
      vertragsnummer: '7401937582',
      schadenort: 'Kaiserstraße 27, 1070 Wien',
      kontoinhaber: 'Katharina Hofer',
      iban: 'AT48 2011 1829 3174 6502',
      posten: [],
    });
  });

  it("takes the default moment of a motor claim in Austrian time, not the device's", () => {
    const zone = process.env.TZ;
    // A device set to New York's time, at 00:30 in Vienna on 21 November (23:30 UTC before).
    process.env.TZ = 'America/New_York';
    vi.useFakeTimers({ toFake: ['Date'], now: Date.UTC(2026, 10, 20, 23, 30) });
    try {
      expect(initialValues('kfz', false, { contract: null, customerName: null })).toMatchObject({
        schadendatum: '2026-11-21',
        schadenzeit: '00:30',
      });
    } finally {
      vi.useRealTimers();
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });

  it('sends the items as parallel lists and leaves out empty optional dates', () => {
    const values = {
      ...initialValues('haushalt', false, { contract: home, customerName: null }),
      posten: [
        { gegenstand: 'Laptop', anschaffungsjahr: '2022', wert: '1.249,90' },
        { gegenstand: 'Sessel', anschaffungsjahr: '2018', wert: '300' },
      ],
    };
    const params = toWireParams('haushalt', values);
    expect(params).toMatchObject({
      typ: 'haushalt',
      gegenstand: ['Laptop', 'Sessel'],
      anschaffungsjahr: ['2022', '2018'],
      wert: ['1.249,90', '300'],
      beleg: ['', ''],
    });
    // The second file sent is the receipt of the second item.
    expect(toWireParams('haushalt', values, [{ item: null }, { item: 1 }])).toMatchObject({
      beleg: ['', '1'],
    });
    const hospital = toWireParams(
      'krankenhaus',
      initialValues('krankenhaus', false, {
        contract: null,
        customerName: 'Eva Berger',
      }),
    );
    expect(hospital).not.toHaveProperty('entlassungsdatum');
    expect(hospital).toMatchObject({ versichertePerson: 'Eva Berger' });
  });

  it('validates with the server schema and puts each message under its field', () => {
    const values = {
      ...initialValues('haushalt', false, { contract: home, customerName: null }),
      schadenart: 'wasser',
      schadendatum: '2026-01-10',
      beschreibung: 'Rohrbruch',
      posten: [{ gegenstand: 'Teppich', anschaffungsjahr: '2020', wert: '12,5x' }],
      iban: 'AT48 2011 1829 3174 6503',
    };
    const errors = validateClaim('haushalt', false, values);
    expect(errors).toEqual({
      'posten.0.wert': 'Bitte gib den Betrag im Format 1.234,56 ein.',
      iban: 'Die IBAN ist ungültig. Bitte prüfe deine Eingabe.',
    });
    const steps = claimSteps('haushalt', false);
    expect(steps[stepOfField(steps, 'posten.0.wert')]?.title).toBe('Beschädigte Gegenstände');
    expect(steps[stepOfField(steps, 'iban')]?.title).toBe('Auszahlung');
    expect(
      validateClaim('haushalt', false, { ...values, posten: [], iban: 'AT482011182931746502' }),
    ).toEqual({});
  });

  it('sends the police details only when the police was called', () => {
    const values = {
      ...initialValues('kfz', false, { contract: null, customerName: null }),
      polizeiDatum: '2026-01-10',
      polizeiDienststelle: 'PI Wien Neubau',
    };
    expect(toWireParams('kfz', values)).not.toHaveProperty('polizeiDienststelle');
    expect(toWireParams('kfz', { ...values, polizei: true })).toMatchObject({
      polizei: true,
      polizeiDatum: '2026-01-10',
      polizeiDienststelle: 'PI Wien Neubau',
    });
  });

  it('sums up a motor claim by step with the form’s labels, as the answers are shown elsewhere', () => {
    const values = {
      ...initialValues('kfz', false, { contract: null, customerName: null }),
      vertragsnummer: '7300418857',
      schadendatum: '2026-01-10',
      schadenzeit: '09:30',
      schadenort: '  Wien, Gürtel  ',
      hergang: 'auffahrunfall',
      beschreibung: 'Aufgefahren.',
      kilometerstand: '48210',
      kennzeichen: 'W-48213K',
      gegnerName: 'Max Muster',
      zeuge: [{ name: 'Eva Berger, 0664 1234567' }, { name: ' ' }],
      polizei: true,
      polizeiDatum: '2026-01-10',
      polizeiDienststelle: 'PI Wien Neubau',
    };
    const motor = {
      ...home,
      ContractId: '7300418857',
      Details: { Name: 'Kfz-Versicherung', ContractIdFormatted: '730-041.885-7' },
    } as unknown as Contract;
    const files = [
      { file: { name: 'Stossstange.jpg' }, photo: 1, item: null },
      { file: { name: 'Skizze.pdf' }, photo: null, item: null },
    ];
    const reporter = { name: 'Katharina Hofer', address: 'Kaiserstraße 27, 1070 Wien' };
    const groups = claimReview('kfz', false, values, files, { contracts: [motor], reporter });
    const steps = claimSteps('kfz', false);
    expect(groups.map((g) => [g.step, g.title])).toEqual(steps.map((s, i) => [i, s.title]));
    const rows = (step: number) =>
      Object.fromEntries((groups[step]?.rows ?? []).map((row) => [row.label, row.value]));
    // The contract by its number as printed, and who reports.
    expect(rows(0)).toEqual({
      Vertrag: '730-041.885-7',
      Name: 'Katharina Hofer',
      Adresse: 'Kaiserstraße 27, 1070 Wien',
    });
    // Dates as dd.mm.yyyy, trimmed text; coordinates not given are left out.
    expect(rows(1)).toEqual({
      'Datum des Schadens': '10.01.2026',
      Uhrzeit: '09:30',
      Ort: 'Wien, Gürtel',
    });
    // A choice by its label.
    expect(rows(2)).toMatchObject({ 'Art des Schadens': 'Auffahrunfall' });
    // The empty optional answers of the other party are left out.
    expect(rows(3)).toEqual({ 'Name der Gegenseite': 'Max Muster' });
    expect(rows(4)).toEqual({
      Zeugen: ['Eva Berger, 0664 1234567'],
      'Die Polizei wurde verständigt': 'Ja',
      'Datum der Anzeige': '10.01.2026',
      Polizeidienststelle: 'PI Wien Neubau',
    });
    expect(groups[5]?.files).toEqual([
      { name: 'Stossstange.jpg', note: 'Schaden am Fahrzeug' },
      { name: 'Skizze.pdf', note: null },
    ]);

    // Without the police: "Nein", and its details are not shown, as they are not sent.
    const calm = claimReview('kfz', false, { ...values, polizei: false, zeuge: [] }, [], {
      contracts: [motor],
      reporter: null,
    });
    expect(calm[4]?.rows).toEqual([
      { field: 'polizei', label: 'Die Polizei wurde verständigt', value: 'Nein' },
    ]);
    expect(calm[0]?.rows.map((row) => row.label)).toEqual(['Vertrag']);
    expect(calm[5]?.files).toEqual([]);
  });

  it("sums up a visitor's identity and the damaged items with their values and receipts", () => {
    const values = {
      ...initialValues('haushalt', true, { contract: null, customerName: null }),
      vertragsnummer: '7400263190',
      geburtsdatum: '1986-04-17',
      plz: '1070',
      name: 'Katharina Hofer',
      email: 'k.hofer@example.at',
      schadenart: 'einbruch',
      iban: 'at482011182931746502',
      posten: [
        { gegenstand: 'Laptop', anschaffungsjahr: '2022', wert: '1249,9' },
        { gegenstand: 'Sessel', anschaffungsjahr: '2018', wert: '300' },
      ],
    };
    const files = [{ file: { name: 'Rechnung.pdf' }, photo: null, item: 1 }];
    const groups = claimReview('haushalt', true, values, files, { contracts: [], reporter: null });
    expect(groups[0]?.rows.map((row) => [row.label, row.value])).toEqual([
      ['Polizzennummer', '7400263190'],
      ['Geburtsdatum', '17.04.1986'],
      ['Postleitzahl', '1070'],
      ['Dein Name', 'Katharina Hofer'],
      ['E-Mail-Adresse für die Bestätigung', 'k.hofer@example.at'],
    ]);
    expect(groups[1]?.rows).toContainEqual({
      field: 'schadenart',
      label: 'Art des Schadens',
      value: 'Einbruch oder Diebstahl',
    });
    const items = groups.find((g) => g.title === 'Beschädigte Gegenstände')?.items;
    expect(items).toEqual([
      {
        heading: 'Gegenstand 1',
        rows: [
          { field: 'gegenstand', label: 'Gegenstand', value: 'Laptop' },
          { field: 'anschaffungsjahr', label: 'Anschaffungsjahr', value: '2022' },
          { field: 'wert', label: 'Wert', value: '1.249,90\u00a0€' },
        ],
      },
      {
        heading: 'Gegenstand 2',
        rows: [
          { field: 'gegenstand', label: 'Gegenstand', value: 'Sessel' },
          { field: 'anschaffungsjahr', label: 'Anschaffungsjahr', value: '2018' },
          { field: 'wert', label: 'Wert', value: '300,00\u00a0€' },
          { field: 'beleg', label: 'Beleg', value: 'Rechnung.pdf' },
        ],
      },
    ]);
    expect(groups.find((g) => g.title === 'Auszahlung')?.rows).toContainEqual({
      field: 'iban',
      label: 'IBAN für die Auszahlung',
      value: 'AT48 2011 1829 3174 6502',
    });
    expect(groups.at(-1)?.files).toEqual([{ name: 'Rechnung.pdf', note: 'Beleg zu Gegenstand 2' }]);
  });

  it('maps wire paths to the form', () => {
    expect(formNameOfPath(['wert', 2])).toBe('posten.2.wert');
    expect(formNameOfPath(['gegenstand'])).toBe('posten');
    expect(formNameOfPath(['beleg'])).toBe('posten');
    expect(formNameOfPath(['zeuge', 1])).toBe('zeuge.1.name');
    expect(formNameOfPath(['schadenort'])).toBe('schadenort');
    expect(formNameOfPath([])).toBe('general');
  });

  it('refuses a date in the future', () => {
    const values = {
      ...initialValues('rechtsschutz', true, { contract: null, customerName: null }),
      schadendatum: '2999-01-01',
    };
    expect(validateClaim('rechtsschutz', true, values)['schadendatum']).toBe(
      'Das Datum darf nicht in der Zukunft liegen.',
    );
  });
});
