import type { Checklist } from '@servicebereich/protocol';
import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables.ts';

export function checklistRepository(db: Kysely<Tables>) {
  async function listForCustomer(customerId: string): Promise<Checklist[]> {
    const checklists = await db
      .selectFrom('checklists')
      .select(['id', 'contract_number', 'title'])
      .where('customer_id', '=', customerId)
      .orderBy('id')
      .execute();
    if (checklists.length === 0) return [];
    const ids = checklists.map((c) => c.id);
    const items = await db
      .selectFrom('checklist_items')
      .selectAll()
      .where('checklist_id', 'in', ids)
      .orderBy('position')
      .execute();
    const documents =
      items.length === 0
        ? []
        : await db
            .selectFrom('checklist_documents')
            .selectAll()
            .where(
              'item_id',
              'in',
              items.map((i) => i.id),
            )
            .orderBy('created_at')
            .execute();
    return checklists.map((c) => ({
      ChecklistId: c.id,
      ContractId: c.contract_number,
      Title: c.title,
      Items: items
        .filter((i) => i.checklist_id === c.id)
        .map((i) => ({
          ItemId: i.id,
          Title: i.title,
          Description: i.description,
          Required: i.required === 1,
          Documents: documents
            .filter((d) => d.item_id === i.id)
            .map((d) => ({
              DocumentId: d.id,
              FileName: d.file_name,
              Description: d.description,
              UploadDate: d.upload_date,
            })),
        })),
    }));
  }

  return { listForCustomer };
}

export type ChecklistRepository = ReturnType<typeof checklistRepository>;
