import {
  contractSchema,
  type Contract,
  type flexibleLifeSchema,
  type fundDataSchema,
  type fundSchema,
  type pensionSchema,
} from '@servicebereich/protocol';
import type { Kysely } from 'kysely';
import type { z } from 'zod/mini';
import type { Tables } from '../../db/tables.ts';

export type Product = NonNullable<Contract['Details']['Produkt']>;
type Fund = z.infer<typeof fundSchema>;
type Pension = z.input<typeof pensionSchema>;
type FlexibleLife = z.input<typeof flexibleLifeSchema>;
type FundData = z.input<typeof fundDataSchema>;

export type PensionChange = {
  premium: number;
  interval?: Contract['Details']['PaymentInterval'];
  shares?: ReadonlyMap<string, number>;
  riskCover?: number;
  emailConfirmation?: boolean;
};

/** The pension and fund values of an own contract; another customer's is not found. */
export function pensionRepository(db: Kysely<Tables>) {
  async function load(executor: Kysely<Tables>, customerId: string, contractNumber: string) {
    const row = await executor
      .selectFrom('contracts')
      .leftJoin(
        'contract_pensions',
        'contract_pensions.contract_number',
        'contracts.contract_number',
      )
      .select([
        'contracts.contract_number',
        'contracts.kind',
        'contracts.motives_json',
        'contracts.features_json',
        'contracts.details_json',
        'contract_pensions.surrender_value_cents',
        'contract_pensions.guaranteed_capital_cents',
        'contract_pensions.risk_cover_cents',
        'contract_pensions.email_confirmation',
        'contract_pensions.valuation_date',
      ])
      .where('contracts.customer_id', '=', customerId)
      .where('contracts.contract_number', '=', contractNumber)
      .executeTakeFirst();
    if (row === undefined) return undefined;
    const contract = contractSchema.parse({
      ContractId: row.contract_number,
      Kind: row.kind,
      Motives: JSON.parse(row.motives_json) as unknown,
      Features: JSON.parse(row.features_json) as unknown,
      Details: JSON.parse(row.details_json) as unknown,
    });
    const values =
      row.surrender_value_cents === null ||
      row.guaranteed_capital_cents === null ||
      row.risk_cover_cents === null ||
      row.email_confirmation === null ||
      row.valuation_date === null
        ? undefined
        : {
            surrenderValue: row.surrender_value_cents,
            guaranteedCapital: row.guaranteed_capital_cents,
            riskCover: row.risk_cover_cents,
            emailConfirmation: row.email_confirmation === 1,
            valuationDate: row.valuation_date,
          };
    return { contract, values };
  }

  async function funds(executor: Kysely<Tables>, contractNumber: string): Promise<Fund[]> {
    const rows = await executor
      .selectFrom('contract_funds')
      .selectAll()
      .where('contract_number', '=', contractNumber)
      .orderBy('position')
      .execute();
    return rows.map((f) => ({
      Slot: f.slot,
      Name: f.name,
      Isin: f.isin,
      Anteil: f.share_percent,
      Stueck: f.units_thousandths / 1000,
      Wert: f.value_cents,
    }));
  }

  type Loaded = NonNullable<Awaited<ReturnType<typeof load>>>;
  type Values = NonNullable<Loaded['values']>;

  function pension(contract: Contract, values: Values, product: Product): Pension {
    const d = contract.Details;
    return {
      ContractId: contract.ContractId,
      Produkt: product,
      Praemie: d.GrossAmount ?? 0,
      Zahlungsintervall: d.PaymentInterval ?? 'MONTHLY',
      Rueckkaufswert: values.surrenderValue,
      Garantiekapital: values.guaranteedCapital,
      Ablaufdatum: d.ToDate ?? values.valuationDate,
      Risikoschutz: values.riskCover,
    };
  }

  async function flexibleLife(
    executor: Kysely<Tables>,
    contract: Contract,
    values: Values,
  ): Promise<FlexibleLife> {
    return {
      ContractId: contract.ContractId,
      Praemie: contract.Details.GrossAmount ?? 0,
      Fonds: await funds(executor, contract.ContractId),
      Risikoschutz: values.riskCover,
      Emailbestaetigung: values.emailConfirmation,
    };
  }

  /** Undefined: not the customer's contract; null: a contract without these values. */
  async function find(
    customerId: string,
    contractNumber: string,
    product?: Product,
    executor: Kysely<Tables> = db,
  ) {
    const loaded = await load(executor, customerId, contractNumber);
    if (loaded === undefined) return undefined;
    const own = loaded.contract.Details.Produkt;
    if (own === undefined || loaded.values === undefined) return null;
    if (product !== undefined && own !== product) return null;
    return { contract: loaded.contract, values: loaded.values, product: own };
  }

  return {
    async getPension(customerId: string, contractNumber: string) {
      const found = await find(customerId, contractNumber);
      return found && pension(found.contract, found.values, found.product);
    },

    async getFlexibleLife(customerId: string, contractNumber: string, product: Product) {
      const found = await find(customerId, contractNumber, product);
      return found && flexibleLife(db, found.contract, found.values);
    },

    async getFundData(
      customerId: string,
      contractNumber: string,
      product: Product,
    ): Promise<FundData | null | undefined> {
      const found = await find(customerId, contractNumber, product);
      if (!found) return found;
      const fonds = await funds(db, contractNumber);
      const history = await db
        .selectFrom('contract_fund_history')
        .select(['date', 'value_cents'])
        .where('contract_number', '=', contractNumber)
        .orderBy('date')
        .execute();
      return {
        ContractId: contractNumber,
        Stichtag: found.values.valuationDate,
        Gesamtwert: fonds.reduce((sum, f) => sum + f.Wert, 0),
        Fonds: fonds,
        Verlauf: history.map((h) => ({ Datum: h.date, Wert: h.value_cents })),
      };
    },

    /** The slots of the contract's funds, to check a change against. */
    async fundSlots(contractNumber: string): Promise<string[]> {
      return (await funds(db, contractNumber)).map((f) => f.Slot);
    },

    /**
     * Applies a change in one transaction and answers the new values: premium and interval in
     * the contract details, fund shares, risk cover and the e-mail confirmation flag.
     */
    async change(
      customerId: string,
      contractNumber: string,
      product: Product | undefined,
      change: PensionChange,
    ) {
      return db.transaction().execute(async (trx) => {
        // Takes the contract's row lock first (a no-op update), so a concurrent change of the
        // same contract (a SEPA change, say) cannot write details read before this one.
        await trx
          .updateTable('contracts')
          .set((eb) => ({ position: eb.ref('position') }))
          .where('customer_id', '=', customerId)
          .where('contract_number', '=', contractNumber)
          .execute();
        const found = await find(customerId, contractNumber, product, trx);
        if (!found) return found;
        const details = {
          ...found.contract.Details,
          GrossAmount: change.premium,
          ...(change.interval === undefined ? {} : { PaymentInterval: change.interval }),
        };
        const contract = contractSchema.parse({ ...found.contract, Details: details });
        await trx
          .updateTable('contracts')
          .set({ details_json: JSON.stringify(contract.Details) })
          .where('contract_number', '=', contractNumber)
          .execute();
        const values: Values = {
          ...found.values,
          ...(change.riskCover === undefined ? {} : { riskCover: change.riskCover }),
          ...(change.emailConfirmation === undefined
            ? {}
            : { emailConfirmation: change.emailConfirmation }),
        };
        await trx
          .updateTable('contract_pensions')
          .set({
            risk_cover_cents: values.riskCover,
            email_confirmation: values.emailConfirmation ? 1 : 0,
          })
          .where('contract_number', '=', contractNumber)
          .execute();
        for (const [slot, share] of change.shares ?? []) {
          await trx
            .updateTable('contract_funds')
            .set({ share_percent: share })
            .where('contract_number', '=', contractNumber)
            .where('slot', '=', slot)
            .execute();
        }
        return {
          pension: pension(contract, values, found.product),
          flexibleLife: await flexibleLife(trx, contract, values),
        };
      });
    },
  };
}

export type PensionRepository = ReturnType<typeof pensionRepository>;
