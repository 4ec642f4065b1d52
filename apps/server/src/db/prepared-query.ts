import type { Compilable, Kysely } from 'kysely';
import type { Tables } from './tables.ts';

/** A value that stands for a parameter while the query is built; it never reaches the database. */
const MARKER = '\u0000prepared:';

/**
 * A query built and compiled to SQL once at start and then run with new values, for the few
 * queries every call runs (the session lookup) or that are asked for most (the contract list):
 * Kysely otherwise builds its query tree, copies it immutably at every step and compiles it to SQL
 * anew on each run. `build` gets one stand-in per parameter name; each must appear in the query.
 */
export function preparedQuery<Name extends string, Row>(
  db: Kysely<Tables>,
  names: readonly Name[],
  build: (values: Record<Name, never>) => Compilable<Row>,
): (values: Record<Name, string | number>) => Promise<Row[]> {
  // The stand-ins are typed `never` so that they fit any column; the values are checked at run.
  const standIns = Object.fromEntries(names.map((name) => [name, `${MARKER}${name}`])) as Record<
    Name,
    never
  >;
  const compiled = build(standIns).compile();
  const slots = compiled.parameters.map((parameter) =>
    typeof parameter === 'string' && parameter.startsWith(MARKER)
      ? (parameter.slice(MARKER.length) as Name)
      : null,
  );
  const unused = names.filter((name) => !slots.includes(name));
  if (unused.length > 0) throw new Error(`Prepared query without parameter ${unused.join(', ')}`);
  return async (values) => {
    const parameters = compiled.parameters.map((parameter, i) => {
      const slot = slots[i];
      return slot === null || slot === undefined ? parameter : values[slot];
    });
    const { rows } = await db.executeQuery<Row>({ ...compiled, parameters });
    return rows;
  };
}
