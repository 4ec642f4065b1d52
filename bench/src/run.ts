import { apiBench } from './api.ts';
import { CONNECTIONS, DURATION_SECONDS } from './load.ts';
import { documentsBench } from './documents.ts';
import { printDocumentTables, printLoadTable, printWebTables } from './report.ts';
import { webBench } from './web.ts';

// Each section measures and prints its tables. Budget misses are printed, not failed: only calls
// that did not succeed make the run fail.
// `npm run bench -- documents` measures only the DokBox part.
async function main(): Promise<boolean> {
  printDocumentTables(await documentsBench());
  if (process.argv[2] === 'documents') return true;
  const api = await apiBench();
  printLoadTable(`API (autocannon, ${CONNECTIONS} connections, ${DURATION_SECONDS} s each)`, api);
  printWebTables(await webBench());
  return api.every((figure) => figure.non2xx === 0 && figure.errors === 0);
}

main().then(
  (passed) => {
    if (!passed) {
      console.error('\nSome measured calls failed (non-2xx answers or connection errors).');
      process.exitCode = 1;
    }
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
