import type { DocumentFigures, UploadFigures } from './documents.ts';
import { API_BUDGETS, API_P99_BUDGET_MS, type ApiFigures } from './api.ts';
import { RUNS_PER_PAGE } from './lighthouse.ts';
import { RESTART_BUDGET_MS, type RestartFigures } from './restart.ts';
import type { LimitFigure } from './limits.ts';
import { SCALE_P99_BUDGET, type CallFigure, type ScaleFigures } from './scale.ts';
import type { InitialJs } from './initial-js.ts';
import type { WebFigures } from './web.ts';
import { CPU_SLOWDOWN, WAIT_RUNS, type WaitFigures } from './waits.ts';

/**
 * The project's web budgets (decision 009); 1 kB is 1000 bytes. Initial JavaScript per page:
 * everything a first visit loads until the network rests.
 */
const INITIAL_JS_BUDGET_GZIP_BYTES: Readonly<Record<string, number>> = {
  '/login': 120_000,
  '/dashboard': 150_000,
};
/** Lighthouse's total blocking time, per page. */
const TBT_BUDGET_MS = 100;
const LIGHTHOUSE_MIN_SCORE = 90;
/** Largest contentful paint of /login and /dashboard in the same Lighthouse runs. */
const LCP_BUDGET_MS = 1_800;
const LARGEST_FILES_SHOWN = 5;
/** Issue 32's budgets: the login form usable, the dashboard shown, beside the bare login page. */
const LOGIN_USABLE_MAX_RATIO = 1.5;
const DASHBOARD_SHOWN_MAX_RATIO = 1.2;
const INP_BUDGET_MS = 200;

/** The first column is left-aligned, the figures right-aligned. */
function printTable(
  title: string,
  header: readonly string[],
  rows: readonly (readonly string[])[],
): void {
  const widths = header.map((cell, i) =>
    Math.max(cell.length, ...rows.map((row) => row[i]?.length ?? 0)),
  );
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  console.log(`\n${title}`);
  console.log(line(header));
  console.log(line(widths.map((w) => '-'.repeat(w))));
  for (const row of rows) console.log(line(row));
}

function perSecond(value: number): string {
  return Math.round(value).toLocaleString('en-US');
}

/**
 * Each call beside the bare route of the same run (the mean of its two measurements), with its
 * share of the bare route's requests per second and its p99 latency against the budgets.
 */
export function printApiTables(title: string, { bare, calls }: ApiFigures): void {
  const bareRate = (bare[0].requestsPerSecond + bare[1].requestsPerSecond) / 2;
  printTable(
    title,
    ['name', 'requests/s (avg)', 'p99 ms', 'non-2xx', 'errors'],
    [
      ...[bare[0], ...calls, bare[1]].map((f) => [
        f.name,
        perSecond(f.requestsPerSecond),
        f.p99LatencyMs.toFixed(1),
        String(f.non2xx),
        String(f.errors),
      ]),
    ],
  );
  const rows = calls.flatMap((f) => {
    const ratio = f.requestsPerSecond / bareRate;
    return [
      [
        `${f.name} / bare route`,
        ratio.toFixed(3),
        `>= ${API_BUDGETS[f.name].toFixed(2)}`,
        verdict(ratio >= API_BUDGETS[f.name]),
      ],
      [
        `${f.name} p99`,
        `${f.p99LatencyMs.toFixed(1)} ms`,
        `<= ${API_P99_BUDGET_MS} ms`,
        verdict(f.p99LatencyMs <= API_P99_BUDGET_MS),
      ],
    ];
  });
  printTable(
    `API against the bare route (${perSecond(bareRate)} requests/s, mean of its two runs)`,
    ['figure', 'value', 'budget', 'result'],
    rows,
  );
}

function kB(bytes: number): string {
  const value = (bytes / 1000).toLocaleString('en-US', {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  return `${value} kB`;
}

function ms(value: number): string {
  return `${Math.round(value).toLocaleString('en-US')} ms`;
}

function verdict(passed: boolean): string {
  return passed ? 'PASS' : 'FAIL';
}

function initialJsRows(initialJs: InitialJs): string[][] {
  const path = new URL(initialJs.url).pathname;
  const budget = INITIAL_JS_BUDGET_GZIP_BYTES[path];
  return [
    [
      `${path} initial JS, gzip -9`,
      kB(initialJs.gzipBytes),
      budget === undefined ? '' : `<= ${kB(budget)}`,
      budget === undefined ? '' : verdict(initialJs.gzipBytes <= budget),
    ],
    [`${path} initial JS, raw`, kB(initialJs.rawBytes), '', ''],
    [`${path} JS files`, String(initialJs.files.length), '', ''],
  ];
}

function ratio(value: number): string {
  return `${value.toFixed(2)} ×`;
}

function printWaitTable(waits: WaitFigures): void {
  printTable(
    `What a customer waits for (Chromium; slow 4G, CPU ×${CPU_SLOWDOWN}, no cache; median of ${WAIT_RUNS} runs, each ratio to the bare page measured next to it)`,
    ['figure', 'value', 'of the bare page', 'budget', 'result'],
    [
      [
        'bare login page, our page headers: form takes input',
        ms(waits.bareLoginUsableMs),
        ratio(1),
        '',
        '',
      ],
      [
        'bare login page, no headers: form takes input',
        ms(waits.plainLoginUsable.ms),
        ratio(waits.plainLoginUsable.ratio),
        '',
        '',
      ],
      [
        '/login: form takes input',
        ms(waits.loginUsable.ms),
        ratio(waits.loginUsable.ratio),
        `<= ${LOGIN_USABLE_MAX_RATIO} ×`,
        verdict(waits.loginUsable.ratio <= LOGIN_USABLE_MAX_RATIO),
      ],
      [
        '/login: typed before the app started, kept',
        waits.typedKept ? 'yes' : 'no',
        '',
        'yes',
        verdict(waits.typedKept),
      ],
      [
        '/dashboard: greeting and balance shown',
        ms(waits.dashboardShown.ms),
        ratio(waits.dashboardShown.ratio),
        `<= ${DASHBOARD_SHOWN_MAX_RATIO} ×`,
        verdict(waits.dashboardShown.ratio <= DASHBOARD_SHOWN_MAX_RATIO),
      ],
      ...waits.taps.flatMap((tap) => [
        [
          `INP, tap on ${tap.name}`,
          ms(tap.inpMs),
          '',
          `<= ${ms(INP_BUDGET_MS)}`,
          verdict(tap.inpMs <= INP_BUDGET_MS),
        ],
        [`tap on ${tap.name}: its content shown`, ms(tap.shownMs), '', '', ''],
      ]),
    ],
  );
}

export function printWebTables({ waits, initialJs, lighthouse }: WebFigures): void {
  printWaitTable(waits);
  const rows = initialJs.flatMap(initialJsRows);
  for (const page of lighthouse) {
    const path = new URL(page.url).pathname;
    rows.push(
      [
        `${path} Lighthouse performance`,
        String(page.score),
        `>= ${LIGHTHOUSE_MIN_SCORE}`,
        verdict(page.score >= LIGHTHOUSE_MIN_SCORE),
      ],
      [`${path} FCP`, ms(page.fcpMs), '', ''],
      [
        `${path} LCP`,
        ms(page.lcpMs),
        `<= ${ms(LCP_BUDGET_MS)}`,
        verdict(page.lcpMs <= LCP_BUDGET_MS),
      ],
      [`${path} LCP element`, page.lcpElement, '', ''],
      [
        `${path} TBT`,
        ms(page.tbtMs),
        `<= ${ms(TBT_BUDGET_MS)}`,
        verdict(page.tbtMs <= TBT_BUDGET_MS),
      ],
      [`${path} CLS`, page.cls.toFixed(3), '', ''],
    );
  }
  printTable(
    `Web (Chromium; Lighthouse 13 mobile preset, performance only, median of ${RUNS_PER_PAGE} runs)`,
    ['figure', 'value', 'budget', 'result'],
    rows,
  );
  for (const page of initialJs) {
    printTable(
      `Largest JS files of ${new URL(page.url).pathname}`,
      ['file', 'gzip -9', 'raw'],
      page.files
        .slice(0, LARGEST_FILES_SHOWN)
        .map((file) => [file.path, kB(file.gzipBytes), kB(file.rawBytes)]),
    );
  }
}

export function printDocumentTables({ listing, upload, claim }: DocumentFigures): void {
  printTable(
    `DokBox listing (${listing.files.toLocaleString('en-US')} files in ${listing.groups.toLocaleString('en-US')} groups, one customer)`,
    ['what', 'figure'],
    [
      ['first page of 50 groups, median', ms(listing.firstPageMs.median)],
      ['first page of 50 groups, p95', ms(listing.firstPageMs.p95)],
      ['all pages one after another', ms(listing.allPagesMs)],
    ],
  );
  printUploadTable(
    `DokBox upload (${upload.files} photos, ${upload.megabytes.toFixed(1)} MB per request, re-encoded with thumbnails)`,
    upload,
  );
  printUploadTable(
    `Claim submission (Melden, ${claim.files} photos, ${claim.megabytes.toFixed(1)} MB per request, re-encoded, desk mail queued)`,
    claim,
  );
}

function printUploadTable(title: string, upload: UploadFigures): void {
  printTable(
    title,
    ['what', 'figure'],
    [
      ...upload.secondsPerRequest.map((s, i) => [`request ${i + 1}`, `${s.toFixed(2)} s`]),
      ['throughput', `${upload.megabytesPerSecond.toFixed(1)} MB/s`],
    ],
  );
}

/**
 * Each call's latency at the smallest and the largest customer count per database, the p99 ratio
 * against the budget, how long the data took to generate, and the plans of the calls' queries.
 */
/** The rounds' lowest and highest p99, when there were rounds. */
function p99Range(figure: CallFigure): string {
  const range = figure.p99RangeMs;
  return range === undefined ? '' : ` (${range[0].toFixed(0)}–${range[1].toFixed(0)})`;
}

export function printScaleTables({ runs, plans }: ScaleFigures): void {
  printTable(
    'Scale: generated data',
    ['database', 'customers', 'generated in s', 'size MB'],
    runs.map((r) => [
      r.dialect,
      r.customers.toLocaleString('en-US'),
      r.generateSeconds.toFixed(0),
      r.megabytes.toFixed(0),
    ]),
  );
  for (const dialect of ['sqlite', 'postgres'] as const) {
    const ofDialect = runs.filter((r) => r.dialect === dialect);
    const small = ofDialect[0];
    const large = ofDialect.at(-1);
    if (small === undefined || large === undefined) continue;
    printTable(
      `Scale on ${dialect}: ${small.customers.toLocaleString('en-US')} against ${large.customers.toLocaleString('en-US')} customers, medians of the rounds, p99 range in brackets (budget: ${String(SCALE_P99_BUDGET)}×)`,
      [
        'call',
        'req/s small',
        'p50/p99 ms small',
        'req/s large',
        'p50/p99 ms large',
        'p99 ratio',
        'budget',
      ],
      small.calls.map((call, i) => {
        const other = large.calls[i] ?? call;
        const ratio = other.p99Ms / Math.max(call.p99Ms, 0.001);
        return [
          call.name,
          perSecond(call.requestsPerSecond),
          `${call.p50Ms.toFixed(1)} / ${call.p99Ms.toFixed(1)}${p99Range(call)}`,
          perSecond(other.requestsPerSecond),
          `${other.p50Ms.toFixed(1)} / ${other.p99Ms.toFixed(1)}${p99Range(other)}`,
          ratio.toFixed(2),
          ratio <= SCALE_P99_BUDGET ? 'ok' : 'MISSED',
        ];
      }),
    );
  }
  console.log('\nQuery plans on the largest data');
  for (const { dialect, sql, plan } of plans) {
    console.log(`\n[${dialect}] ${sql.replace(/\s+/g, ' ').trim()}`);
    for (const line of plan) console.log(`    ${line}`);
  }
}

/** Each rate-limit store behind the same route: throughput, p99 and the server's CPU per request. */
export function printLimitTables(figures: readonly LimitFigure[]): void {
  printTable(
    'Rate-limit stores, one limited route each (decision 031)',
    ['store', 'requests/s (avg)', 'p99 ms', 'CPU µs/request', 'failed'],
    figures.map((f) => [
      f.name,
      perSecond(f.requestsPerSecond),
      f.p99LatencyMs.toFixed(1),
      f.cpuMicrosPerRequest.toFixed(0),
      String(f.failed),
    ]),
  );
}

/** The median of some figures. */
function median(values: readonly number[]): number {
  return values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
}

/**
 * Restarts after a crash: the median and the slowest against the budget, the CPU time they took
 * (what a loaded machine does not change much), and each run.
 */
export function printRestartTables({ first, restarts }: RestartFigures): void {
  const readyMs = restarts.map((r) => r.readyMs);
  const slowest = Math.max(...readyMs);
  printTable(
    `Restart after a crash (SIGKILL, then start on its SQLite data folder with demo data until /health/ready answers 200; ${restarts.length} runs)`,
    ['figure', 'value', 'budget', 'result'],
    [
      [
        'restart, median',
        ms(median(readyMs)),
        `<= ${ms(RESTART_BUDGET_MS)}`,
        verdict(median(readyMs) <= RESTART_BUDGET_MS),
      ],
      [
        'restart, max',
        ms(slowest),
        `<= ${ms(RESTART_BUDGET_MS)}`,
        verdict(slowest <= RESTART_BUDGET_MS),
      ],
      ['restart CPU time, median', ms(median(restarts.map((r) => r.cpuMs))), '', ''],
      ['first start (migrations, demo data)', ms(first.readyMs), '', ''],
      ['first start CPU time', ms(first.cpuMs), '', ''],
    ],
  );
  printTable(
    'Restarts in the order run',
    ['run', 'until ready', 'CPU time'],
    restarts.map((r, i) => [String(i + 1), ms(r.readyMs), ms(r.cpuMs)]),
  );
}
