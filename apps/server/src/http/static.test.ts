import { createHash } from 'node:crypto';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { PAGE_SCRIPT, TYPEFACE_COOKIE } from '@servicebereich/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, postgresUnavailable, type TestApp } from '../../test/harness.ts';
import { pageFramesFile } from './page-frames.ts';

describe.skipIf(postgresUnavailable)('serving the web app', () => {
  let t: TestApp;
  let buildDir: string;

  beforeAll(async () => {
    buildDir = await mkdtemp(path.join(tmpdir(), 'servicebereich-web-'));
    const webDistDir = path.join(buildDir, 'dist');
    await mkdir(path.join(webDistDir, 'assets'), { recursive: true });
    await writeFile(
      path.join(webDistDir, 'index.html'),
      '<!doctype html><html><head><title>App</title></head><body><div id="root"><p>Wird geladen</p></div></body></html>',
    );
    // Frames that show what they were given. "$&" would put the matched text back in, were a
    // frame taken as a replacement pattern.
    await mkdir(path.dirname(pageFramesFile(webDistDir)));
    await writeFile(
      pageFramesFile(webDistDir),
      `export const visitorFrames = () => ({
        '/login': '<main>Anmelden $&</main>',
        '/aktivierung': '<main>Aktivierung</main>',
      });
      export const analyticsPromptFrame = (input) => '<aside>' + input.aboveTabBar + '</aside>';
      export const dashboardFrame = (input) => {
        if (input.firstName === 'Kaputt') throw new Error('frame failed');
        return '<main>$& ' + JSON.stringify({
          firstName: input.firstName,
          contracts: input.contracts.map((contract) => contract.ContractId),
          letters: input.letters.map((letter) => letter.Title),
          hideAmounts: input.hideAmounts,
        }) + '</main>';
      };`,
    );
    await writeFile(path.join(webDistDir, 'assets', 'app-1a2b3c.js'), 'console.log(1)');
    await writeFile(
      path.join(webDistDir, 'assets', 'app-1a2b3c.js.br'),
      brotliCompressSync('console.log(1)'),
    );
    t = await createTestApp({ webDistDir });
  });
  afterAll(async () => {
    await t.close();
    await rm(buildDir, { recursive: true, force: true });
  });

  it('answers every client route with index.html, not cached', async () => {
    for (const url of ['/', '/dashboard', '/wohnen/vertrag/4102738561/umsaetze?jahr=2025']) {
      const answer = await t.app.inject({ method: 'GET', url });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toContain('text/html');
      expect(answer.headers['cache-control']).toBe('no-cache');
      expect(answer.headers['content-security-policy']).toContain("script-src 'self'");
    }
  });

  it('allows no script in a page but its own one', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/login' });
    const hash = createHash('sha256').update(PAGE_SCRIPT).digest('base64');
    const policy = String(answer.headers['content-security-policy']).split(/;\s*/);
    expect(policy).toContain(`script-src 'self' 'sha256-${hash}'`);
  });

  it('draws a page in the stand-in where the device has not had the typeface', async () => {
    const rootTag = async (cookie?: string) => {
      const answer = await t.app.inject({
        method: 'GET',
        url: '/login',
        headers: cookie === undefined ? {} : { cookie },
      });
      return /<html[^>]*>/.exec(answer.body)?.[0];
    };
    expect(await rootTag()).toBe('<html class="typeface-awaited">');
    expect(await rootTag(`${TYPEFACE_COOKIE}=0`)).toBe('<html class="typeface-awaited">');
    expect(await rootTag(`${TYPEFACE_COOKIE}=1`)).toBe('<html>');
  });

  it("marks a confirmation's public check for no search engine, and no other page", async () => {
    const check = await t.app.inject({
      method: 'GET',
      url: '/bestaetigung/ABCD-EFGH-JKMN-PQRS-TVWX-YZ01-2345',
    });
    expect(check.statusCode).toBe(200);
    expect(check.headers['content-type']).toContain('text/html');
    expect(check.headers['x-robots-tag']).toBe('noindex, nofollow');
    const dashboard = await t.app.inject({ method: 'GET', url: '/dashboard' });
    expect(dashboard.headers['x-robots-tag']).toBeUndefined();
  });

  it('serves hashed assets as immutable', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/assets/app-1a2b3c.js' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the precompressed file to a browser that accepts it', async () => {
    const compressed = await t.app.inject({
      method: 'GET',
      url: '/assets/app-1a2b3c.js',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe('console.log(1)');
    const plain = await t.app.inject({ method: 'GET', url: '/assets/app-1a2b3c.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
  });

  it('never compresses API answers, which carry secrets', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api?Mode=General&Function=GetCSRFToken',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(answer.headers['content-encoding']).toBeUndefined();
  });

  describe('the session in the page', () => {
    const tokenIn = (html: string) => /<meta name="csrf-token" content="([^"]+)">/.exec(html)?.[1];
    const stateIn = (html: string) => /<meta name="session" content="([^"]+)">/.exec(html)?.[1];
    const page = (client: ReturnType<TestApp['client']>, encoding?: string) =>
      t.app.inject({
        method: 'GET',
        url: '/dashboard',
        headers: {
          cookie: client.cookieHeader(),
          ...(encoding === undefined ? {} : { 'accept-encoding': encoding }),
        },
      });

    it('says there is none without a session, and starts none for the page', async () => {
      for (const cookie of [undefined, 'sb_session=forged']) {
        const answer = await t.app.inject({
          method: 'GET',
          url: '/dashboard',
          headers: cookie === undefined ? {} : { cookie },
        });
        expect(stateIn(answer.body)).toBe('none');
        expect(answer.body).not.toContain('csrf-token');
        expect(answer.headers['set-cookie'] ?? '').not.toMatch(/sb_session=[^;]/);
        expect(answer.headers['cache-control']).toBe('no-cache');
      }
    });

    it("carries a live session's token, state and first name, stored by no cache", async () => {
      const client = t.client();
      const token = await client.fetchCsrfToken();
      const anonymous = await page(client);
      expect(tokenIn(anonymous.body)).toBe(token);
      expect(stateIn(anonymous.body)).toBe('anonymous');
      expect(anonymous.headers['cache-control']).toBe('no-store');
      expect(anonymous.headers.vary).toContain('Cookie');
      expect(anonymous.headers['content-security-policy']).toContain("script-src 'self'");

      expect(anonymous.body).not.toContain('customer-first-name');

      const customer = await t.factory.customer({ firstName: 'Zoë "Zo" <Ann>' });
      await client.login(customer.customerNumber, customer.password);
      const loggedIn = await page(client);
      expect(tokenIn(loggedIn.body)).toBe(client.csrfToken);
      expect(tokenIn(loggedIn.body)).not.toBe(token);
      expect(stateIn(loggedIn.body)).toBe('customer');
      // The name is the customer's own text: escaped, it stays inside its attribute.
      expect(loggedIn.body).toContain(
        '<meta name="customer-first-name" content="Zoë &#34;Zo&#34; &#60;Ann&#62;">',
      );
      // The token from the page is the one the API takes.
      expect((await client.call('ping')).body.Status).toBe(200);
    });

    it('is compressed for browsers that accept it', async () => {
      const client = t.client();
      const token = await client.fetchCsrfToken();
      const br = await page(client, 'gzip, br');
      expect(br.headers['content-encoding']).toBe('br');
      expect(tokenIn(brotliDecompressSync(br.rawPayload).toString())).toBe(token);
      const gz = await page(client, 'gzip');
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(tokenIn(gunzipSync(gz.rawPayload).toString())).toBe(token);
    });
  });

  describe("a visitor's frame", () => {
    const rootOf = (html: string) => /<div id="root">(.*?)<\/div><aside>/.exec(html)?.[1];
    const login = (client: ReturnType<TestApp['client']>, url = '/login') =>
      t.app.inject({ method: 'GET', url, headers: { cookie: client.cookieHeader() } });

    it('is in the page of its path for a visitor who is not logged in, in place of the loading line', async () => {
      const client = t.client();
      expect(rootOf((await login(client)).body)).toBe('<main>Anmelden $&</main>');
      expect(rootOf((await login(client, '/login?ziel=%2Fvertraege')).body)).toBe(
        '<main>Anmelden $&</main>',
      );
      await client.fetchCsrfToken();
      expect(rootOf((await login(client)).body)).toBe('<main>Anmelden $&</main>');
      expect(rootOf((await login(client, '/aktivierung')).body)).toBe('<main>Aktivierung</main>');
    });

    it('is not in the page of a logged-in customer, nor in the page of any other path', async () => {
      const visitor = t.client();
      for (const url of ['/dashboard', '/login/x', '/aktivierung/', '/constructor', '/__proto__']) {
        expect(rootOf((await login(visitor, url)).body)).toBe('<p>Wird geladen</p>');
      }
      const customer = await t.factory.customer();
      const client = t.client();
      await client.login(customer.customerNumber, customer.password);
      expect(rootOf((await login(client)).body)).toBe('<p>Wird geladen</p>');
    });
  });

  describe('the usage analytics question', () => {
    const promptOf = (html: string) => /<\/div>(<aside>.*?<\/aside>)<\/body>/s.exec(html)?.[1];
    const get = (client: ReturnType<TestApp['client']>, url: string) =>
      t.app.inject({ method: 'GET', url, headers: { cookie: client.cookieHeader() } });

    it('is beside the root element of every page, above the tab bar for a logged-in customer', async () => {
      const visitor = t.client();
      for (const url of ['/login', '/dashboard', '/services']) {
        expect(promptOf((await get(visitor, url)).body)).toBe('<aside>false</aside>');
      }
      const customer = await t.factory.customer();
      const client = t.client();
      await client.login(customer.customerNumber, customer.password);
      for (const url of ['/dashboard', '/vertraege', '/login']) {
        expect(promptOf((await get(client, url)).body)).toBe('<aside>true</aside>');
      }
    });
  });

  describe("the dashboard's frame", () => {
    const rootOf = (html: string) => /<div id="root">(.*?)<\/div><aside>/s.exec(html)?.[1];
    const get = (client: ReturnType<TestApp['client']>, url: string, cookie = '') =>
      t.app.inject({
        method: 'GET',
        url,
        headers: { cookie: `${client.cookieHeader()}${cookie}` },
      });
    const frameOf = (html: string) =>
      JSON.parse(/^<main>\$& (.*)<\/main>$/.exec(rootOf(html) ?? '')?.[1] ?? 'null') as unknown;

    it("shows the customer's first screen from the page's answers, amounts as the cookie says", async () => {
      const customer = await t.factory.customer({ firstName: 'Ilse' });
      const contract = await t.factory.contract(customer);
      await t.factory.postboxEntry(customer, { title: 'Jahreskontoauszug' });
      const client = t.client();
      await client.login(customer.customerNumber, customer.password);
      for (const url of ['/dashboard', '/']) {
        expect(frameOf((await get(client, url)).body)).toEqual({
          firstName: 'Ilse',
          contracts: [contract.contractNumber],
          letters: ['Jahreskontoauszug'],
          hideAmounts: false,
        });
      }
      const hidden = await get(client, '/dashboard', '; sb_betraege_ausgeblendet=1');
      expect(frameOf(hidden.body)).toMatchObject({ hideAmounts: true });
    });

    it('is in no other page and no page without a customer; one that fails leaves the loading line', async () => {
      const customer = await t.factory.customer({ firstName: 'Kaputt' });
      const client = t.client();
      await client.login(customer.customerNumber, customer.password);
      const failed = await get(client, '/dashboard');
      expect(failed.statusCode).toBe(200);
      expect(rootOf(failed.body)).toBe('<p>Wird geladen</p>');
      expect(failed.body).toContain('page-answers');
      const other = await t.factory.customer();
      const otherClient = t.client();
      await otherClient.login(other.customerNumber, other.password);
      for (const url of ['/vertraege', '/nachrichten', '/dashboard/x']) {
        expect(rootOf((await get(otherClient, url)).body)).toBe('<p>Wird geladen</p>');
      }
      expect(rootOf((await get(t.client(), '/dashboard')).body)).toBe('<p>Wird geladen</p>');
    });
  });

  describe("the dashboard's first answers", () => {
    const answersIn = (html: string) =>
      /<script type="application\/json" id="page-answers">(.*?)<\/script>/s.exec(html)?.[1];
    const get = (client: ReturnType<TestApp['client']>, url: string) =>
      t.app.inject({ method: 'GET', url, headers: { cookie: client.cookieHeader() } });

    it("carry the Results of the dashboard's calls for the customer, as the API answers them", async () => {
      const customer = await t.factory.customer();
      await t.factory.contract(customer);
      await t.factory.postboxEntry(customer, { title: 'Ihr Angebot </script><script>alert(1)' });
      const client = t.client();
      await client.login(customer.customerNumber, customer.password);
      for (const url of ['/dashboard', '/']) {
        const json = answersIn((await get(client, url)).body) ?? '';
        // No text of a Result can end the element: "<" only as its JSON escape.
        expect(json).not.toContain('<');
        expect(JSON.parse(json)).toEqual({
          GetVertraege: (await client.call('getVertraege')).body.Result,
          GetPostBoxEntries: (await client.call('getPostBoxEntries')).body.Result,
          GetSliders: (await client.call('getSliders')).body.Result,
        });
      }
      expect(
        (
          JSON.parse(answersIn((await get(client, '/dashboard')).body) ?? '') as {
            GetPostBoxEntries: { Title: string }[];
          }
        ).GetPostBoxEntries[0]?.Title,
      ).toBe('Ihr Angebot </script><script>alert(1)');
    });

    it('are in no other page, and in no page without a customer', async () => {
      const customer = await t.factory.customer();
      const client = t.client();
      await client.login(customer.customerNumber, customer.password);
      for (const url of ['/vertraege', '/nachrichten', '/dashboard/x']) {
        expect((await get(client, url)).body).not.toContain('page-answers');
      }
      const visitor = t.client();
      expect((await get(visitor, '/dashboard')).body).not.toContain('page-answers');
      await visitor.fetchCsrfToken();
      expect((await get(visitor, '/dashboard')).body).not.toContain('page-answers');
    });
  });

  it('answers a missing file with 404 instead of the app', async () => {
    for (const url of ['/favicon.ico', '/assets/gone-000000.js']) {
      const answer = await t.app.inject({ method: 'GET', url });
      expect(answer.statusCode).toBe(404);
      expect(answer.headers['content-type']).toContain('application/json');
    }
  });
});
