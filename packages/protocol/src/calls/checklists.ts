import { z } from 'zod/mini';
import { jsonCall, callArea } from '../call.ts';
import { isoDate, noParams } from '../wire-fields.ts';

export const checklistDocumentSchema = z.lazy(() =>
  z.object({
    DocumentId: z.string(),
    FileName: z.string(),
    Description: z.string(),
    UploadDate: isoDate,
  }),
);
export type ChecklistDocument = z.infer<typeof checklistDocumentSchema>;

export const checklistItemSchema = z.lazy(() =>
  z.object({
    ItemId: z.string(),
    Title: z.string(),
    Description: z.string(),
    Required: z.boolean(),
    Documents: z.array(checklistDocumentSchema),
  }),
);

/** The documents the building society needs for a credit (financing) application. */
export const checklistSchema = z.lazy(() =>
  z.object({
    ChecklistId: z.string(),
    ContractId: z.nullable(z.string()),
    Title: z.string(),
    Items: z.array(checklistItemSchema),
  }),
);
export type Checklist = z.infer<typeof checklistSchema>;

const idParam = (error: string) =>
  z.string({ error }).check(z.trim(), z.regex(/^[A-Za-z0-9-]{1,64}$/, { error }));

export const checklistCalls = callArea({
  getCheckLists: jsonCall({
    mode: 'MeinServicebereich',
    fn: 'GetCheckLists',
    method: 'POST',
    access: 'customer',
    body: 'none',
    params: () => noParams,
    result: () => z.array(checklistSchema),
  }),
  uploadCheckListDocument: jsonCall({
    mode: 'MeinServicebereich',
    fn: 'UploadCheckListDocument',
    method: 'POST',
    access: 'customer',
    body: 'multipart',
    files: { field: 'checklistfile', maxCount: 1, required: true, thumbnails: false },
    params: () =>
      z.object({
        description: z._default(
          z
            .string()
            .check(
              z.trim(),
              z.maxLength(500, { error: 'Die Beschreibung darf höchstens 500 Zeichen lang sein.' }),
            ),
          '',
        ),
        checklistItemId: idParam('Der Punkt der Checkliste ist ungültig.'),
      }),
    result: () => checklistDocumentSchema,
  }),
  deleteCheckListDocument: jsonCall({
    mode: 'MeinServicebereich',
    fn: 'DeleteCheckListDocument',
    method: 'POST',
    access: 'customer',
    body: 'form',
    params: () => z.object({ DocumentId: idParam('Das Dokument ist ungültig.') }),
    result: () => z.object({ Deleted: z.literal(true) }),
  }),
});
