import type { checklistCalls } from '@servicebereich/protocol';
import { DEMO_MESSAGES, demoFail as fail, type DemoHandlers } from './demo-call.ts';
import type { DemoData } from './demo-data.ts';
import { fileNameOf } from './demo-documents.ts';

// The credit checklists of the test customer's loan: documents added and deleted for this run.

type ChecklistHandlers = Pick<DemoHandlers, keyof typeof checklistCalls>;

export function demoChecklistHandlers(deps: {
  data: DemoData;
  today: () => string;
  newId: (prefix: string) => string;
}): ChecklistHandlers {
  const { data } = deps;
  const items = () => data.checklists.flatMap((c) => c.Items);
  return {
    getCheckLists: () => data.checklists,
    uploadCheckListDocument: ({ description, checklistItemId }, files) => {
      const item =
        items().find((i) => i.ItemId === checklistItemId) ??
        fail('checklistItemId', DEMO_MESSAGES.checklistItemNotFound);
      const document = {
        DocumentId: deps.newId('KCL-DOC'),
        FileName: fileNameOf(files[0]),
        Description: description,
        UploadDate: deps.today(),
      };
      item.Documents.push(document);
      return document;
    },
    deleteCheckListDocument: ({ DocumentId }) => {
      const item =
        items().find((i) => i.Documents.some((d) => d.DocumentId === DocumentId)) ??
        fail('DocumentId', DEMO_MESSAGES.notFound);
      item.Documents = item.Documents.filter((d) => d.DocumentId !== DocumentId);
      return { Deleted: true as const };
    },
  };
}
