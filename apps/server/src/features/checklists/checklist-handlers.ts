import type { Handlers } from '../../http/handlers.ts';
import type { ChecklistRepository } from './checklist-repository.ts';

export function checklistHandlers(
  checklists: ChecklistRepository,
): Pick<Handlers, 'getCheckLists'> {
  return {
    getCheckLists: (_params, ctx) => checklists.listForCustomer(ctx.customerId),
  };
}
