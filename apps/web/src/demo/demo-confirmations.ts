import {
  CONFIRMATION_CODE_LENGTH,
  CONFIRMATION_MESSAGES,
  CONFIRMATION_NUMBER_LENGTH,
  CONFIRMATION_PAGE_PATH,
  CONFIRMATION_TITLES,
  confirmationDocument,
  confirmationKindsOf,
  CROCKFORD_ALPHABET,
  ERROR_KEYS,
  formatConfirmationCode,
  holderName,
  isInForce,
  isoToDisplay,
  needsAsOfDate,
  normalizeConfirmationCode,
  toIsoDate,
  type confirmationCalls,
  type ConfirmationDocument,
  type ConfirmationSummary,
  type DokboxFile,
} from '@servicebereich/protocol';
import { demoFail as fail, type DemoHandlers } from './demo-call.ts';
import type { DemoContract, DemoData, DemoDokboxFile } from './demo-data.ts';
import { demoPdfBlob } from './demo-documents.ts';

// Confirmations in the test mode (decision 043): issued into the DokBox, listed, revoked and
// checked as the server does, their check answering in the same browser only.

type ConfirmationHandlers = Pick<DemoHandlers, keyof typeof confirmationCalls>;

/** A confirmation requested in this run, with its code and document. */
export type DemoConfirmation = {
  summary: ConfirmationSummary;
  code: string;
  document: ConfirmationDocument;
};

/** The test mode's folder "Bestätigungen". */
const DEMO_CONFIRMATIONS_CATEGORY_ID = 7;

/** `length` characters of Crockford's base32 from the browser's CSPRNG. */
function demoBase32(length: number): string {
  return Array.from(
    crypto.getRandomValues(new Uint8Array(length)),
    (byte) => CROCKFORD_ALPHABET[byte % 32] ?? '',
  ).join('');
}

export function demoConfirmationHandlers(deps: {
  /** The test mode's state: its day, its clock, its counter and the confirmations, newest first. */
  state: { today: string; now: Date; nextId: number; confirmations: DemoConfirmation[] };
  data: DemoData;
  findContract: (contractId: string) => DemoContract;
  newId: (prefix: string) => string;
  dokboxFile: (file: DemoDokboxFile) => DokboxFile;
}): ConfirmationHandlers {
  const { data, findContract, newId, dokboxFile } = deps;
  return {
    bestaetigungAnfordern: (params) => {
      const { contract, transactions } = findContract(params.vertragsnummer);
      const kind = params.art;
      if (!confirmationKindsOf(contract).includes(kind)) {
        fail('art', CONFIRMATION_MESSAGES.kindNotOffered);
      }
      let asOf = deps.state.today;
      let amount = 0;
      if (needsAsOfDate(kind)) {
        asOf = params.stichtag ?? '';
        const start = contract.Details.FromDate;
        if (asOf === '') fail('stichtag', CONFIRMATION_MESSAGES.asOfMissing);
        if (asOf > deps.state.today) fail('stichtag', CONFIRMATION_MESSAGES.asOfFuture);
        if (start !== undefined && asOf < start) {
          fail('stichtag', CONFIRMATION_MESSAGES.asOfBeforeStart(start));
        }
        const since = transactions
          .filter((t) => t.BookingDate > asOf)
          .reduce((sum, t) => sum + t.Amount, 0);
        const balance = (contract.Details.Balance ?? 0) - since;
        amount = kind === 'aushaftung' ? Math.max(0, -balance) : balance;
      } else if (!isInForce(contract, deps.state.today)) {
        fail(ERROR_KEYS.general, CONFIRMATION_MESSAGES.notInForce);
      }
      const number = formatConfirmationCode(demoBase32(CONFIRMATION_NUMBER_LENGTH));
      const code = formatConfirmationCode(demoBase32(CONFIRMATION_CODE_LENGTH));
      const document = confirmationDocument(kind, contract, {
        holder: holderName({
          titlePrefix: data.user.titelvorne,
          firstName: data.user.vorname,
          lastName: data.user.nachname,
          titleSuffix: data.user.titelhinten,
        }),
        asOf,
        issued: deps.state.today,
        number,
        amount,
      });
      const link = `${location.origin}${CONFIRMATION_PAGE_PATH}${code}`;
      const file: DemoDokboxFile = {
        fileId: newId('DB'),
        fileName: `${CONFIRMATION_TITLES[kind].replaceAll(' ', '-')}-${number}.pdf`,
        fileDesciption: `Nr. ${number}, Stichtag ${isoToDisplay(asOf) ?? asOf}`,
        fileDate: deps.state.today,
        fileCategoryId: DEMO_CONFIRMATIONS_CATEGORY_ID,
        fileIs360: false,
        fileShareUrl: null,
        fileShareValidUntil: null,
        content: demoPdfBlob([
          document.Titel,
          `Nr. ${number}, ausgestellt am ${isoToDisplay(deps.state.today) ?? deps.state.today}`,
          ...document.Angaben.map((fact) => `${fact.Bezeichnung}: ${fact.Wert}`),
          document.Erklaerung,
          `Echtheit prüfen: ${link}`,
          'Diese Bestätigung ist ein Beispiel aus dem Testmodus des Servicebereichs.',
        ]),
      };
      data.dokboxFiles = [...data.dokboxFiles, file];
      const summary: ConfirmationSummary = {
        Id: `00000000-0000-4000-8000-${String(deps.state.nextId++).padStart(12, '0')}`,
        Nummer: number,
        Art: kind,
        Vertragsnummer: contract.ContractId,
        Stichtag: asOf,
        Ausgestellt: deps.state.now.getTime(),
        Widerrufen: null,
      };
      deps.state.confirmations = [{ summary, code, document }, ...deps.state.confirmations];
      return { Bestaetigung: summary, Pruefcode: code, Prueflink: link, Datei: dokboxFile(file) };
    },
    getBestaetigungen: ({ vertragsnummer }) => {
      findContract(vertragsnummer);
      return deps.state.confirmations
        .filter((c) => c.summary.Vertragsnummer === vertragsnummer)
        .map((c) => c.summary);
    },
    bestaetigungWiderrufen: ({ id }) => {
      const confirmation =
        deps.state.confirmations.find((c) => c.summary.Id === id) ??
        fail('id', CONFIRMATION_MESSAGES.notFound);
      confirmation.summary = {
        ...confirmation.summary,
        Widerrufen: confirmation.summary.Widerrufen ?? deps.state.now.getTime(),
      };
      return confirmation.summary;
    },
    bestaetigungPruefen: ({ code }) => {
      const normalized = normalizeConfirmationCode(code);
      const found = deps.state.confirmations.find(
        (c) => normalizeConfirmationCode(c.code) === normalized,
      );
      if (normalized === null || found === undefined) return { Ergebnis: 'unbekannt' as const };
      const { summary, document } = found;
      return summary.Widerrufen === null
        ? { Ergebnis: 'gueltig' as const, Dokument: document }
        : {
            Ergebnis: 'widerrufen' as const,
            Titel: document.Titel,
            Nummer: document.Nummer,
            Ausgestellt: document.Ausgestellt,
            Widerrufen: toIsoDate(new Date(summary.Widerrufen)),
          };
    },
  };
}
