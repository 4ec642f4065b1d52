/** The two databases the server runs on: SQLite embedded, PostgreSQL for several processes. */
export type DatabaseDialect = 'sqlite' | 'postgres';
