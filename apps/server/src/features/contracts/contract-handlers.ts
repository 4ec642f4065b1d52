import { fieldError } from '../../http/api-error.ts';
import type { Handlers } from '../../http/handlers.ts';
import type { ContractRepository } from './contract-repository.ts';

export const CONTRACT_MESSAGES = {
  notFound: 'Der Vertrag wurde nicht gefunden.',
} as const;

type ContractHandlers = Pick<Handlers, 'getVertraege' | 'getVertragDetails' | 'getVertragUmsaetze'>;

export function contractHandlers(contracts: ContractRepository): ContractHandlers {
  async function ownContract(customerId: string, contractNumber: string) {
    const contract = await contracts.findForCustomer(customerId, contractNumber);
    if (contract === undefined) throw fieldError('vertragsnummer', CONTRACT_MESSAGES.notFound);
    return contract;
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
  };
}
