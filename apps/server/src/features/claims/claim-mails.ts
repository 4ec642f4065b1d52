import {
  CLAIM_FIELD_LABELS,
  CLAIM_STATUS_LABELS,
  CLAIM_TYPE_LABELS,
  formatAmount,
  isoToDisplay,
  type ClaimStatus,
  type ClaimType,
} from '@servicebereich/protocol';
import type { QueuedMail } from '../../mail/mail-repository.ts';
import type { ClaimFileRow, ClaimRecord, ClaimRow } from './claim-repository.ts';

// The claim's mails are text only: free text (a description, a name) is never HTML, and no
// header carries anything the reporter typed. Subjects hold the claim number, fixed labels and
// the contract number; recipients are checked addresses.

/** Who reported the claim, for the claims desk. */
export type Reporter = {
  name: string;
  /** The customer's postal address; null for a visitor, who gives none. */
  address: string | null;
  /** The customer number, or null for a visitor. */
  customerNumber: string | null;
  email: string;
  phone: string;
};

const ANSWERS_NOT_LISTED = new Set([
  'typ',
  'vertragsnummer',
  'geburtsdatum',
  'plz',
  'name',
  'email',
]);

/** The damaged items' parallel lists, listed together one item a line. */
const ITEM_LISTS = new Set(['gegenstand', 'anschaffungsjahr', 'wert']);

function answerValue(value: unknown): string {
  if (Array.isArray(value)) return value.length === 0 ? '–' : value.map(String).join('; ');
  if (typeof value === 'boolean') return value ? 'ja' : 'nein';
  if (typeof value === 'string') {
    return /^\d{4}-\d{2}-\d{2}$/.test(value) ? (isoToDisplay(value) ?? value) : value || '–';
  }
  return String(value);
}

/** One line per damaged item with its year, value and the file of its receipt. */
function itemLines(answers: Record<string, unknown>, files: readonly ClaimFileRow[]): string[] {
  const names = answers['gegenstand'] as string[];
  const years = answers['anschaffungsjahr'] as number[];
  const values = answers['wert'] as number[];
  const label = CLAIM_FIELD_LABELS['gegenstand'] ?? 'gegenstand';
  if (names.length === 0) return [`${label}: –`];
  return [
    `${label}:`,
    ...names.map((name, item) => {
      const receipt = files.find((f) => f.item_index === item)?.file_name ?? 'keiner';
      return `${String(item + 1)}. ${name}, angeschafft ${String(years[item])}, Wert ${formatAmount(values[item] ?? 0)}, Beleg: ${receipt}`;
    }),
  ];
}

/** One line per answer, labelled as in the form; the damaged items one a line. */
export function answerLines(
  answers: Record<string, unknown>,
  files: readonly ClaimFileRow[],
): string[] {
  return Object.entries(answers).flatMap(([key, value]) => {
    if (ANSWERS_NOT_LISTED.has(key) || value === undefined) return [];
    if (key === 'gegenstand') return itemLines(answers, files);
    if (ITEM_LISTS.has(key)) return [];
    return [`${CLAIM_FIELD_LABELS[key] ?? key}: ${answerValue(value)}`];
  });
}

function attachments(files: readonly ClaimFileRow[]) {
  return files.map((f) => ({
    fileName: f.file_name,
    contentType: f.content_type,
    blobHash: f.blob_hash,
  }));
}

function typeLabel(claim: ClaimRow): string {
  return CLAIM_TYPE_LABELS[claim.claim_type as ClaimType];
}

/** The claims desk's mail with the whole report and its files. */
export function deskMail(record: ClaimRecord, reporter: Reporter, deskEmail: string): QueuedMail {
  const { claim, files } = record;
  return {
    kind: 'claim-desk',
    to: deskEmail,
    replyTo: reporter.email,
    subject: `Schadensmeldung ${claim.claim_number}: ${typeLabel(claim)}, Vertrag ${claim.contract_number}`,
    text: [
      `Schadensmeldung ${claim.claim_number} (${typeLabel(claim)})`,
      `Vertrag: ${claim.contract_number}`,
      reporter.customerNumber === null
        ? `Gemeldet ohne Anmeldung von: ${reporter.name}`
        : `Gemeldet von: ${reporter.name}, Verfügernummer ${reporter.customerNumber}`,
      ...(reporter.address === null ? [] : [`Adresse: ${reporter.address}`]),
      `E-Mail: ${reporter.email}, Telefon: ${reporter.phone || '–'}`,
      '',
      ...answerLines(JSON.parse(claim.answers_json) as Record<string, unknown>, files),
      '',
      files.length === 0
        ? 'Ohne Dateien.'
        : `Dateien (${files.length}): ${files.map((f) => f.file_name).join(', ')}`,
    ].join('\n'),
    attachments: attachments(files),
  };
}

/** Files the customer added later, for the claims desk. */
export function documentsMail(
  claim: ClaimRow,
  added: readonly ClaimFileRow[],
  deskEmail: string,
): QueuedMail {
  return {
    kind: 'claim-documents',
    to: deskEmail,
    replyTo: claim.reporter_email,
    subject: `Schadensmeldung ${claim.claim_number}: weitere Unterlagen`,
    text: [
      `Zur Schadensmeldung ${claim.claim_number} (${typeLabel(claim)}, Vertrag ${claim.contract_number}) sind weitere Unterlagen gekommen:`,
      ...added.map((f) => `– ${f.file_name}`),
    ].join('\n'),
    attachments: attachments(added),
  };
}

/** The reporter's confirmation with the claim number. */
export function confirmationMail(record: ClaimRecord): QueuedMail {
  const { claim, files } = record;
  return {
    kind: 'claim-confirmation',
    to: claim.reporter_email,
    subject: `Deine Schadensmeldung ${claim.claim_number}`,
    text: [
      'Danke für deine Schadensmeldung. Sie ist bei uns eingegangen.',
      '',
      `Schadennummer: ${claim.claim_number}`,
      `Art: ${typeLabel(claim)}`,
      `Vertrag: ${claim.contract_number}`,
      `Datum des Schadens: ${isoToDisplay(claim.event_date) ?? claim.event_date}`,
      `Dateien: ${files.length}`,
      '',
      'Bitte gib bei Fragen immer die Schadennummer an. Über jeden weiteren Schritt bekommst du eine E-Mail.',
    ].join('\n'),
  };
}

/** The reporter's mail about a new status, with the note for them, to `to`. */
export function statusMail(record: ClaimRecord, to: string): QueuedMail {
  const { claim, history } = record;
  const latest = history.at(-1);
  const status = claim.status as ClaimStatus;
  return {
    kind: 'claim-status',
    to,
    subject: `Deine Schadensmeldung ${claim.claim_number}: ${CLAIM_STATUS_LABELS[status]}`,
    text: [
      `Deine Schadensmeldung ${claim.claim_number} (${typeLabel(claim)}) hat einen neuen Stand: ${CLAIM_STATUS_LABELS[status]}.`,
      ...(latest === undefined || latest.note === '' ? [] : ['', latest.note]),
    ].join('\n'),
  };
}
