/** Whether a write failed on a unique constraint (SQLite or PostgreSQL): someone else was first. */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code } = error as { code?: unknown };
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}
