import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../free-port.ts';
import { expect, test } from './fixtures.ts';
import { currentPage, DEMO_CUSTOMER, fillLogin } from './support.ts';

const repoRoot = path.resolve(import.meta.dirname, '../..');

test('npm run dev on ports of its own: the app at Vite logs in and opens the contracts', async ({
  page,
}) => {
  // Vite prepares the dependencies at its first start, which takes a while on a busy machine.
  test.setTimeout(180_000);
  const [serverPort, webPort] = [await freePort(), await freePort()];
  const dataDir = mkdtempSync(path.join(tmpdir(), 'servicebereich-dev-'));
  const dev = spawn('bash', ['scripts/dev.sh'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(serverPort),
      DEV_WEB_PORT: String(webPort),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    // Its own process group, so the end of the test ends the server and Vite with it.
    detached: true,
    stdio: 'ignore',
  });
  try {
    const web = `http://localhost:${String(webPort)}`;
    await expect
      .poll(
        () =>
          fetch(`${web}/login`).then(
            (answer) => answer.status,
            () => 0,
          ),
        {
          timeout: 120_000,
        },
      )
      .toBe(200);
    await expect
      .poll(
        () =>
          fetch(`http://127.0.0.1:${String(serverPort)}/health/ready`).then(
            (answer) => answer.status,
            () => 0,
          ),
        { timeout: 60_000 },
      )
      .toBe(200);

    await page.goto(`${web}/login`);
    await fillLogin(page, DEMO_CUSTOMER.number, DEMO_CUSTOMER.password);
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
    await page.goto(`${web}/vertraege`);
    await expect(
      currentPage(page).getByRole('heading', { level: 1, name: 'Produkte' }),
    ).toBeVisible({ timeout: 30_000 });
    await expect(
      currentPage(page)
        .getByRole('link', { name: /^Bausparvertrag/ })
        .first(),
    ).toBeVisible();
  } finally {
    if (dev.pid !== undefined && dev.exitCode === null) {
      const exited = new Promise((resolve) => dev.once('exit', resolve));
      process.kill(-dev.pid, 'SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
});
