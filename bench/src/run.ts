import { apiBench } from './api.ts';
import { CONNECTIONS, DURATION_SECONDS } from './load.ts';
import { printLoadTable } from './report.ts';

// Each section measures, prints its table and reports whether every measured call succeeded.
async function main(): Promise<boolean> {
  const api = await apiBench();
  printLoadTable(`API (autocannon, ${CONNECTIONS} connections, ${DURATION_SECONDS} s each)`, api);
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
