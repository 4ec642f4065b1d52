import type { Services } from '../../services.ts';
import type { Feature } from '../feature.ts';
import { checklistHandlers } from './checklist-handlers.ts';
import { checklistRepository, type ChecklistRepository } from './checklist-repository.ts';

/** The credit checklists of building loans; the login hands them over through `repository`. */
export function checklistsFeature(
  services: Services,
): Feature & { repository: ChecklistRepository } {
  const repository = checklistRepository(services.db);
  return { handlers: checklistHandlers(repository), repository };
}
