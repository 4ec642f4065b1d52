import { apiBench } from './api.ts';
import { CONNECTIONS, DURATION_SECONDS } from './load.ts';
import { documentsBench } from './documents.ts';
import { limitsBench } from './limits.ts';
import {
  printDocumentTables,
  printApiTables,
  printLimitTables,
  printRestartTables,
  printScaleTables,
  printWebTables,
} from './report.ts';
import { restartBench } from './restart.ts';
import { scaleBench } from './scale.ts';
import { webBench } from './web.ts';

const SECTIONS = ['api', 'documents', 'web', 'restart', 'limits', 'scale'] as const;
type Section = (typeof SECTIONS)[number];
/**
 * Sections that run only when named: the store comparison behind decision 031 (it needs Debian's
 * redis-server), and the scale bench, which generates millions of rows.
 */
const ON_REQUEST: readonly Section[] = ['limits', 'scale'];

function isSection(value: string): value is Section {
  return (SECTIONS as readonly string[]).includes(value);
}

/** `npm run bench` measures every section; `npm run bench -- web` only the named ones. */
function chosenSections(args: readonly string[]): readonly Section[] {
  const unknown = args.filter((arg) => !isSection(arg));
  if (unknown.length > 0) {
    throw new Error(`Unknown bench section: ${unknown.join(', ')} (known: ${SECTIONS.join(', ')})`);
  }
  return args.length === 0
    ? SECTIONS.filter((s) => !ON_REQUEST.includes(s))
    : args.filter(isSection);
}

// Each section measures and prints its tables. Budget misses are printed, not failed: only calls
// that did not succeed make the run fail.
async function main(): Promise<boolean> {
  const sections = chosenSections(process.argv.slice(2));
  let passed = true;
  if (sections.includes('api')) {
    const api = await apiBench();
    printApiTables(`API (autocannon, ${CONNECTIONS} connections, ${DURATION_SECONDS} s each)`, api);
    passed = [...api.bare, ...api.calls].every((f) => f.non2xx === 0 && f.errors === 0);
  }
  if (sections.includes('documents')) printDocumentTables(await documentsBench());
  if (sections.includes('web')) printWebTables(await webBench());
  if (sections.includes('restart')) printRestartTables(await restartBench());
  if (sections.includes('limits')) printLimitTables(await limitsBench());
  if (sections.includes('scale')) printScaleTables(await scaleBench());
  return passed;
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
