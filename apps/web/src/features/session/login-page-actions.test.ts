import { beforeEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../../api/api-client.ts';
import { ApiCallError } from '../../api/api-error.ts';
import { NetworkError, type Transport, type TransportRequest } from '../../api/transport.ts';
import { buildDemoData } from '../../demo/demo-data.ts';
import { readStored, writeStored } from '../../native/storage.ts';
import { loginPageActions } from './login-page-actions.ts';
import { isTestModeRemembered } from './test-mode-flag.ts';

const contracts = buildDemoData('2026-12-02').contracts.map((demo) => demo.contract);

/** The server: answers a token, and the login with `login` (null: refused, wrong password). */
function serverWith(login: unknown, requests: TransportRequest[]): Transport {
  return {
    send: (request) => {
      requests.push(request);
      if (request.call.fn === 'GetCSRFToken') {
        return Promise.resolve({
          httpStatus: 200,
          body: { Status: 200, Result: { CSRFToken: 'token' } },
        });
      }
      if (request.call.fn === 'Login') {
        return Promise.resolve({
          httpStatus: 200,
          body:
            login === null
              ? { Status: 400, Errors: { passwort: 'Die Anmeldedaten sind nicht korrekt.' } }
              : { Status: 200, Result: login },
        });
      }
      return Promise.reject(new NetworkError('no such call in this test', false));
    },
    fileUrl: () => '',
  };
}

function actionsWith(transport: Transport) {
  const api = createApiClient({
    transport,
    onNotLoggedIn: () => undefined,
    onSessionTokenFailure: () => undefined,
  });
  return loginPageActions(api);
}

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe("the login page's logins", () => {
  it('keep what the login brought, after what an earlier customer left, and then count as logged in', async () => {
    await writeStored('usernumber', '1000000009');
    const requests: TransportRequest[] = [];
    const actions = actionsWith(
      serverWith(
        { vorname: 'Katharina', vertraege: contracts, checklists: [], CSRFToken: 'token-2' },
        requests,
      ),
    );
    expect(actions.loggedIn()).toBe(false);
    await actions.login({ verfuegernummer: '1000000001', passwort: 'Geheim-42' });
    expect(actions.loggedIn()).toBe(true);
    expect(await readStored('usernumber')).toBe('1000000001');
    expect(await readStored('contracts')).toEqual(contracts);
    expect(await readStored('checklists')).toEqual([]);
    const login = requests.find((request) => request.call.fn === 'Login');
    expect(login?.params).toMatchObject({ includeschadensmeldung: true });
    expect(isTestModeRemembered()).toBe(false);
  });

  it('keep nothing of a refused login, which does not count as logged in', async () => {
    await writeStored('usernumber', '1000000009');
    const actions = actionsWith(serverWith(null, []));
    await expect(
      actions.login({ verfuegernummer: '1000000001', passwort: 'falsch' }),
    ).rejects.toBeInstanceOf(ApiCallError);
    expect(actions.loggedIn()).toBe(false);
    expect(await readStored('usernumber')).toBe('1000000009');
    expect(await readStored('contracts')).toBeNull();
  });

  it("log in the test mode's number on the bundled answers, remembered for the app", async () => {
    const requests: TransportRequest[] = [];
    const actions = actionsWith(serverWith(null, requests));
    await actions.login({ verfuegernummer: '1234567890', passwort: 'beliebig' });
    expect(actions.loggedIn()).toBe(true);
    expect(requests).toEqual([]);
    expect(isTestModeRemembered()).toBe(true);
    expect(await readStored('usernumber')).toBe('1234567890');
  });
});
