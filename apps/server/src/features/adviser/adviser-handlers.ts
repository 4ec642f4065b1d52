import { generalError, refusedId } from '../../http/api-error.ts';
import type { Handlers } from '../../http/handlers.ts';
import type { AdviserRepository } from './adviser-repository.ts';

export const ADVISER_MESSAGES = {
  contractNotFound: 'Der Vertrag wurde nicht gefunden.',
  noAdviser:
    'Dir ist derzeit keine Beraterin und kein Berater zugeordnet. Bitte wende dich an unseren Kundenservice.',
} as const;

export function adviserHandlers(advisers: AdviserRepository): Pick<Handlers, 'getBerater'> {
  return {
    getBerater: async ({ vertragsnummer }, ctx) => {
      const adviser =
        vertragsnummer === undefined
          ? await advisers.forCustomer(ctx.customerId)
          : await advisers.forContract(ctx.customerId, vertragsnummer);
      if (adviser === undefined) {
        throw refusedId('vertragsnummer', ADVISER_MESSAGES.contractNotFound);
      }
      if (adviser === null) throw generalError(ADVISER_MESSAGES.noAdviser);
      return adviser;
    },
  };
}
