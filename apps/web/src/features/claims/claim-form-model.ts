import {
  CLAIM_FIELD_LABELS,
  CLAIM_FORMS,
  formatAmount,
  formatContractNumber,
  formatIban,
  isoToDisplay,
  parseAmount,
  viennaIsoDate,
  viennaTimeOfDay,
  type ClaimType,
  type Contract,
  claimCalls,
} from '@servicebereich/protocol';
import { z } from 'zod/mini';
import { claimTexts } from '../../text/claims.ts';

// The web side of the protocol's claim forms (claim-forms.ts): the form's values, the steps of
// the flow, and the one validation, the server's own schema. The form keeps what the customer
// types as text; the wire names and the parallel lists exist only on the way out.

/** A damaged item as one row of the form; sent as three parallel lists. */
export type ClaimItem = { gegenstand: string; anschaffungsjahr: string; wert: string };
/** A witness as one row of the form (react-hook-form lists hold objects); sent as `zeuge[]`. */
export type Witness = { name: string };

export type ClaimFormValues = Record<string, string | boolean | ClaimItem[] | Witness[]>;

/** The fields the visitor adds to name the contract and themselves. */
export const VISITOR_FIELDS = ['vertragsnummer', 'geburtsdatum', 'plz', 'name', 'email'] as const;

/** The fields of the form that hold no text: lists, the yes/no field. */
const LIST_FIELDS = new Set(['zeuge']);
const ITEM_FIELDS = new Set(['gegenstand', 'anschaffungsjahr', 'wert']);
/** Each damaged item's receipt: sent beside the items, kept with the files in the form. */
const RECEIPT_FIELD = 'beleg';
const BOOLEAN_FIELDS = new Set(['polizei']);
/** Optional fields whose empty text means "not given" rather than an empty answer. */
const OMIT_WHEN_EMPTY = new Set([
  'breitengrad',
  'laengengrad',
  'kilometerstand',
  'polizeiDatum',
  'entlassungsdatum',
]);

export type ClaimStep = { title: string; fields: readonly string[] };

export function formFieldsOf(typ: ClaimType): string[] {
  return Object.keys(CLAIM_FORMS[typ].shape);
}

/**
 * The steps of the flow: who (the visitor's identity, or the customer's contract), the type's own
 * steps, and the files last. The classic form shows the same steps on one page.
 */
export function claimSteps(typ: ClaimType, visitor: boolean): ClaimStep[] {
  const first: ClaimStep = visitor
    ? { title: claimTexts.form.identityTitle, fields: VISITOR_FIELDS }
    : { title: claimTexts.form.contractTitle, fields: ['vertragsnummer'] };
  const own = CLAIM_FORMS[typ].steps.map((step) => ({
    title: step.title,
    // The item lists are one field of the form, the items; their receipts are files.
    fields: step.fields.filter((f) => f !== 'anschaffungsjahr' && f !== 'wert' && f !== 'beleg'),
  }));
  return [first, ...own, { title: claimTexts.form.filesTitle, fields: [] }];
}

/** What the fields of a step are called in the form (the items are one list, `posten`). */
export function formNamesOf(step: ClaimStep): string[] {
  return step.fields.map((field) => (field === 'gegenstand' ? 'posten' : field));
}

export type Prefill = {
  contract: Contract | null;
  /** The customer's name, for the hospital form's insured person. */
  customerName: string | null;
};

/** An empty form of the type, pre-filled from the chosen contract where it knows the answer. */
export function initialValues(typ: ClaimType, visitor: boolean, prefill: Prefill): ClaimFormValues {
  const values: ClaimFormValues = {};
  for (const field of visitor ? VISITOR_FIELDS : ['vertragsnummer']) values[field] = '';
  for (const field of formFieldsOf(typ)) {
    if (ITEM_FIELDS.has(field) || field === RECEIPT_FIELD) continue;
    if (LIST_FIELDS.has(field)) values[field] = [];
    else if (BOOLEAN_FIELDS.has(field)) values[field] = false;
    else values[field] = '';
  }
  if (typ === 'haushalt' || typ === 'sachversicherung') values['posten'] = [];
  const details = prefill.contract?.Details;
  if (prefill.contract !== null) values['vertragsnummer'] = prefill.contract.ContractId;
  if (typ === 'kfz' || typ === 'unfall') {
    // Austrian time, as the server checks it, whatever zone the device is set to.
    const now = Date.now();
    values['schadendatum'] = viennaIsoDate(now);
    values['schadenzeit'] = viennaTimeOfDay(now);
  }
  if (typ === 'kfz' && details?.KfzKennzeichen !== undefined) {
    values['kennzeichen'] = details.KfzKennzeichen;
  }
  if ((typ === 'haushalt' || typ === 'sachversicherung') && details !== undefined) {
    if (details.Risikoadresse !== undefined) values['schadenort'] = details.Risikoadresse;
    if (details.AccountHolderName !== undefined) values['kontoinhaber'] = details.AccountHolderName;
    if (details.Iban !== undefined) values['iban'] = formatIban(details.Iban);
  }
  if (typ === 'krankenhaus' && prefill.customerName !== null) {
    values['versichertePerson'] = prefill.customerName;
  }
  return values;
}

/** Asked only once the police was called; what was typed before unticking is not sent. */
export const POLICE_DETAILS = new Set(['polizeiDatum', 'polizeiDienststelle']);

/**
 * The form's values as the call's parameters (input side of the protocol's schema); each item's
 * receipt is named by its place among `files`, the files the claim is sent with.
 */
export function toWireParams(
  typ: ClaimType,
  values: ClaimFormValues,
  files: readonly { item: number | null }[] = [],
): Record<string, unknown> {
  const params: Record<string, unknown> = { typ };
  for (const [field, value] of Object.entries(values)) {
    if (POLICE_DETAILS.has(field) && values['polizei'] !== true) continue;
    if (field === 'posten') {
      const items = value as ClaimItem[];
      params['gegenstand'] = items.map((item) => item.gegenstand);
      params['anschaffungsjahr'] = items.map((item) => item.anschaffungsjahr);
      params['wert'] = items.map((item) => item.wert);
      params[RECEIPT_FIELD] = items.map((_, item) => {
        const at = files.findIndex((f) => f.item === item);
        return at === -1 ? '' : String(at);
      });
    } else if (LIST_FIELDS.has(field)) {
      params[field] = (value as Witness[]).map((witness) => witness.name);
    } else if (!(OMIT_WHEN_EMPTY.has(field) && value === '')) {
      params[field] = value;
    }
  }
  return params;
}

/** Where a message for a wire path shows in the form: `wert[1]` under the second item's value. */
export function formNameOfPath(path: readonly PropertyKey[]): string {
  const [field, index] = path;
  const name = String(field ?? 'general');
  if (name === RECEIPT_FIELD) return 'posten';
  if (ITEM_FIELDS.has(name)) {
    return typeof index === 'number' ? `posten.${index}.${name}` : 'posten';
  }
  if (LIST_FIELDS.has(name) && typeof index === 'number') return `${name}.${index}.name`;
  return name;
}

/** The call a form sends: the customer's or the visitor's. */
export function claimCallSchema(visitor: boolean) {
  return visitor
    ? claimCalls.schadensmeldungMeldenGast.params
    : claimCalls.schadensmeldungMelden.params;
}

/**
 * Checks the form with the server's schema: the first message for each field of the form, keyed
 * by its name in the form; none when the claim may be sent.
 */
export function validateClaim(
  typ: ClaimType,
  visitor: boolean,
  values: ClaimFormValues,
): Record<string, string> {
  const result = z.safeParse(claimCallSchema(visitor), toWireParams(typ, values));
  const errors: Record<string, string> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const name = formNameOfPath(issue.path);
    errors[name] ??= issue.message;
  }
  return errors;
}

/** The step that shows a field of the form; the last one (the files) for anything else. */
export function stepOfField(steps: readonly ClaimStep[], name: string): number {
  const field = name.split('.')[0] ?? name;
  const index = steps.findIndex((step) => formNamesOf(step).includes(field));
  return index === -1 ? steps.length - 1 : index;
}

/** The label of a field in the form. */
export function fieldLabel(field: string): string {
  return claimTexts.fieldLabels[field] ?? CLAIM_FIELD_LABELS[field] ?? field;
}

/** The label of a question as the form asks it: the visitor's identity and the contract too. */
export function questionLabel(field: string, visitor: boolean): string {
  if (field === 'vertragsnummer' && !visitor) return claimTexts.form.contract;
  const identity = VISITOR_FIELDS.find((name) => name === field);
  return identity === undefined ? fieldLabel(field) : claimTexts.form[identity];
}

/** The fields that hold a day (`yyyy-mm-dd`); the form shows and takes them as `dd.mm.yyyy`. */
export const DATE_FIELDS: ReadonlySet<string> = new Set([
  'geburtsdatum',
  'schadendatum',
  'polizeiDatum',
  'aufnahmedatum',
  'entlassungsdatum',
]);

/** The fields asked as a text of several lines. */
export const LONG_TEXT_FIELDS: ReadonlySet<string> = new Set([
  'beschreibung',
  'schadensminderung',
  'diagnose',
  'verletzung',
  'behandlung',
  'gegnerAdresse',
  'gegner',
]);

/** One answer as the summary before sending shows it. */
export type ReviewRow = { field: string; label: string; value: string | readonly string[] };
/** A damaged item with its answers and its receipt. */
export type ReviewItem = { heading: string; rows: ReviewRow[] };
/** A file of the claim by its name, with what it is where the form asked (photo, receipt). */
export type ReviewFile = { name: string; note: string | null };
/**
 * One step of the form in the summary: its answers (empty optional ones left out), its damaged
 * items, and for the files step the files; `step` is the step that "Ändern" leads back to.
 */
export type ReviewGroup = {
  step: number;
  title: string;
  rows: ReviewRow[];
  items: ReviewItem[];
  files: ReviewFile[] | null;
};

/** What the summary needs beyond the answers: the contracts offered and who reports. */
export type ReviewContext = {
  contracts: readonly Contract[];
  reporter: { name: string; address: string } | null;
};

/** A file of the form: its name, which asked photo it is, which item's receipt. */
type ReviewedFile = { file: { name: string }; photo: number | null; item: number | null };

/** An answer as the summary shows it; null for an empty optional one. */
function reviewValue(
  field: string,
  value: ClaimFormValues[string] | undefined,
  visitor: boolean,
  context: ReviewContext,
): string | readonly string[] | null {
  const r = claimTexts.review;
  if (typeof value === 'boolean') return value ? r.yes : r.no;
  if (Array.isArray(value)) {
    const names = (value as Witness[]).map((w) => w.name.trim()).filter((name) => name !== '');
    return names.length === 0 ? null : names;
  }
  const text = (value ?? '').trim();
  if (text === '') return null;
  if (field === 'vertragsnummer' && !visitor) {
    const contract = context.contracts.find((c) => c.ContractId === text);
    return contract?.Details.ContractIdFormatted ?? formatContractNumber(text);
  }
  if (DATE_FIELDS.has(field)) return isoToDisplay(text) ?? text;
  if (field === 'iban') return formatIban(text);
  return claimTexts.options[field]?.[text] ?? text;
}

/** A damaged item's value as amounts are shown (`1.249,90 €`); as typed if it is none. */
function itemValue(typed: string): string {
  const cents = parseAmount(typed);
  return cents === null ? typed.trim() : formatAmount(cents);
}

/**
 * The summary before sending: every step's answers under its title, with the labels of the form,
 * and the files last. Police details count only once the police was called, as they are sent.
 */
export function claimReview(
  typ: ClaimType,
  visitor: boolean,
  values: ClaimFormValues,
  files: readonly ReviewedFile[],
  context: ReviewContext,
): ReviewGroup[] {
  const r = claimTexts.review;
  const steps = claimSteps(typ, visitor);
  // A motor claim's files are marked as the photos asked for (claim-files.tsx).
  const photoNames: readonly string[] = typ === 'kfz' ? claimTexts.photoChecklist.items : [];
  return steps.map((step, index) => {
    const group: ReviewGroup = { step: index, title: step.title, rows: [], items: [], files: null };
    if (index === steps.length - 1) {
      group.files = files.map(({ file, photo, item }) => ({
        name: file.name,
        note:
          item !== null
            ? claimTexts.form.receiptOf(item + 1)
            : photo === null
              ? null
              : (photoNames[photo] ?? null),
      }));
      return group;
    }
    for (const field of step.fields) {
      if (POLICE_DETAILS.has(field) && values['polizei'] !== true) continue;
      if (field === 'gegenstand') {
        const items = (values['posten'] ?? []) as ClaimItem[];
        group.items = items.map((item, at) => {
          const receipt = files.find((f) => f.item === at);
          const rows: ReviewRow[] = [
            { field: 'gegenstand', label: claimTexts.form.itemName, value: item.gegenstand.trim() },
            {
              field: 'anschaffungsjahr',
              label: claimTexts.form.itemYear,
              value: item.anschaffungsjahr.trim(),
            },
            { field: 'wert', label: r.itemValue, value: itemValue(item.wert) },
          ];
          if (receipt !== undefined) {
            rows.push({ field: 'beleg', label: r.receipt, value: receipt.file.name });
          }
          return { heading: claimTexts.form.itemHeading(at + 1), rows };
        });
        continue;
      }
      const value = reviewValue(field, values[field], visitor, context);
      if (value !== null) group.rows.push({ field, label: questionLabel(field, visitor), value });
    }
    if (index === 0 && context.reporter !== null) {
      group.rows.push(
        { field: 'meldername', label: claimTexts.form.reporterName, value: context.reporter.name },
        {
          field: 'melderadresse',
          label: claimTexts.form.reporterAddress,
          value: context.reporter.address,
        },
      );
    }
    return group;
  });
}
