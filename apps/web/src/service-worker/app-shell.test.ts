import { describe, expect, it, vi } from 'vitest';
import { pageOrShell, SERVER_PAGES } from './app-shell.ts';

const shell = new Response('<html>shell</html>');

describe('pageOrShell', () => {
  it('answers with the page of the network whenever the server answers, a failure too', async () => {
    const page = new Response('busy', { status: 503 });
    const storedShell = vi.fn(() => Promise.resolve(shell));
    expect(await pageOrShell(() => Promise.resolve(page), storedShell)).toBe(page);
    expect(storedShell).not.toHaveBeenCalled();
  });

  it('answers with the stored shell only when no answer comes', async () => {
    const offline = () => Promise.reject(new TypeError('Failed to fetch'));
    expect(await pageOrShell(offline, () => Promise.resolve(shell))).toBe(shell);
  });

  it('fails as the network did when no shell is stored yet', async () => {
    const noNetwork = new TypeError('Failed to fetch');
    await expect(
      pageOrShell(
        () => Promise.reject(noNetwork),
        () => Promise.resolve(undefined),
      ),
    ).rejects.toBe(noNetwork);
  });
});

describe('SERVER_PAGES', () => {
  const serverPage = (path: string) => SERVER_PAGES.some((pattern) => pattern.test(path));

  it('leaves calls, files, share links and health checks to the server', () => {
    for (const path of ['/api', '/api/', '/freigabe/abc', '/health/live']) {
      expect(serverPage(path), path).toBe(true);
    }
  });

  it("answers the app's routes, also those that begin like a server path", () => {
    for (const path of ['/', '/dashboard', '/vertraege', '/apiary', '/services/dokbox']) {
      expect(serverPage(path), path).toBe(false);
    }
  });
});
