import { viennaIsoDate } from '@servicebereich/protocol';
import { refusedId } from '../../http/api-error.ts';
import type { Handlers } from '../../http/handlers.ts';
import type { ChecklistRepository } from './checklist-repository.ts';

export const CHECKLIST_MESSAGES = {
  itemNotFound: 'Der Punkt der Checkliste wurde nicht gefunden.',
  documentNotFound: 'Das Dokument wurde nicht gefunden.',
} as const;

type ChecklistHandlers = Pick<
  Handlers,
  'getCheckLists' | 'uploadCheckListDocument' | 'deleteCheckListDocument'
>;

export function checklistHandlers(checklists: ChecklistRepository): ChecklistHandlers {
  return {
    getCheckLists: (_params, ctx) => checklists.listForCustomer(ctx.customerId),

    uploadCheckListDocument: async ({ description, checklistItemId }, ctx) => {
      const [file] = await ctx.uploads();
      if (file === undefined) throw new Error('the catalogue requires the file');
      const document = await checklists.addDocument(
        ctx.customerId,
        checklistItemId,
        { description, uploadDate: viennaIsoDate(ctx.now), file },
        ctx.now,
      );
      if (document === null) throw refusedId('checklistItemId', CHECKLIST_MESSAGES.itemNotFound);
      return document;
    },

    deleteCheckListDocument: async ({ DocumentId }, ctx) => {
      if (!(await checklists.deleteDocument(ctx.customerId, DocumentId))) {
        throw refusedId('DocumentId', CHECKLIST_MESSAGES.documentNotFound);
      }
      return { Deleted: true };
    },
  };
}
