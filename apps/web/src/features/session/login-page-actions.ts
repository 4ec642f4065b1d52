import type { ApiClient } from '../../api/api-client.ts';
import { isDevelopmentMode } from '../../app-config.ts';
import { serverTransport } from '../../shell/host.ts';
import { sendLogin, storeLogin } from './login-steps.ts';
import { TEST_MODE_CUSTOMER_NUMBER, type LoginActions } from './session-context.tsx';
import { rememberTestMode } from './test-mode-flag.ts';

/**
 * The logins of the login page's start (login-main.tsx). Each keeps what it brought as the app's
 * session does (session-context.tsx); the page then gives way to the dashboard's, where the app
 * starts with the server's session. The test mode's login runs on the bundled answers and is
 * remembered for the tab, where the app takes it up.
 */
export function loginPageActions(api: ApiClient): LoginActions & { loggedIn: () => boolean } {
  let loggedIn = false;
  const loginWith: LoginActions['loginWith'] = async (customerNumber, send) => {
    const testMode = customerNumber === TEST_MODE_CUSTOMER_NUMBER && isDevelopmentMode();
    if (testMode) {
      const { createDemoTransport } = await import('../../demo/demo-transport.ts');
      api.setTransport(createDemoTransport(new Date(), { loggedIn: false }));
    }
    try {
      await storeLogin(customerNumber, await send());
    } catch (error) {
      if (testMode) api.setTransport(serverTransport());
      throw error;
    }
    if (testMode) rememberTestMode();
    loggedIn = true;
  };
  return {
    login: (values) => loginWith(values.verfuegernummer, () => sendLogin(api, values)),
    loginWith,
    loggedIn: () => loggedIn,
  };
}
