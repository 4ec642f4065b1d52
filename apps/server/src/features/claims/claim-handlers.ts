import {
  CLAIM_FORMS,
  claimTypesOf,
  postalAddress,
  viennaIsoDate,
  type ClaimStatus,
  type ClaimSummary,
  type ClaimType,
  type Contract,
} from '@servicebereich/protocol';
import type { FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import type { Tables } from '../../db/tables.ts';
import { displayFileType } from '../../files/file-types.ts';
import { fieldError, generalError, MESSAGES, refusedId } from '../../http/api-error.ts';
import type { Handlers } from '../../http/handlers.ts';
import type { MailOutbox } from '../../mail/mail-queue.ts';
import type { QueuedMail } from '../../mail/mail-repository.ts';
import { logSecurityEvent, type LoginRefusal } from '../../security/security-log.ts';
import type { ContractRepository } from '../contracts/contract-repository.ts';
import type { LoginGuard } from '../session/login-guard.ts';
import { confirmationMail, deskMail, documentsMail, type Reporter } from './claim-mails.ts';
import type { ClaimRecord, ClaimRepository, ClaimRow, NewClaim } from './claim-repository.ts';

export const CLAIM_MESSAGES = {
  contractNotFound: 'Der Vertrag wurde nicht gefunden.',
  claimNotFound: 'Die Schadensmeldung wurde nicht gefunden.',
  /** One answer for every mismatch, so a visitor learns nothing about a contract. */
  identity:
    'Wir haben keinen passenden Vertrag gefunden. Bitte prüfe Polizzennummer, Geburtsdatum und Postleitzahl.',
  receiptMissing: (item: number) =>
    `Der Beleg zu Gegenstand ${item} ist nicht unter den Dateien. Bitte füge ihn noch einmal hinzu.`,
  locked: (minutes: number) =>
    `Zu viele fehlgeschlagene Versuche. Bitte versuche es in ${minutes} ${minutes === 1 ? 'Minute' : 'Minuten'} noch einmal.`,
} as const;

/** A visitor's attempts are counted per contract, beside the customer numbers of logins. */
const VISITOR_GUARD_PREFIX = 'vertrag:';

type ClaimHandlers = Pick<
  Handlers,
  | 'schadensmeldungMelden'
  | 'schadensmeldungMeldenGast'
  | 'getSchadensmeldungen'
  | 'getSchadensmeldung'
  | 'addSchadensmeldungDokumente'
>;

export function summaryOf(claim: ClaimRow): ClaimSummary {
  return {
    Schadennummer: claim.claim_number,
    Typ: claim.claim_type as ClaimType,
    Vertragsnummer: claim.contract_number,
    Status: claim.status as ClaimStatus,
    Eingegangen: viennaIsoDate(claim.created_at),
    Schadendatum: claim.event_date,
  };
}

function detailOf({ claim, history, files }: ClaimRecord) {
  return {
    ...summaryOf(claim),
    Angaben: JSON.parse(claim.answers_json) as Record<string, unknown>,
    Verlauf: history.map((h) => ({
      Status: h.status as ClaimStatus,
      Zeitpunkt: h.changed_at,
      Notiz: h.note,
    })),
    Dokumente: files.map((f) => ({
      Dateiname: f.file_name,
      Dateityp: displayFileType(f.content_type),
      Hochgeladen: viennaIsoDate(f.created_at),
      Zeitpunkt: f.created_at,
      ...(f.item_index === null ? {} : { Gegenstand: f.item_index }),
    })),
  };
}

/** The fields that are not answers: the claim's type and contract, and the item receipts' files. */
const NOT_ANSWERS: readonly string[] = ['typ', 'vertragsnummer', 'beleg'];

/**
 * Per file of the request, the damaged item whose receipt it is (or null), from the items'
 * `beleg` list; a receipt naming a file the request does not have is refused.
 */
function fileItemsOf(beleg: readonly (number | null)[], fileCount: number): (number | null)[] {
  const items = Array.from({ length: fileCount }, (): number | null => null);
  beleg.forEach((file, item) => {
    if (file === null) return;
    if (file >= fileCount) throw fieldError('beleg', CLAIM_MESSAGES.receiptMissing(item + 1));
    items[file] = item;
  });
  return items;
}

/**
 * The claim as stored: the answers without the fields that name the contract or the visitor,
 * the receipts as the files' items.
 */
function claimOf(
  params: { typ: ClaimType; vertragsnummer: string } & Record<string, unknown>,
  fileCount: number,
  reporter: { customerId: string; email: string; byVisitor: boolean },
  identityFields: readonly string[],
): NewClaim {
  const answers = Object.fromEntries(
    Object.entries(params).filter(
      ([key]) => !NOT_ANSWERS.includes(key) && !identityFields.includes(key),
    ),
  );
  const beleg = 'beleg' in params ? (params.beleg as (number | null)[]) : [];
  return {
    customerId: reporter.customerId,
    contractNumber: params.vertragsnummer,
    type: params.typ,
    eventDate: String(answers[CLAIM_FORMS[params.typ].dateField]),
    answers,
    fileItems: fileItemsOf(beleg, fileCount),
    reporterEmail: reporter.email,
    byVisitor: reporter.byVisitor,
  };
}

export function claimHandlers(deps: {
  claims: ClaimRepository;
  contracts: ContractRepository;
  mails: MailOutbox;
  /** The claims desk's address. */
  deskEmail: string;
  guard: LoginGuard;
  /** The per-address limit of login attempts, which a visitor's identity check counts against. */
  allowAttempt: (request: FastifyRequest) => Promise<boolean>;
}): ClaimHandlers {
  const { claims, mails, guard } = deps;

  /** The desk's mail and, where there is an address, the reporter's confirmation. */
  function mailsOf(record: ClaimRecord, reporter: Reporter): QueuedMail[] {
    const desk = deskMail(record, reporter, deps.deskEmail);
    return record.claim.reporter_email === '' ? [desk] : [desk, confirmationMail(record)];
  }

  async function submit(
    claim: NewClaim,
    reporter: Reporter,
    uploads: Parameters<ClaimRepository['submit']>[1],
    now: number,
  ): Promise<ClaimSummary> {
    // The mails are queued with the claim: both are kept or neither.
    const record = await claims.submit(claim, uploads, now, async (trx, written) => {
      for (const mail of mailsOf(written, reporter)) await mails.queueIn(trx, mail, now);
    });
    mails.sendSoon();
    return summaryOf(record.claim);
  }

  return {
    schadensmeldungMelden: async (params, ctx) => {
      const contract = await deps.contracts.findForCustomer(ctx.customerId, params.vertragsnummer);
      // A type the contract does not allow is answered like a contract that is not there.
      if (contract === undefined || !claimTypesOf(contract).includes(params.typ)) {
        throw refusedId('vertragsnummer', CLAIM_MESSAGES.contractNotFound);
      }
      const customer = await claims.customer(ctx.customerId);
      const uploads = await ctx.uploads();
      return submit(
        claimOf(
          params,
          uploads.length,
          { customerId: ctx.customerId, email: customer.email, byVisitor: false },
          [],
        ),
        {
          name: [customer.title_prefix, customer.first_name, customer.last_name]
            .filter((p) => p !== '')
            .join(' '),
          address: postalAddress({
            strasse: customer.street,
            hausnummer: customer.house_number,
            stiegestocktuer: customer.stair_floor_door,
            plz: customer.postcode,
            ort: customer.city,
          }),
          customerNumber: customer.customer_number,
          email: customer.email,
          phone: customer.mobile,
        },
        uploads,
        ctx.now,
      );
    },

    schadensmeldungMeldenGast: async (params, ctx) => {
      const refused = (refusal: LoginRefusal) => {
        logSecurityEvent(ctx.request, {
          event: 'claim-identity',
          contractNumber: params.vertragsnummer,
          ...refusal,
        });
      };
      if (!(await deps.allowAttempt(ctx.request))) {
        refused({ outcome: 'rate-limited' });
        throw generalError(MESSAGES.tooManyRequests, 429);
      }
      const of = {
        customerNumber: VISITOR_GUARD_PREFIX + params.vertragsnummer,
        address: ctx.request.ip,
        now: ctx.now,
      };
      const attempt = await guard.reserve(of);
      if (attempt.kind === 'throttled') {
        refused({
          outcome: 'throttled',
          waitSeconds: Math.ceil((attempt.retryAt - ctx.now) / 1000),
        });
        throw generalError(MESSAGES.tooManyRequests, 429);
      }
      const minutesUntil = (instant: number) => Math.ceil((instant - ctx.now) / 60_000);
      if (attempt.kind === 'locked') {
        const lockedMinutes = minutesUntil(attempt.lockedUntil);
        refused({ outcome: 'locked', lockedMinutes });
        throw generalError(CLAIM_MESSAGES.locked(lockedMinutes));
      }
      const holder = await claims.contractHolder(params.vertragsnummer);
      const matches =
        holder !== undefined &&
        holder.birth_date === params.geburtsdatum &&
        holder.postcode === params.plz &&
        claimTypesOf({
          Kind: holder.kind as Contract['Kind'],
          Features: JSON.parse(holder.features_json) as Contract['Features'],
        }).includes(params.typ);
      if (!matches) {
        const lockedUntil = await guard.failed(of);
        refused(
          lockedUntil > ctx.now
            ? { outcome: 'lockout', lockedMinutes: minutesUntil(lockedUntil) }
            : { outcome: 'wrong-credentials' },
        );
        throw generalError(CLAIM_MESSAGES.identity);
      }
      await guard.succeeded(of);
      // Only now are the files read: a visitor who is refused costs no work on them.
      const uploads = await ctx.uploads();
      return submit(
        claimOf(
          params,
          uploads.length,
          { customerId: holder.customer_id, email: params.email, byVisitor: true },
          ['geburtsdatum', 'plz', 'name', 'email'],
        ),
        { name: params.name, address: null, customerNumber: null, email: params.email, phone: '' },
        uploads,
        ctx.now,
      );
    },

    getSchadensmeldungen: async (_params, ctx) =>
      (await claims.listForCustomer(ctx.customerId)).map(summaryOf),

    getSchadensmeldung: async ({ schadennummer }, ctx) => {
      const record = await claims.findForCustomer(ctx.customerId, schadennummer);
      if (record === undefined) throw refusedId('schadennummer', CLAIM_MESSAGES.claimNotFound);
      return detailOf(record);
    },

    addSchadensmeldungDokumente: async ({ schadennummer }, ctx) => {
      const record = await claims.addFiles(
        ctx.customerId,
        schadennummer,
        await ctx.uploads(),
        ctx.now,
        (trx: Transaction<Tables>, claim, added) =>
          mails.queueIn(trx, documentsMail(claim, added, deps.deskEmail), ctx.now),
      );
      if (record === undefined) throw refusedId('schadennummer', CLAIM_MESSAGES.claimNotFound);
      mails.sendSoon();
      return detailOf(record);
    },
  };
}
