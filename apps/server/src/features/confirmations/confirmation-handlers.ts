import { randomBytes, randomUUID } from 'node:crypto';
import {
  CONFIRMATION_CODE_LENGTH,
  CONFIRMATION_MESSAGES,
  CONFIRMATION_NUMBER_LENGTH,
  CONFIRMATION_PAGE_PATH,
  CONFIRMATION_TITLES,
  confirmationDocument,
  confirmationDocumentSchema,
  confirmationKindsOf,
  CROCKFORD_ALPHABET,
  formatConfirmationCode,
  isInForce,
  isoToDisplay,
  needsAsOfDate,
  normalizeConfirmationCode,
  viennaIsoDate,
  type confirmationCalls,
  type ConfirmationKind,
  type ConfirmationSummary,
  type Contract,
} from '@servicebereich/protocol';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { fieldError, generalError, MESSAGES, refusedId } from '../../http/api-error.ts';
import type { CallContext, Handlers } from '../../http/handlers.ts';
import { publicOrigin } from '../../http/public-origin.ts';
import { hashToken } from '../../security/tokens.ts';
import type { ContractRepository } from '../contracts/contract-repository.ts';
import type { DokboxDocuments } from '../dokbox/dokbox-handlers.ts';
import type { ConfirmationRepository, ConfirmationRow } from './confirmation-repository.ts';

/** The DokBox folder "Bestätigungen" (migration 032). */
export const CONFIRMATIONS_CATEGORY_ID = 9;

/** A new number or code that is taken already is drawn again, this often at most. */
const DRAWS = 3;

/** The public check is for people, not for crawlers or caches. */
const CHECK_HEADERS = { 'X-Robots-Tag': 'noindex, nofollow' };

type ConfirmationHandlers = Pick<Handlers, keyof typeof confirmationCalls>;

/** `length` characters of Crockford's base32 from the CSPRNG: 5 bits each, none favoured. */
function randomBase32(length: number): string {
  return Array.from(randomBytes(length), (byte) => CROCKFORD_ALPHABET[byte % 32] ?? '').join('');
}

function summaryOf(row: ConfirmationRow): ConfirmationSummary {
  return {
    Id: row.id,
    Nummer: row.number,
    Art: row.kind as ConfirmationKind,
    Vertragsnummer: row.contract_number,
    Stichtag: row.as_of,
    Ausgestellt: row.created_at,
    Widerrufen: row.revoked_at,
  };
}

/**
 * The day confirmed and the amount: today for an insurance (which must be in force); for a
 * balance or a loan the day asked for (not to come, not before the contract began), with the
 * balance at its end worked out from the bookings since.
 */
async function asOfAndAmount(
  kind: ConfirmationKind,
  contract: Contract,
  asked: string | undefined,
  today: string,
  bookedAfter: (day: string) => Promise<number>,
): Promise<{ asOf: string; amount: number }> {
  if (!needsAsOfDate(kind)) {
    if (!isInForce(contract, today)) throw generalError(CONFIRMATION_MESSAGES.notInForce);
    return { asOf: today, amount: 0 };
  }
  const asOf = asked ?? '';
  if (asOf === '') throw fieldError('stichtag', CONFIRMATION_MESSAGES.asOfMissing);
  if (asOf > today) throw fieldError('stichtag', CONFIRMATION_MESSAGES.asOfFuture);
  const start = contract.Details.FromDate;
  if (start !== undefined && asOf < start) {
    throw fieldError('stichtag', CONFIRMATION_MESSAGES.asOfBeforeStart(start));
  }
  const balance = (contract.Details.Balance ?? 0) - (await bookedAfter(asOf));
  // A loan's balance is negative while something is owed; the document names what is owed.
  return { asOf, amount: kind === 'aushaftung' ? Math.max(0, -balance) : balance };
}

/** Confirmations of a customer's contracts and their public check (decision 043). */
export function confirmationHandlers(deps: {
  confirmations: ConfirmationRepository;
  contracts: ContractRepository;
  storePdf: DokboxDocuments['putSinglePdf'];
  /** Whether this address may check another code now. */
  allowCheck: (ctx: CallContext) => Promise<boolean>;
}): ConfirmationHandlers {
  const { confirmations, contracts } = deps;

  async function ownContract(customerId: string, contractNumber: string): Promise<Contract> {
    const contract = await contracts.findForCustomer(customerId, contractNumber);
    if (contract === undefined) {
      throw refusedId('vertragsnummer', CONFIRMATION_MESSAGES.contractNotFound);
    }
    return contract;
  }

  return {
    bestaetigungAnfordern: async (params, ctx) => {
      const contract = await ownContract(ctx.customerId, params.vertragsnummer);
      const kind = params.art;
      if (!confirmationKindsOf(contract).includes(kind)) {
        throw fieldError('art', CONFIRMATION_MESSAGES.kindNotOffered);
      }
      const today = viennaIsoDate(ctx.now);
      const { asOf, amount } = await asOfAndAmount(kind, contract, params.stichtag, today, (day) =>
        confirmations.bookedAfter(contract.ContractId, day),
      );
      const holder = await confirmations.holder(ctx.customerId);

      for (let draw = 1; ; draw++) {
        const code = randomBase32(CONFIRMATION_CODE_LENGTH);
        const number = formatConfirmationCode(randomBase32(CONFIRMATION_NUMBER_LENGTH));
        const document = confirmationDocument(kind, contract, {
          holder,
          asOf,
          issued: today,
          number,
          amount,
        });
        const row = {
          id: randomUUID(),
          customer_id: ctx.customerId,
          contract_number: contract.ContractId,
          kind,
          as_of: asOf,
          number,
          code_hash: hashToken(code),
          document_json: JSON.stringify(document),
          created_at: ctx.now,
        };
        try {
          await confirmations.insert(row);
        } catch (error) {
          if (isUniqueViolation(error) && draw < DRAWS) continue;
          throw error;
        }
        const printed = formatConfirmationCode(code);
        const url = `${publicOrigin(ctx.request)}${CONFIRMATION_PAGE_PATH}${printed}`;
        // The PDF library is loaded with the first confirmation, not at start (decision 016).
        const { confirmationPdf } = await import('./confirmation-pdf.ts');
        try {
          const pdf = await confirmationPdf(document, { url, code: printed }, ctx.now);
          const file = await deps.storePdf(
            ctx.customerId,
            {
              categoryId: CONFIRMATIONS_CATEGORY_ID,
              name: `${document.Titel} ${contract.Details.Name} ${contract.Details.ContractIdFormatted}`,
              // The number keeps each confirmation an entry of its own.
              description: `Nr. ${number}, Stichtag ${isoToDisplay(asOf) ?? asOf}`,
              date: today,
              is360: false,
            },
            { fileName: `${CONFIRMATION_TITLES[kind].replaceAll(' ', '-')}-${number}.pdf`, pdf },
            ctx,
          );
          return {
            Bestaetigung: summaryOf({ ...row, revoked_at: null }),
            Pruefcode: printed,
            Prueflink: url,
            Datei: file,
          };
        } catch (error) {
          // Without its document nobody holds the code: the confirmation goes too.
          await confirmations.remove(row.id);
          throw error;
        }
      }
    },

    getBestaetigungen: async (params, ctx) => {
      await ownContract(ctx.customerId, params.vertragsnummer);
      const rows = await confirmations.listForContract(ctx.customerId, params.vertragsnummer);
      return rows.map(summaryOf);
    },

    bestaetigungWiderrufen: async (params, ctx) => {
      const row = await confirmations.revoke(ctx.customerId, params.id, ctx.now);
      if (row === undefined) throw refusedId('id', CONFIRMATION_MESSAGES.notFound);
      return summaryOf(row);
    },

    bestaetigungPruefen: async (params, ctx) => {
      // Before the limit: its refusal is under the same address.
      void ctx.reply.headers(CHECK_HEADERS);
      if (!(await deps.allowCheck(ctx))) throw generalError(MESSAGES.tooManyRequests, 429);
      const code = normalizeConfirmationCode(params.code);
      const row = code === null ? undefined : await confirmations.findByCodeHash(hashToken(code));
      if (row === undefined) return { Ergebnis: 'unbekannt' as const };
      const document = confirmationDocumentSchema.parse(JSON.parse(row.document_json));
      if (row.revoked_at !== null) {
        return {
          Ergebnis: 'widerrufen' as const,
          Titel: document.Titel,
          Nummer: document.Nummer,
          Ausgestellt: document.Ausgestellt,
          Widerrufen: viennaIsoDate(row.revoked_at),
        };
      }
      return { Ergebnis: 'gueltig' as const, Dokument: document };
    },
  };
}
