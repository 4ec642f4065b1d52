/**
 * The database stayed locked by another process (a backup, an admin command) for longer than a
 * request may wait. Nothing was written; the same request may be sent again a little later.
 */
export class DatabaseBusyError extends Error {
  constructor(waitedMs: number) {
    super(`the database stayed locked for ${Math.round(waitedMs)} ms`);
    this.name = 'DatabaseBusyError';
  }
}
