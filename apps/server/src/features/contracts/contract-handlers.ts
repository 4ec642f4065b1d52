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
import type { ContractRepository, OrderKind, OrderPlan } from './contract-repository.ts';

export const CONTRACT_MESSAGES = {
  notFound: 'Der Vertrag wurde nicht gefunden.',
  noMotorInspection: 'Für diesen Vertrag ist keine Kfz-Begutachtung möglich.',
  inspectionDateRange: 'Bitte wähle einen Werktag in den nächsten 3 Monaten.',
} as const;

/** The earliest inspection day is tomorrow, the latest about three months ahead. */
const INSPECTION_MAX_DAYS_AHEAD = 92;

type ContractHandlers = Pick<
  Handlers,
  | 'getVertraege'
  | 'getVertragDetails'
  | 'getVertragUmsaetze'
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

function isWorkdayWithin(iso: string, today: string): boolean {
  const day = new Date(`${iso}T00:00:00Z`);
  const days = (day.getTime() - new Date(`${today}T00:00:00Z`).getTime()) / 86_400_000;
  return days >= 1 && days <= INSPECTION_MAX_DAYS_AHEAD && ![0, 6].includes(day.getUTCDay());
}

export function contractHandlers(contracts: ContractRepository): ContractHandlers {
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
    getVertraege: (_params, ctx) => contracts.listForCustomer(ctx.customerId),

    getVertragDetails: ({ vertragsnummer }, ctx) => ownContract(ctx.customerId, vertragsnummer),

    getVertragUmsaetze: async ({ vertragsnummer, jahr }, ctx) => {
      await ownContract(ctx.customerId, vertragsnummer);
      return {
        Year: jahr,
        Years: await contracts.transactionYears(vertragsnummer),
        Entries: await contracts.transactions(vertragsnummer, jahr),
      };
    },

    changeSepaLastschrift: async (params, ctx) => {
      const changed = await contracts.changeDetails(
        ctx.customerId,
        params.vertragsnummer,
        ({ BankName, ...details }) => ({
          ...details,
          // The bank's name belongs to the old account; the new one is known by its BIC.
          ...(details.Iban === params.iban ? { BankName } : {}),
          PaymentMode: 'DIRECTDEBIT',
          AccountHolderName: params.kontoinhaber,
          Iban: params.iban,
          Bic: params.bic,
          DirectDebitDay: params.abbuchungstag,
        }),
      );
      return changed ?? notFound();
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
      if (!isWorkdayWithin(params.wunschdatum, isoDay(ctx.now))) {
        throw fieldError('wunschdatum', CONTRACT_MESSAGES.inspectionDateRange);
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
