import type { Insertable, Kysely, Selectable } from 'kysely';
import type { InventoryItemsTable, Tables } from '../../db/tables.ts';

export type InventoryItemRow = Selectable<InventoryItemsTable>;

/** What the customer sets on an item; the rest is the server's. */
export type InventoryItemFields = Omit<
  InventoryItemRow,
  'id' | 'customer_id' | 'created_at' | 'updated_at'
>;

/** The household inventory (decision 045): every read and change is for one customer's rows. */
export function inventoryRepository(db: Kysely<Tables>) {
  /** Newest change first. */
  async function list(customerId: string): Promise<InventoryItemRow[]> {
    return db
      .selectFrom('inventory_items')
      .selectAll()
      .where('customer_id', '=', customerId)
      .orderBy('updated_at', 'desc')
      .orderBy('id')
      .execute();
  }

  async function count(customerId: string): Promise<number> {
    const row = await db
      .selectFrom('inventory_items')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('customer_id', '=', customerId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async function insert(row: Insertable<InventoryItemsTable>): Promise<void> {
    await db.insertInto('inventory_items').values(row).execute();
  }

  /** Changes one of the customer's items; false when it is not theirs. */
  async function update(
    customerId: string,
    id: string,
    fields: InventoryItemFields,
    now: number,
  ): Promise<boolean> {
    const result = await db
      .updateTable('inventory_items')
      .set({ ...fields, updated_at: now })
      .where('id', '=', id)
      .where('customer_id', '=', customerId)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  async function find(customerId: string, id: string): Promise<InventoryItemRow | undefined> {
    return db
      .selectFrom('inventory_items')
      .selectAll()
      .where('id', '=', id)
      .where('customer_id', '=', customerId)
      .executeTakeFirst();
  }

  /** Removes one of the customer's items; false when it is not theirs. */
  async function remove(customerId: string, id: string): Promise<boolean> {
    const result = await db
      .deleteFrom('inventory_items')
      .where('id', '=', id)
      .where('customer_id', '=', customerId)
      .executeTakeFirst();
    return result.numDeletedRows > 0n;
  }

  return { list, count, insert, update, find, remove };
}

export type InventoryRepository = ReturnType<typeof inventoryRepository>;
