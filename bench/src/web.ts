import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { measureInitialJs, type InitialJs } from './initial-js.ts';
import { auditPages, type LighthouseFigure } from './lighthouse.ts';
import { browserCookies, logIn } from './login.ts';
import { repoRoot, startServer } from './server-process.ts';
import { waitBench, type WaitFigures } from './waits.ts';

export type WebFigures = {
  waits: WaitFigures;
  initialJs: InitialJs[];
  lighthouse: LighthouseFigure[];
};

/** The server serves apps/web/dist: measure what the current sources build to. */
export async function buildWebApp(): Promise<void> {
  try {
    await promisify(execFile)('npm', ['run', 'build', '-w', '@servicebereich/web'], {
      cwd: repoRoot,
      maxBuffer: 16 * 1024 * 1024,
    });
  } catch (error) {
    // Vite's own report, shown only when it matters.
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    console.error(stdout, stderr);
    throw error;
  }
}

/**
 * What a customer waits for, initial JavaScript and Lighthouse of the login page and of a
 * logged-in dashboard.
 */
export async function webBench(): Promise<WebFigures> {
  await buildWebApp();
  // Every Lighthouse run starts the app, which calls the API a few times.
  const server = await startServer({
    RATE_LIMIT_PER_MINUTE: '100000000',
    LOGIN_RATE_LIMIT_PER_MINUTE: '100000000',
  });
  try {
    const loginUrl = `${server.baseUrl}/login`;
    const dashboardUrl = `${server.baseUrl}/dashboard`;
    const credentials = await logIn(server.baseUrl);
    const { firstName } = credentials;
    const cookies = browserCookies(credentials, server.baseUrl);
    const waits = await waitBench({ loginUrl, dashboardUrl, cookies, firstName });
    const initialJs = [
      // The app's screens, not the page's frames, which show the same before the app has run.
      await measureInitialJs({ url: loginUrl, shows: '.page-stack #verfuegernummer' }),
      await measureInitialJs({
        url: dashboardUrl,
        cookies,
        shows: `.page-stack >> text=Hallo ${firstName}!`,
      }),
    ];
    const lighthouse = await auditPages([
      { url: loginUrl, shows: '#verfuegernummer' },
      {
        url: dashboardUrl,
        cookies,
        shows: `::-p-text(Hallo ${firstName}!)`,
      },
    ]);
    return { waits, initialJs, lighthouse };
  } finally {
    await server.stop();
  }
}
