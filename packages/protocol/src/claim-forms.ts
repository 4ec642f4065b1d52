import { z } from 'zod/mini';
import type { Contract } from './calls/contracts.ts';
import type { ContractFeature } from './constants.ts';
import { viennaIsoDate, viennaTimeOfDay } from './de-at.ts';
import { isValidIban, normalizeIban } from './iban.ts';
import { amountParam, formBoolean, formInteger, typedDay } from './wire-fields.ts';

// One form definition per claim type: its fields with their German messages, and the steps of
// the step-by-step flow. The web forms are built from these and the server validates with them
// (docs/decisions/018-claims.md). Every field is flat, as form bodies are; lists travel as
// repeated bracketed keys, the damaged items as parallel lists.

export const CLAIM_TYPES = [
  'kfz',
  'haushalt',
  'sachversicherung',
  'rechtsschutz',
  'krankenhaus',
  'unfall',
] as const;
export type ClaimType = (typeof CLAIM_TYPES)[number];

export const CLAIM_TYPE_LABELS = {
  kfz: 'Kfz-Schaden',
  haushalt: 'Haushaltsschaden',
  sachversicherung: 'Sachschaden',
  rechtsschutz: 'Rechtsschutzfall',
  krankenhaus: 'Krankenhausaufenthalt',
  unfall: 'Unfall',
} as const satisfies Record<ClaimType, string>;

const text = (label: string, max: number) =>
  z
    .string({ error: `Bitte gib ${label} an.` })
    .check(
      z.trim(),
      z.minLength(1, { error: `Bitte gib ${label} an.` }),
      z.maxLength(max, { error: `Höchstens ${max} Zeichen.` }),
    );

const optionalText = (max: number) =>
  z._default(
    z.string().check(z.trim(), z.maxLength(max, { error: `Höchstens ${max} Zeichen.` })),
    '',
  );

const list = <T extends z.ZodMiniType>(item: T, max: number) =>
  z._default(z.array(item).check(z.maxLength(max, { error: `Höchstens ${max} Einträge.` })), []);

/** Files of one claim submission: photos and PDFs. */
export const CLAIM_MAX_FILES = 10;

const FUTURE_DATE = 'Das Datum darf nicht in der Zukunft liegen.';

/**
 * How far ahead of the server's clock a reported moment may be: a form takes "now" from the
 * device, whose clock may run a few minutes ahead, and the claim is checked a while later.
 */
export const CLAIM_CLOCK_SKEW_MS = 5 * 60_000;

/** Now in Austria, as the checks against the future take it: with the skew allowed. */
function latestNow(): number {
  return Date.now() + CLAIM_CLOCK_SKEW_MS;
}

/** A real calendar day, not after today in Austria; `missing` says which day is asked for. */
function pastDate(missing?: string) {
  return typedDay(missing).check(
    z.refine((date) => date <= viennaIsoDate(latestNow()), { error: FUTURE_DATE }),
  );
}

/** The day the loss happened, as every type of claim asks for it. */
const lossDate = pastDate('Bitte gib das Datum des Schadens an.');

const time = z
  .string({ error: 'Bitte gib die Uhrzeit an.' })
  .check(
    z.trim(),
    z.regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, { error: 'Bitte gib die Uhrzeit als HH:MM an.' }),
  );

/** A date and time of day together not later than now in Austria. */
function notInFuture(date: string, at: string): boolean {
  const now = latestNow();
  const today = viennaIsoDate(now);
  return date < today || (date === today && at <= viennaTimeOfDay(now));
}

const coordinate = (min: number, max: number) =>
  z.optional(
    z.pipe(
      z.pipe(
        z
          .string()
          .check(
            z.trim(),
            z.regex(/^-?\d{1,3}(\.\d{1,8})?$/, { error: 'Die Koordinate ist ungültig.' }),
          ),
        z.transform(Number),
      ),
      z
        .number()
        .check(
          z.minimum(min, { error: 'Die Koordinate ist ungültig.' }),
          z.maximum(max, { error: 'Die Koordinate ist ungültig.' }),
        ),
    ),
  );

const plate = z
  .string({ error: 'Bitte gib das Kennzeichen an.' })
  .check(
    z.trim(),
    z.toUpperCase(),
    z.minLength(1, { error: 'Bitte gib das Kennzeichen an.', abort: true }),
    z.regex(/^[A-ZÄÖÜ0-9][A-ZÄÖÜ0-9 -]{1,14}$/, { error: 'Das Kennzeichen ist ungültig.' }),
  );

const optionalPlate = z._default(
  z
    .string()
    .check(
      z.trim(),
      z.toUpperCase(),
      z.regex(/^([A-ZÄÖÜ0-9][A-ZÄÖÜ0-9 -]{1,14})?$/, { error: 'Das Kennzeichen ist ungültig.' }),
    ),
  '',
);

/** A value in the Austrian form (`1.234,56`), in cents, above zero. */
const positiveAmount = z.pipe(
  amountParam,
  z.int().check(z.minimum(1, { error: 'Bitte gib einen Betrag über 0 ein.' })),
);

const iban = z.pipe(
  z.string({ error: 'Bitte gib eine IBAN ein.' }).check(
    z.minLength(1, {
      error: 'Bitte gib die IBAN an, auf die wir auszahlen sollen.',
      abort: true,
    }),
    z.refine(isValidIban, { error: 'Die IBAN ist ungültig. Bitte prüfe deine Eingabe.' }),
  ),
  z.transform(normalizeIban),
);

/**
 * Which of the request's files (counted from 0) is a damaged item's receipt; empty for none.
 * Whether the request has that file is for the server to check.
 */
const receiptFile = z.union([
  z.pipe(
    z.literal(''),
    z.transform(() => null),
  ),
  formInteger(0, CLAIM_MAX_FILES - 1, 'Der Beleg ist keiner der Dateien zugeordnet.'),
]);

export const MOTOR_EVENTS = [
  'auffahrunfall',
  'vorrang',
  'parkschaden',
  'spurwechsel',
  'wildunfall',
  'glasbruch',
  'diebstahl',
  'vandalismus',
  'unwetter',
  'sonstiges',
] as const;

/**
 * The events of a drive, for which the mileage is asked; a parked, stolen or storm-hit car's
 * owner need not go and read it.
 */
const MOTOR_EVENTS_WITH_MILEAGE: readonly (typeof MOTOR_EVENTS)[number][] = [
  'auffahrunfall',
  'vorrang',
  'spurwechsel',
  'wildunfall',
];

export const PROPERTY_LOSSES = [
  'einbruch',
  'wasser',
  'feuer',
  'sturm',
  'glas',
  'sonstiges',
] as const;

export const LEGAL_AREAS = ['verkehr', 'arbeit', 'privat', 'wohnen'] as const;

const motorShape = {
  schadendatum: lossDate,
  schadenzeit: time,
  schadenort: text('den Ort', 200),
  breitengrad: coordinate(-90, 90),
  laengengrad: coordinate(-180, 180),
  hergang: z.enum(MOTOR_EVENTS, { error: 'Bitte wähle aus, was passiert ist.' }),
  beschreibung: text('eine Beschreibung', 4000),
  kilometerstand: z.optional(formInteger(0, 3_000_000, 'Bitte gib den Kilometerstand an.')),
  kennzeichen: plate,
  gegnerName: optionalText(200),
  gegnerAdresse: optionalText(300),
  gegnerKennzeichen: optionalPlate,
  gegnerVersicherung: optionalText(200),
  gegnerPolizzennummer: optionalText(50),
  zeuge: list(text('den Namen und die Erreichbarkeit', 300), 10),
  polizei: z._default(formBoolean, false),
  polizeiDatum: z.optional(pastDate()),
  polizeiDienststelle: optionalText(200),
};

const propertyShape = {
  schadenart: z.enum(PROPERTY_LOSSES, { error: 'Bitte wähle die Art des Schadens.' }),
  schadendatum: lossDate,
  schadenort: text('den Ort', 200),
  beschreibung: text('eine Beschreibung', 4000),
  polizeiAktenzeichen: optionalText(50),
  gegenstand: list(text('den Gegenstand', 200), 50),
  anschaffungsjahr: list(formInteger(1900, 2999, 'Bitte gib ein gültiges Jahr an.'), 50),
  wert: list(positiveAmount, 50),
  /** Parallel to the items, or left out when no item has a receipt. */
  beleg: list(receiptFile, 50),
  schadensminderung: optionalText(2000),
  kontoinhaber: text('den Namen der Kontoinhaberin oder des Kontoinhabers', 70),
  iban,
};

const legalShape = {
  bereich: z.enum(LEGAL_AREAS, { error: 'Bitte wähle den Bereich.' }),
  gegner: text('die Gegenseite', 300),
  schadendatum: lossDate,
  beschreibung: text('eine Beschreibung', 4000),
};

const hospitalShape = {
  versichertePerson: text('die versicherte Person', 200),
  krankenhaus: text('das Krankenhaus', 200),
  aufnahmedatum: pastDate('Bitte gib den Tag der Aufnahme an.'),
  entlassungsdatum: z.optional(pastDate()),
  diagnose: text('die Diagnose', 2000),
};

const accidentShape = {
  schadendatum: lossDate,
  schadenzeit: time,
  schadenort: text('den Ort', 200),
  verletzung: text('die Verletzung', 2000),
  behandlung: text('die Behandlung', 2000),
  arzt: text('den Arzt oder das Krankenhaus', 300),
  zeuge: list(text('den Namen und die Erreichbarkeit', 300), 10),
};

type Shape = Record<string, z.ZodMiniType>;
type Values<S extends Shape> = z.output<z.ZodMiniObject<S>>;

/** A step of the flow: its heading and the fields it asks; the files come in the last step. */
export type ClaimStep<S extends Shape> = { title: string; fields: readonly (keyof S & string)[] };

type FormDefinition<S extends Shape> = {
  shape: S;
  /** Checks across fields, each naming the field it is shown under. */
  checks: readonly z.core.$ZodCheck<z.output<z.ZodMiniObject<S>>>[];
  steps: readonly ClaimStep<S>[];
  /** The field holding the day of the loss, shown in lists. */
  dateField: keyof S & string;
  /** What the files step asks for. */
  files: string;
};

function form<S extends Shape>(definition: FormDefinition<S>): FormDefinition<S> {
  return definition;
}

const motor = form({
  shape: motorShape,
  checks: [
    z.refine<Values<typeof motorShape>>((v) => notInFuture(v.schadendatum, v.schadenzeit), {
      error: 'Der Zeitpunkt darf nicht in der Zukunft liegen.',
      path: ['schadenzeit'],
    }),
    z.refine<Values<typeof motorShape>>(
      (v) => v.kilometerstand !== undefined || !MOTOR_EVENTS_WITH_MILEAGE.includes(v.hergang),
      { error: 'Bitte gib den Kilometerstand an.', path: ['kilometerstand'] },
    ),
    z.refine<Values<typeof motorShape>>((v) => !v.polizei || v.polizeiDienststelle !== '', {
      error: 'Bitte gib die Polizeidienststelle an.',
      path: ['polizeiDienststelle'],
    }),
    z.refine<Values<typeof motorShape>>(
      (v) => v.polizeiDatum === undefined || v.polizeiDatum >= v.schadendatum,
      {
        error: 'Die Polizei kann nicht vor dem Schaden verständigt worden sein.',
        path: ['polizeiDatum'],
      },
    ),
  ],
  steps: [
    {
      title: 'Wann und wo',
      fields: ['schadendatum', 'schadenzeit', 'schadenort', 'breitengrad', 'laengengrad'],
    },
    {
      title: 'Was ist passiert',
      fields: ['hergang', 'beschreibung', 'kilometerstand', 'kennzeichen'],
    },
    {
      title: 'Unfallgegner',
      fields: [
        'gegnerName',
        'gegnerAdresse',
        'gegnerKennzeichen',
        'gegnerVersicherung',
        'gegnerPolizzennummer',
      ],
    },
    {
      title: 'Zeugen und Polizei',
      fields: ['zeuge', 'polizei', 'polizeiDatum', 'polizeiDienststelle'],
    },
  ],
  dateField: 'schadendatum',
  files:
    'Europäischer Unfallbericht, Fotos vom Schaden, ein Überblicksfoto der Unfallstelle und der Zulassungsschein',
});

const property = form({
  shape: propertyShape,
  checks: [
    z.refine<Values<typeof propertyShape>>(
      (v) => v.schadenart !== 'einbruch' || v.polizeiAktenzeichen !== '',
      {
        error: 'Bei einem Einbruch brauchen wir das Aktenzeichen der Polizei.',
        path: ['polizeiAktenzeichen'],
      },
    ),
    z.refine<Values<typeof propertyShape>>(
      (v) =>
        v.anschaffungsjahr.length === v.gegenstand.length && v.wert.length === v.gegenstand.length,
      {
        error: 'Bitte gib zu jedem Gegenstand das Anschaffungsjahr und den Wert an.',
        path: ['gegenstand'],
      },
    ),
    z.refine<Values<typeof propertyShape>>(
      (v) => v.beleg.length === 0 || v.beleg.length === v.gegenstand.length,
      { error: 'Die Belege passen nicht zu den Gegenständen.', path: ['beleg'] },
    ),
    z.refine<Values<typeof propertyShape>>(
      (v) => {
        const named = v.beleg.filter((file) => file !== null);
        return new Set(named).size === named.length;
      },
      { error: 'Eine Datei kann nur der Beleg eines Gegenstands sein.', path: ['beleg'] },
    ),
    z.refine<Values<typeof propertyShape>>(
      (v) => v.anschaffungsjahr.every((year) => String(year) <= v.schadendatum.slice(0, 4)),
      {
        error: 'Das Anschaffungsjahr darf nicht nach dem Schaden liegen.',
        path: ['anschaffungsjahr'],
      },
    ),
  ],
  steps: [
    {
      title: 'Worum geht es',
      fields: ['schadenart', 'schadendatum', 'schadenort', 'polizeiAktenzeichen'],
    },
    { title: 'Was ist passiert', fields: ['beschreibung', 'schadensminderung'] },
    {
      title: 'Beschädigte Gegenstände',
      fields: ['gegenstand', 'anschaffungsjahr', 'wert', 'beleg'],
    },
    { title: 'Auszahlung', fields: ['kontoinhaber', 'iban'] },
  ],
  dateField: 'schadendatum',
  files: 'Fotos vom Schaden, Rechnungen oder Kaufbelege der Gegenstände, ein Kostenvoranschlag',
});

const legal = form({
  shape: legalShape,
  checks: [],
  steps: [
    { title: 'Worum geht es', fields: ['bereich', 'gegner', 'schadendatum'] },
    { title: 'Was ist passiert', fields: ['beschreibung'] },
  ],
  dateField: 'schadendatum',
  files: 'Schriftverkehr, Verträge, Bescheide oder andere Unterlagen zum Fall',
});

const hospital = form({
  shape: hospitalShape,
  checks: [
    z.refine<Values<typeof hospitalShape>>(
      (v) => v.entlassungsdatum === undefined || v.entlassungsdatum >= v.aufnahmedatum,
      {
        error: 'Die Entlassung kann nicht vor der Aufnahme liegen.',
        path: ['entlassungsdatum'],
      },
    ),
  ],
  steps: [
    { title: 'Wer und wo', fields: ['versichertePerson', 'krankenhaus'] },
    { title: 'Aufenthalt', fields: ['aufnahmedatum', 'entlassungsdatum', 'diagnose'] },
  ],
  dateField: 'aufnahmedatum',
  files: 'Rechnungen und der Aufenthaltsnachweis des Krankenhauses',
});

const accident = form({
  shape: accidentShape,
  checks: [
    z.refine<Values<typeof accidentShape>>((v) => notInFuture(v.schadendatum, v.schadenzeit), {
      error: 'Der Zeitpunkt darf nicht in der Zukunft liegen.',
      path: ['schadenzeit'],
    }),
  ],
  steps: [
    { title: 'Wann und wo', fields: ['schadendatum', 'schadenzeit', 'schadenort'] },
    { title: 'Verletzung und Behandlung', fields: ['verletzung', 'behandlung', 'arzt'] },
    { title: 'Wer hat es gesehen', fields: ['zeuge'] },
  ],
  dateField: 'schadendatum',
  files: 'Arztbriefe, Befunde und Rechnungen',
});

/** The form of each claim type; haushalt and sachversicherung ask the same. */
export const CLAIM_FORMS = {
  kfz: motor,
  haushalt: property,
  sachversicherung: property,
  rechtsschutz: legal,
  krankenhaus: hospital,
  unfall: accident,
} as const;

/**
 * The schema of one type's form with `extra` fields (the contract, the visitor's identity) in
 * front, and `typ` naming the type.
 */
export function claimFormSchema<T extends ClaimType, E extends Shape>(typ: T, extra: E) {
  const definition = CLAIM_FORMS[typ];
  // The checks read only the form's own fields, which every object built here has.
  const checks = definition.checks as readonly z.core.$ZodCheck<unknown>[];
  return z
    .object({
      typ: z.literal(typ),
      ...extra,
      ...(definition.shape as (typeof CLAIM_FORMS)[T]['shape']),
    })
    .check(...checks);
}

/** Every type's form with `extra` in front, told apart by `typ`. */
export function claimSchema<E extends Shape>(extra: E) {
  return z.discriminatedUnion(
    'typ',
    [
      claimFormSchema('kfz', extra),
      claimFormSchema('haushalt', extra),
      claimFormSchema('sachversicherung', extra),
      claimFormSchema('rechtsschutz', extra),
      claimFormSchema('krankenhaus', extra),
      claimFormSchema('unfall', extra),
    ],
    { error: 'Bitte wähle die Art des Schadens.' },
  );
}

/** The features of a contract that allow each claim type; krankenhaus and unfall go by kind. */
const CLAIM_FEATURES = {
  kfz: ['SchadensmeldungKfz'],
  haushalt: ['SchadensmeldungHaushalt'],
  sachversicherung: ['SchadensmeldungSach'],
  rechtsschutz: ['SchadensmeldungRecht', 'SchadensmeldungRechtKfz', 'SchadensmeldungRechtSach'],
  krankenhaus: [],
  unfall: [],
} as const satisfies Record<ClaimType, readonly ContractFeature[]>;

/** The claim types a contract allows, in the order of CLAIM_TYPES. */
export function claimTypesOf(contract: Pick<Contract, 'Kind' | 'Features'>): ClaimType[] {
  return CLAIM_TYPES.filter((typ) =>
    typ === 'krankenhaus' || typ === 'unfall'
      ? contract.Kind === 'UnfallKrankheit'
      : CLAIM_FEATURES[typ].some((feature: ContractFeature) => contract.Features[feature] === true),
  );
}

/** What each field is called, in forms and in the claims desk's mail. */
export const CLAIM_FIELD_LABELS: Record<string, string> = {
  schadendatum: 'Datum des Schadens',
  schadenzeit: 'Uhrzeit',
  schadenort: 'Ort',
  breitengrad: 'Breitengrad',
  laengengrad: 'Längengrad',
  hergang: 'Art des Schadens',
  beschreibung: 'Beschreibung',
  kilometerstand: 'Kilometerstand',
  kennzeichen: 'Eigenes Kennzeichen',
  gegnerName: 'Name der Gegenseite',
  gegnerAdresse: 'Adresse der Gegenseite',
  gegnerKennzeichen: 'Kennzeichen der Gegenseite',
  gegnerVersicherung: 'Versicherung der Gegenseite',
  gegnerPolizzennummer: 'Polizzennummer der Gegenseite',
  zeuge: 'Zeugen',
  polizei: 'Polizei verständigt',
  polizeiDatum: 'Datum der Anzeige',
  polizeiDienststelle: 'Polizeidienststelle',
  schadenart: 'Art des Schadens',
  polizeiAktenzeichen: 'Aktenzeichen der Polizei',
  gegenstand: 'Beschädigte Gegenstände',
  anschaffungsjahr: 'Anschaffungsjahre',
  wert: 'Werte',
  beleg: 'Belege',
  schadensminderung: 'Getroffene Maßnahmen zur Schadensminderung',
  kontoinhaber: 'Kontoinhaber:in',
  iban: 'IBAN für die Auszahlung',
  bereich: 'Bereich',
  gegner: 'Gegenseite',
  versichertePerson: 'Versicherte Person',
  krankenhaus: 'Krankenhaus',
  aufnahmedatum: 'Aufnahme',
  entlassungsdatum: 'Entlassung',
  diagnose: 'Diagnose',
  verletzung: 'Verletzung',
  behandlung: 'Behandlung',
  arzt: 'Arzt oder Krankenhaus',
};
