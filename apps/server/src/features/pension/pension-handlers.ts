import { fieldError, refusedId } from '../../http/api-error.ts';
import type { Handlers } from '../../http/handlers.ts';
import type { PensionRepository, Product } from './pension-repository.ts';

export const PENSION_MESSAGES = {
  notFound: 'Der Vertrag wurde nicht gefunden.',
  noPensionData: 'Zu diesem Vertrag gibt es keine Vorsorgedaten.',
  amountNotPositive: 'Bitte gib einen Betrag über 0 ein.',
  premiumTooHigh: 'Die Prämie darf höchstens 10.000,00 € betragen.',
  invalidFund: 'Der Fonds ist ungültig.',
  sharesMismatch: 'Bitte gib zu jedem Fonds einen Anteil an.',
  sharesSum: 'Die Anteile müssen zusammen 100 % ergeben.',
} as const;

/** A premium above 10.000,00 € per payment is a new contract, not a change. */
const MAX_PREMIUM_CENTS = 1_000_000;

type PensionHandlers = Pick<
  Handlers,
  | 'getVorsorge'
  | 'changeVorsorge'
  | 'getFlexibleLife'
  | 'getFlexibleLife20'
  | 'changeFlexibleLife'
  | 'changeFlexibleLife20'
  | 'fondsDaten'
  | 'fondsDaten20'
  | 'vollWertFondsDaten'
>;

type FlexibleLifeChange = {
  vertragsnummer: string;
  praemie: number;
  slots: string[];
  anteile: number[];
  risiko: boolean;
  sendemail: boolean;
};

/** Undefined (not the customer's) and null (no pension data) answer with their own message. */
function found<T>(value: T | null | undefined): T {
  if (value === undefined) throw refusedId('vertragsnummer', PENSION_MESSAGES.notFound);
  if (value === null) throw fieldError('vertragsnummer', PENSION_MESSAGES.noPensionData);
  return value;
}

function checkPremium(premium: number): void {
  if (premium <= 0) throw fieldError('praemie', PENSION_MESSAGES.amountNotPositive);
  if (premium > MAX_PREMIUM_CENTS) throw fieldError('praemie', PENSION_MESSAGES.premiumTooHigh);
}

export function pensionHandlers(pensions: PensionRepository): PensionHandlers {
  function getFlexibleLife(product: Product) {
    return async ({ vertragsnummer }: { vertragsnummer: string }, ctx: { customerId: string }) =>
      found(await pensions.getFlexibleLife(ctx.customerId, vertragsnummer, product));
  }

  function fundData(product: Product) {
    return async ({ vertragsnummer }: { vertragsnummer: string }, ctx: { customerId: string }) =>
      found(await pensions.getFundData(ctx.customerId, vertragsnummer, product));
  }

  /**
   * New premium and fund shares (adding up to 100 %). With `risiko` the risk cover moves with the
   * premium; `sendemail` asks for a confirmation e-mail of the change.
   */
  function changeFlexibleLife(product: Product) {
    return async (change: FlexibleLifeChange, ctx: { customerId: string }) => {
      const current = found(
        await pensions.getFlexibleLife(ctx.customerId, change.vertragsnummer, product),
      );
      checkPremium(change.praemie);
      if (change.slots.length !== change.anteile.length) {
        throw fieldError('anteile', PENSION_MESSAGES.sharesMismatch);
      }
      const known = new Set(current.Fonds.map((f) => f.Slot));
      const shares = new Map(change.slots.map((slot, i) => [slot, change.anteile[i] ?? 0]));
      if (shares.size !== change.slots.length || change.slots.some((slot) => !known.has(slot))) {
        throw fieldError('slots', PENSION_MESSAGES.invalidFund);
      }
      if (change.anteile.reduce((sum, share) => sum + share, 0) !== 100) {
        throw fieldError('anteile', PENSION_MESSAGES.sharesSum);
      }
      const riskCover = change.risiko
        ? Math.round((current.Risikoschutz * change.praemie) / Math.max(current.Praemie, 1))
        : undefined;
      const changed = await pensions.change(ctx.customerId, change.vertragsnummer, product, {
        premium: change.praemie,
        // Funds not named get no share.
        shares: new Map([...known].map((slot) => [slot, shares.get(slot) ?? 0])),
        ...(riskCover === undefined ? {} : { riskCover }),
        emailConfirmation: change.sendemail,
      });
      return found(changed).flexibleLife;
    };
  }

  return {
    getVorsorge: async ({ vertragsnummer }, ctx) =>
      found(await pensions.getPension(ctx.customerId, vertragsnummer)),
    changeVorsorge: async ({ vertragsnummer, praemie, zahlungsintervall }, ctx) => {
      found(await pensions.getPension(ctx.customerId, vertragsnummer));
      checkPremium(praemie);
      const changed = await pensions.change(ctx.customerId, vertragsnummer, undefined, {
        premium: praemie,
        interval: zahlungsintervall,
      });
      return found(changed).pension;
    },
    getFlexibleLife: getFlexibleLife('FlexibleLife'),
    getFlexibleLife20: getFlexibleLife('FlexibleLife20'),
    changeFlexibleLife: changeFlexibleLife('FlexibleLife'),
    changeFlexibleLife20: changeFlexibleLife('FlexibleLife20'),
    fondsDaten: fundData('FlexibleLife'),
    fondsDaten20: fundData('FlexibleLife20'),
    vollWertFondsDaten: fundData('VollWert'),
  };
}
