// How fast the machine is at the start of a test run (`npm test` prints it first): the same 2-core
// machine runs the suite in 11 minutes on one day and 19 on another (docs/test-suite.md), so a
// step's time compares with another run's only beside these figures. Three kinds of work, as the
// suite does them: arithmetic in one thread, fresh memory (a page fault per 4 kB page), and
// processes started.
import { spawnSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';

const ARITHMETIC_STEPS = 50_000_000;
const FRESH_MEMORY_BYTES = 128 * 1024 ** 2;
const PROCESSES = 20;

/** How long `work` takes. It returns what it made, which gives the arithmetic's loop a use. */
function milliseconds(work: () => unknown): string {
  const started = performance.now();
  work();
  return `${String(Math.round(performance.now() - started))} ms`;
}

const arithmetic = milliseconds(() => {
  let sum = 0;
  for (let step = 0; step < ARITHMETIC_STEPS; step++) sum = (sum + step * 7) % 1_000_003;
  return sum;
});
const memory = milliseconds(() => Buffer.allocUnsafeSlow(FRESH_MEMORY_BYTES).fill(1));
const processes = milliseconds(() => {
  for (let started = 0; started < PROCESSES; started++) spawnSync('true');
});

console.log(
  `${String(ARITHMETIC_STEPS / 1e6)} million steps of arithmetic ${arithmetic}, ` +
    `${String(FRESH_MEMORY_BYTES / 1024 ** 2)} MB of fresh memory ${memory}, ` +
    `${String(PROCESSES)} processes ${processes}`,
);
