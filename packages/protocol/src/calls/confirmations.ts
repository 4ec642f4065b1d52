import { z } from 'zod/mini';
import { callArea, jsonCall } from '../call.ts';
import {
  COMPANIES,
  CONTRACT_KIND_COMPANY,
  type ContractKind,
  type PaymentInterval,
} from '../constants.ts';
import { formatAmount, isIsoDate, isoToDisplay } from '../de-at.ts';
import { contractNumberParam, isoDate } from '../wire-fields.ts';
import { CONFIRMATION_KINDS, type ConfirmationKind } from '../confirmation-kinds.ts';
import type { Contract } from './contracts.ts';
import { dokboxFileSchema } from './dokbox.ts';

// Beyond the spec: SPEC 7 names no confirmation calls. Designed in its style, one Mode for the
// area because a visitor checks a confirmation too (docs/decisions/043-confirmations.md).

/** The document's title. */
export const CONFIRMATION_TITLES = {
  versicherung: 'Versicherungsbestätigung',
  'kfz-haftpflicht': 'Bestätigung der Kfz-Haftpflichtversicherung',
  kontostand: 'Kontostandsbestätigung',
  aushaftung: 'Aushaftungsbestätigung',
} as const satisfies Record<ConfirmationKind, string>;

/** The kinds that confirm a figure on a day the customer chooses; the others are as of today. */
const DATED_KINDS: ReadonlySet<ConfirmationKind> = new Set(['kontostand', 'aushaftung']);

export function needsAsOfDate(kind: ConfirmationKind): boolean {
  return DATED_KINDS.has(kind);
}

/**
 * A verification code: 28 characters of Crockford's base32 (140 bits from the CSPRNG), printed in
 * groups of four. Typed back, case, dashes and spaces do not matter, and the letters Crockford
 * leaves out for looking like digits (O, I, L) count as those digits.
 */
export const CONFIRMATION_CODE_LENGTH = 28;
export const CROCKFORD_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const CODE_PATTERN = new RegExp(`^[${CROCKFORD_ALPHABET}]{${CONFIRMATION_CODE_LENGTH}}$`);

/** The code as stored (hashed) and compared, or null when it cannot be one. */
export function normalizeConfirmationCode(typed: string): string | null {
  const code = typed.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  return CODE_PATTERN.test(code) ? code : null;
}

/** `ABCD-EFGH-…`: the code as printed, in groups of four. */
export function formatConfirmationCode(code: string): string {
  return code.replace(/(.{4})(?=.)/g, '$1-');
}

/** A confirmation's number: not a secret, it names the document in the customer's list. */
export const CONFIRMATION_NUMBER_LENGTH = 8;

export const CONFIRMATION_MESSAGES = {
  contractNotFound: 'Der Vertrag wurde nicht gefunden.',
  kind: 'Bitte wähle, was wir bestätigen sollen.',
  kindNotOffered: 'Diese Bestätigung gibt es für diesen Vertrag nicht.',
  notInForce: 'Dieser Vertrag ist heute nicht aufrecht. Wir können ihn daher nicht bestätigen.',
  asOfMissing: 'Bitte gib den Stichtag an.',
  asOfInvalid: 'Bitte gib den Stichtag als gültiges Datum ein, zum Beispiel 31.12.2025.',
  asOfFuture: 'Der Stichtag darf nicht in der Zukunft liegen.',
  asOfBeforeStart: (start: string) =>
    `Der Stichtag darf nicht vor dem Vertragsbeginn am ${isoToDisplay(start) ?? start} liegen.`,
  notFound: 'Die Bestätigung wurde nicht gefunden.',
  codeMissing: 'Bitte gib den Prüfcode ein.',
} as const;

const PAYMENT_INTERVAL_WORDS = {
  MONTHLY: 'monatlich',
  YEARLY: 'jährlich',
  'HALF-YEARLY': 'halbjährlich',
  SINGULAR: 'einmalig',
  QUARTERLY: 'vierteljährlich',
  'BI-MONTHLY': 'alle zwei Monate',
  IRREGULAR: 'unregelmäßig',
} as const satisfies Record<PaymentInterval, string>;

/** The line of insurance, as the insurance confirmation names it. */
const INSURANCE_LINES: Partial<Record<ContractKind, string>> = {
  LebenRisiko: 'Lebens- und Risikoversicherung',
  KFZ: 'Kfz-Versicherung',
  EigenheimHaushalt: 'Eigenheim- und Haushaltsversicherung',
  Rechtschutz: 'Rechtsschutzversicherung',
  UnfallKrankheit: 'Unfall- und Krankenversicherung',
};

/** Whether an insurance is in force on `day`: active, begun and not yet ended. */
export function isInForce(contract: Contract, day: string): boolean {
  const d = contract.Details;
  return (
    d.Status === 'aktiv' &&
    (d.FromDate === undefined || d.FromDate <= day) &&
    (d.ToDate === undefined || d.ToDate === null || d.ToDate >= day)
  );
}

export const confirmationFactSchema = z.object({
  Bezeichnung: z.string(),
  Wert: z.string(),
});
export type ConfirmationFact = z.infer<typeof confirmationFactSchema>;

/**
 * What the document says, and all that its public check shows: the same words, so a visitor
 * can compare them line by line.
 */
export const confirmationDocumentSchema = z.object({
  Art: z.enum(CONFIRMATION_KINDS),
  Titel: z.string(),
  /** The company that confirms: the insurer or the building society. */
  Aussteller: z.string(),
  /** The day confirmed. */
  Stichtag: isoDate,
  /** The day it was issued. */
  Ausgestellt: isoDate,
  /** `ABCD-EFGH`: the confirmation's number, printed on it. */
  Nummer: z.string(),
  Angaben: z.array(confirmationFactSchema),
  /** The sentence that confirms. */
  Erklaerung: z.string(),
});
export type ConfirmationDocument = z.infer<typeof confirmationDocumentSchema>;

/** A customer's name as a document names its holder: with titles, the one after a comma. */
export function holderName(name: {
  titlePrefix: string;
  firstName: string;
  lastName: string;
  titleSuffix: string;
}): string {
  const full = [name.titlePrefix, name.firstName, name.lastName].filter((p) => p !== '').join(' ');
  return name.titleSuffix === '' ? full : `${full}, ${name.titleSuffix}`;
}

/** What the document is made from, besides its kind and contract. */
export type ConfirmationInput = {
  /** The customer's name with titles. */
  holder: string;
  asOf: string;
  issued: string;
  number: string;
  /**
   * For a savings contract the balance at the end of the as-of day; for a loan what is owed then
   * (a positive amount). Unused for insurance.
   */
  amount: number;
};

function fact(Bezeichnung: string, Wert: string): ConfirmationFact {
  return { Bezeichnung, Wert };
}

function day(iso: string): string {
  return isoToDisplay(iso) ?? iso;
}

function insuranceFacts(contract: Contract, holder: string): ConfirmationFact[] {
  const d = contract.Details;
  const facts = [
    fact('Versicherungsnehmer/in', holder),
    fact('Polizzennummer', d.ContractIdFormatted),
    fact('Produkt', d.Name),
  ];
  const line = INSURANCE_LINES[contract.Kind];
  if (line !== undefined) facts.push(fact('Sparte', line));
  if (d.FromDate !== undefined) facts.push(fact('Versicherungsbeginn', day(d.FromDate)));
  if (d.ToDate !== undefined) {
    facts.push(fact('Vertragsende', d.ToDate === null ? 'unbefristet' : day(d.ToDate)));
  }
  if (d.KfzBezeichnung !== undefined) facts.push(fact('Fahrzeug', d.KfzBezeichnung));
  if (d.KfzKennzeichen !== undefined) facts.push(fact('Kennzeichen', d.KfzKennzeichen));
  if (d.KfzDeckungen !== undefined && d.KfzDeckungen.length > 0) {
    facts.push(fact('Versicherte Deckungen', d.KfzDeckungen.map((c) => c.Deckung).join(', ')));
  }
  if (d.Risikoadresse !== undefined) facts.push(fact('Risikoadresse', d.Risikoadresse));
  if (d.HoechsthaftungssummeHaushalt !== undefined) {
    facts.push(fact('Höchsthaftungssumme Haushalt', formatAmount(d.HoechsthaftungssummeHaushalt)));
  }
  if (d.HoechsthaftungssummeEigenheim !== undefined) {
    facts.push(
      fact('Höchsthaftungssumme Eigenheim', formatAmount(d.HoechsthaftungssummeEigenheim)),
    );
  }
  if (d.GrossAmount !== undefined) {
    const interval =
      d.PaymentInterval === undefined ? '' : ` ${PAYMENT_INTERVAL_WORDS[d.PaymentInterval]}`;
    facts.push(fact('Prämie', `${formatAmount(d.GrossAmount)}${interval}`));
  }
  return facts;
}

/**
 * The document of a confirmation: its lines and the sentence that confirms, from the contract as
 * it stands. The server prints it and keeps it for the public check.
 */
export function confirmationDocument(
  kind: ConfirmationKind,
  contract: Contract,
  input: ConfirmationInput,
): ConfirmationDocument {
  const d = contract.Details;
  const asOf = day(input.asOf);
  const head = {
    Art: kind,
    Titel: CONFIRMATION_TITLES[kind],
    Aussteller: COMPANIES[CONTRACT_KIND_COMPANY[contract.Kind]].name,
    Stichtag: input.asOf,
    Ausgestellt: input.issued,
    Nummer: input.number,
  };
  switch (kind) {
    case 'versicherung':
      return {
        ...head,
        Angaben: [...insuranceFacts(contract, input.holder), fact('Stichtag', asOf)],
        Erklaerung: `Wir bestätigen, dass der oben angeführte Versicherungsvertrag am ${asOf} aufrecht ist.`,
      };
    case 'kfz-haftpflicht': {
      const plate = d.KfzKennzeichen ?? '';
      return {
        ...head,
        Angaben: [
          fact('Versicherungsnehmer/in', input.holder),
          fact('Polizzennummer', d.ContractIdFormatted),
          ...(d.KfzBezeichnung === undefined ? [] : [fact('Fahrzeug', d.KfzBezeichnung)]),
          fact('Kennzeichen', plate),
          ...(d.FromDate === undefined ? [] : [fact('Versicherungsbeginn', day(d.FromDate))]),
          fact('Deckung', 'Kfz-Haftpflichtversicherung'),
          fact('Stichtag', asOf),
        ],
        Erklaerung: `Wir bestätigen, dass für das Fahrzeug mit dem Kennzeichen ${plate} am ${asOf} eine Kfz-Haftpflichtversicherung bei uns aufrecht ist.`,
      };
    }
    case 'kontostand':
      return {
        ...head,
        Angaben: [
          fact('Kontoinhaber/in', input.holder),
          fact('Vertragsnummer', d.ContractIdFormatted),
          fact('Produkt', d.Name),
          fact('Stichtag', `${asOf}, Tagesende`),
          fact('Kontostand', formatAmount(input.amount)),
        ],
        Erklaerung: `Wir bestätigen, dass der Kontostand des oben angeführten Vertrags am ${asOf} zu Tagesende ${formatAmount(input.amount)} beträgt.`,
      };
    case 'aushaftung':
      return {
        ...head,
        Angaben: [
          fact('Kreditnehmer/in', input.holder),
          fact('Vertragsnummer', d.ContractIdFormatted),
          fact('Produkt', d.Name),
          ...(d.ContractAmount === undefined
            ? []
            : [fact('Kreditbetrag', formatAmount(d.ContractAmount))]),
          fact('Stichtag', `${asOf}, Tagesende`),
          fact('Aushaftender Betrag', formatAmount(input.amount)),
        ],
        Erklaerung: `Wir bestätigen, dass der aushaftende Betrag des oben angeführten Kredits am ${asOf} zu Tagesende ${formatAmount(input.amount)} beträgt.`,
      };
  }
}

/** A confirmation as the customer's list shows it. */
export const confirmationSummarySchema = z.object({
  Id: z.string(),
  Nummer: z.string(),
  Art: z.enum(CONFIRMATION_KINDS),
  Vertragsnummer: z.string(),
  Stichtag: isoDate,
  /** Epoch milliseconds. */
  Ausgestellt: z.int(),
  /** Epoch milliseconds; null while it is valid. */
  Widerrufen: z.nullable(z.int()),
});
export type ConfirmationSummary = z.infer<typeof confirmationSummarySchema>;

export const confirmationCheckSchema = z.discriminatedUnion('Ergebnis', [
  /** The code belongs to a confirmation in force: what its document shows. */
  z.object({ Ergebnis: z.literal('gueltig'), Dokument: confirmationDocumentSchema }),
  /** The customer revoked it: which one it was, and since when it does not hold. */
  z.object({
    Ergebnis: z.literal('widerrufen'),
    Titel: z.string(),
    Nummer: z.string(),
    Ausgestellt: isoDate,
    Widerrufen: isoDate,
  }),
  /** No confirmation has this code. */
  z.object({ Ergebnis: z.literal('unbekannt') }),
]);
export type ConfirmationCheck = z.infer<typeof confirmationCheckSchema>;

const confirmationIdParam = z
  .string({ error: CONFIRMATION_MESSAGES.notFound })
  .check(z.trim(), z.regex(/^[0-9a-f-]{36}$/, { error: CONFIRMATION_MESSAGES.notFound }));

export const confirmationCalls = callArea({
  /**
   * Beyond the spec: a confirmation of one of the customer's contracts, issued at once as a PDF
   * into the DokBox folder "Bestätigungen". `stichtag` is the day confirmed for a balance or a
   * loan (not in the future, not before the contract began); the others confirm today. The
   * verification code is answered this once and printed on the document; the server keeps only
   * its hash.
   */
  bestaetigungAnfordern: jsonCall({
    mode: 'Bestaetigung',
    fn: 'Anfordern',
    method: 'POST',
    access: 'customer',
    body: 'form',
    params: () =>
      z.object({
        vertragsnummer: contractNumberParam,
        art: z.enum(CONFIRMATION_KINDS, { error: CONFIRMATION_MESSAGES.kind }),
        /** Empty or left out for the kinds that confirm today. */
        stichtag: z.optional(
          z.string({ error: CONFIRMATION_MESSAGES.asOfInvalid }).check(
            z.trim(),
            z.refine((value) => value === '' || isIsoDate(value), {
              error: CONFIRMATION_MESSAGES.asOfInvalid,
            }),
          ),
        ),
      }),
    result: () =>
      z.object({
        Bestaetigung: confirmationSummarySchema,
        /** The verification code as printed (in groups of four). */
        Pruefcode: z.string(),
        /** The public check of this confirmation. */
        Prueflink: z.string(),
        Datei: dokboxFileSchema,
      }),
  }),
  /** Beyond the spec: the confirmations issued for one of the customer's contracts, newest first. */
  getBestaetigungen: jsonCall({
    mode: 'Bestaetigung',
    fn: 'GetBestaetigungen',
    method: 'POST',
    access: 'customer',
    body: 'form',
    params: () => z.object({ vertragsnummer: contractNumberParam }),
    result: () => z.array(confirmationSummarySchema),
  }),
  /**
   * Beyond the spec: revokes one of the customer's confirmations; its public check says so from
   * now on. Revoking it again changes nothing.
   */
  bestaetigungWiderrufen: jsonCall({
    mode: 'Bestaetigung',
    fn: 'Widerrufen',
    method: 'POST',
    access: 'customer',
    body: 'form',
    params: () => z.object({ id: confirmationIdParam }),
    result: () => confirmationSummarySchema,
  }),
  /**
   * Beyond the spec: anyone with a confirmation checks it by its code, without login: what the
   * document shows while it holds, that it was revoked, or that no confirmation has this code.
   * Rate-limited per address; the answer is marked for no search engine.
   */
  bestaetigungPruefen: jsonCall({
    mode: 'Bestaetigung',
    fn: 'Pruefen',
    method: 'POST',
    access: 'public',
    body: 'form',
    params: () =>
      z.object({
        code: z
          .string({ error: CONFIRMATION_MESSAGES.codeMissing })
          .check(
            z.trim(),
            z.minLength(1, { error: CONFIRMATION_MESSAGES.codeMissing }),
            z.maxLength(100, { error: CONFIRMATION_MESSAGES.codeMissing }),
          ),
      }),
    result: () => confirmationCheckSchema,
  }),
});
