import {
  debitsSameAccount,
  transactionsCsv,
  transactionsFileName,
  withDebitAccount,
  INSPECTION_DAYS,
  isInspectionDay,
} from '@servicebereich/protocol';
import { fieldError, refusedId } from '../../http/api-error.ts';
import type { Handlers } from '../../http/handlers.ts';
import {
  isoDay,
  planDeposit,
  planPayout,
  planRepayment,
  type OrderStage,
  type PaymentResult,
  type RepaymentResult,
} from './contract-orders.ts';
import type { MailOutbox } from '../../mail/mail-queue.ts';
import type { Reauthentications } from '../../security/reauthentications.ts';
import type { ContractRepository, OrderKind, OrderPlan } from './contract-repository.ts';
import { debitAccountMail } from './debit-account-mail.ts';

export const CONTRACT_MESSAGES = {
  notFound: 'Der Vertrag wurde nicht gefunden.',
  noMotorInspection: 'Für diesen Vertrag ist keine Kfz-Begutachtung möglich.',
  reauthenticationNeeded: 'Bitte bestätige die Änderung mit deinem Passwort.',
  otherAccount: 'Diese Verträge werden nicht vom selben Konto abgebucht.',
} as const;

type ContractHandlers = Pick<
  Handlers,
  | 'getVertraege'
  | 'getVertragDetails'
  | 'getVertragUmsaetze'
  | 'exportVertragUmsaetze'
  | 'changeSepaLastschrift'
  | 'einzahlung'
  | 'auszahlung'
  | 'spontanZahlungCheck'
  | 'spontanZahlung'
  | 'kfzBegutachtung'
>;

function notFound(): never {
  throw refusedId('vertragsnummer', CONTRACT_MESSAGES.notFound);
}

export type ContractFeatureDeps = {
  contracts: ContractRepository;
  reauthentications: Reauthentications;
  mails: MailOutbox;
};

export function contractHandlers(deps: ContractFeatureDeps): ContractHandlers {
  const { contracts } = deps;
  async function ownContract(customerId: string, contractNumber: string) {
    return (await contracts.findForCustomer(customerId, contractNumber)) ?? notFound();
  }

  type Plan<R> = (
    contract: Parameters<typeof planDeposit>[0],
    amount: number,
    today: string,
    stage: OrderStage,
  ) => OrderPlan<R>;

  /** The check step: every check the order makes, on the contract as it is now; books nothing. */
  async function check<R>(
    params: { vertragsnummer: string; betrag: number },
    ctx: { customerId: string; now: number },
    plan: Plan<R>,
  ): Promise<R> {
    const contract = await ownContract(ctx.customerId, params.vertragsnummer);
    return plan(contract, params.betrag, isoDay(ctx.now), 'check').result;
  }

  async function order<R>(
    kind: OrderKind,
    params: { vertragsnummer: string; betrag: number },
    ctx: { customerId: string; now: number },
    plan: Plan<R>,
  ): Promise<R> {
    const result = await contracts.placeOrder({
      customerId: ctx.customerId,
      contractNumber: params.vertragsnummer,
      kind,
      amount: params.betrag,
      now: ctx.now,
      plan: (contract) => plan(contract, params.betrag, isoDay(ctx.now), 'order'),
    });
    return result ?? notFound();
  }

  return {
    getVertraege: (_params, ctx) => contracts.listJsonForCustomer(ctx.customerId),

    getVertragDetails: ({ vertragsnummer }, ctx) => ownContract(ctx.customerId, vertragsnummer),

    getVertragUmsaetze: async ({ vertragsnummer, jahr }, ctx) => {
      await ownContract(ctx.customerId, vertragsnummer);
      return {
        Year: jahr,
        Years: await contracts.transactionYears(vertragsnummer),
        Entries: await contracts.transactions(vertragsnummer, jahr),
      };
    },

    exportVertragUmsaetze: async ({ vertragsnummer, jahr, format }, ctx) => {
      const contract = await ownContract(ctx.customerId, vertragsnummer);
      const entries = await contracts.transactions(vertragsnummer, jahr);
      const fileName = transactionsFileName(contract.Details.ContractIdFormatted, jahr, format);
      if (format === 'csv') {
        return {
          contentType: 'text/csv; charset=utf-8',
          fileName,
          body: Buffer.from(transactionsCsv(entries)),
          inline: false,
        };
      }
      // The PDF library is loaded with the first statement, not at start (decision 016).
      const { transactionsPdf } = await import('./transactions-pdf.ts');
      return {
        contentType: 'application/pdf',
        fileName,
        body: await transactionsPdf({
          contractName: contract.Details.Name,
          contractNumber: contract.Details.ContractIdFormatted,
          year: jahr,
          entries,
          now: ctx.now,
        }),
        inline: false,
      };
    },

    changeSepaLastschrift: async (params, ctx) => {
      const others = params.weitereVertraege.filter((n) => n !== params.vertragsnummer);
      const customer = await contracts.customerContact(ctx.customerId);
      const changed = await contracts.withLockedContracts(
        ctx.customerId,
        [params.vertragsnummer, ...new Set(others)],
        async (trx, found, write) => {
          // Without a fresh proof nothing else is looked at; a refusal below gives it back.
          if (!(await deps.reauthentications.consumeIn(trx, ctx.session.idHash, ctx.now))) {
            throw fieldError('passwort', CONTRACT_MESSAGES.reauthenticationNeeded);
          }
          const [named, ...rest] = found;
          if (named === undefined) notFound();
          const same = rest.filter((c) => c !== undefined);
          if (same.length < rest.length) {
            throw refusedId('weitereVertraege', CONTRACT_MESSAGES.notFound);
          }
          if (!same.every((c) => debitsSameAccount(c, named))) {
            throw fieldError('weitereVertraege', CONTRACT_MESSAGES.otherAccount);
          }
          const before = [named, ...same];
          const after = await Promise.all(
            before.map((c) => write(c, withDebitAccount(c.Details, params))),
          );
          await deps.mails.queueIn(
            trx,
            debitAccountMail(customer, { before, after, now: ctx.now }),
            ctx.now,
          );
          return after;
        },
      );
      deps.mails.sendSoon();
      return changed;
    },

    einzahlung: (params, ctx) =>
      params.confirmation === 'true'
        ? order<PaymentResult>('einzahlung', params, ctx, planDeposit)
        : check(params, ctx, planDeposit),
    auszahlung: (params, ctx) =>
      params.confirmation === 'true'
        ? order<PaymentResult>('auszahlung', params, ctx, planPayout)
        : check(params, ctx, planPayout),

    spontanZahlungCheck: (params, ctx) => check(params, ctx, planRepayment),
    spontanZahlung: (params, ctx) =>
      order<RepaymentResult>('spontanzahlung', params, ctx, planRepayment),

    kfzBegutachtung: async (params, ctx) => {
      const contract = await ownContract(ctx.customerId, params.vertragsnummer);
      if (contract.Kind !== 'KFZ' || contract.Details.KfzKennzeichen === undefined) {
        throw fieldError('vertragsnummer', CONTRACT_MESSAGES.noMotorInspection);
      }
      if (!isInspectionDay(params.wunschdatum, isoDay(ctx.now))) {
        throw fieldError('wunschdatum', INSPECTION_DAYS.message);
      }
      const requested = await contracts.requestMotorInspection({
        customerId: ctx.customerId,
        contractNumber: params.vertragsnummer,
        preferredDate: params.wunschdatum,
        timeOfDay: params.tageszeit,
        phone: params.telefon,
        message: params.nachricht,
        now: ctx.now,
      });
      if (!requested) notFound();
      return { Angefragt: true as const, Wunschdatum: params.wunschdatum };
    },
  };
}
