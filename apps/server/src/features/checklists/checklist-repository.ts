import { randomUUID } from 'node:crypto';
import type { Checklist, ChecklistDocument } from '@servicebereich/protocol';
import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables.ts';
import { registerBlobs, releaseBlobs } from '../../files/blob-repository.ts';
import type { StoredUpload } from '../../files/upload-pipeline.ts';

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

  /** Null when the item is not one of the customer's; then nothing is written. */
  async function addDocument(
    customerId: string,
    itemId: string,
    document: { description: string; uploadDate: string; file: StoredUpload },
    now: number,
  ): Promise<ChecklistDocument | null> {
    return db.transaction().execute(async (trx) => {
      const item = await trx
        .selectFrom('checklist_items')
        .innerJoin('checklists', 'checklists.id', 'checklist_items.checklist_id')
        .select('checklist_items.id')
        .where('checklist_items.id', '=', itemId)
        .where('checklists.customer_id', '=', customerId)
        .executeTakeFirst();
      if (item === undefined) return null;
      await registerBlobs(trx, [document.file], now);
      const id = randomUUID();
      await trx
        .insertInto('checklist_documents')
        .values({
          id,
          item_id: itemId,
          file_name: document.file.fileName,
          description: document.description,
          upload_date: document.uploadDate,
          created_at: now,
          blob_hash: document.file.hash,
          content_type: document.file.contentType,
        })
        .execute();
      return {
        DocumentId: id,
        FileName: document.file.fileName,
        Description: document.description,
        UploadDate: document.uploadDate,
      };
    });
  }

  /** False when the document is not one of the customer's. */
  async function deleteDocument(customerId: string, documentId: string): Promise<boolean> {
    return db.transaction().execute(async (trx) => {
      const owned = await trx
        .selectFrom('checklist_documents')
        .innerJoin('checklist_items', 'checklist_items.id', 'checklist_documents.item_id')
        .innerJoin('checklists', 'checklists.id', 'checklist_items.checklist_id')
        .select('checklist_documents.blob_hash')
        .where('checklist_documents.id', '=', documentId)
        .where('checklists.customer_id', '=', customerId)
        .executeTakeFirst();
      if (owned === undefined) return false;
      await trx.deleteFrom('checklist_documents').where('id', '=', documentId).execute();
      await releaseBlobs(trx, [owned.blob_hash]);
      return true;
    });
  }

  return { listForCustomer, addDocument, deleteDocument };
}

export type ChecklistRepository = ReturnType<typeof checklistRepository>;
