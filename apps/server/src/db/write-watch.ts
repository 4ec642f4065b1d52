import {
  AliasNode,
  DeleteQueryNode,
  InsertQueryNode,
  TableNode,
  UpdateQueryNode,
  type OperationNode,
  type RootOperationNode,
} from 'kysely';

/**
 * What this process writes, where it is the only process that writes (SQLite): whether it has a
 * write transaction open, and how many statements have written to each table so far. Reads kept in
 * memory check it (`kept-reads.ts`).
 */
export type WriteWatch = {
  transactionOpen: () => boolean;
  /** Statements that wrote to `table`, including those whose table is not known. */
  count: (table: string) => number;
};

function tableName(node: OperationNode | undefined): string | null {
  if (node === undefined) return null;
  if (AliasNode.is(node)) return tableName(node.node);
  return TableNode.is(node) ? node.table.identifier.name : null;
}

/** The one table a statement writes to; null when it is not a plain insert, update or delete. */
function writtenTable(node: RootOperationNode): string | null {
  if (InsertQueryNode.is(node)) return tableName(node.into);
  if (UpdateQueryNode.is(node)) return node.joins === undefined ? tableName(node.table) : null;
  if (DeleteQueryNode.is(node) && node.from.froms.length === 1) {
    return tableName(node.from.froms[0]);
  }
  return null;
}

/** Counts the writes the dialect reports; a statement of unknown table counts for every table. */
export function writeCounter(transactionOpen: () => boolean) {
  const counts = new Map<string, number>();
  let unknown = 0;
  const watch: WriteWatch = {
    transactionOpen,
    count: (table) => unknown + (counts.get(table) ?? 0),
  };
  return {
    watch,
    wrote: (node: RootOperationNode): void => {
      const table = writtenTable(node);
      if (table === null) unknown += 1;
      else counts.set(table, (counts.get(table) ?? 0) + 1);
    },
  };
}
