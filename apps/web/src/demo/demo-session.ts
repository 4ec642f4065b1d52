import {
  ACTIVATION_MESSAGES,
  deviceLoginMissing,
  ERROR_KEYS,
  type accountCalls,
  type Contract,
  type Passkey,
  type passkeyCalls,
  type sessionCalls,
} from '@servicebereich/protocol';
import { PASSKEY_MESSAGES, readPasskeyAnswer } from '@servicebereich/protocol/passkey-messages';
import { DEMO_MESSAGES, demoFail as fail, type DemoHandlers } from './demo-call.ts';
import { DEMO_CUSTOMER_NUMBER, type DemoData } from './demo-data.ts';

// The login of the test customer in all its forms: password, biometric, passkey and activation.
// Any password opens it, as the test customer knows none; the number and birth date count.

type SessionHandlers = Pick<
  DemoHandlers,
  keyof typeof sessionCalls | keyof typeof passkeyCalls | keyof typeof accountCalls
>;

const DEMO_PASSKEY_ID = 'testmodus-passkey-0001';

/** A device secret of the test mode: the shape of the server's (43 URL-safe characters). */
function demoSecret(serial: number): string {
  return `testmodus-${String(serial)}`.padEnd(43, '0');
}

/** Without the claim flag the app gets no Schadensmeldung… features, as from the server. */
function withoutClaimFeatures(contract: Contract): Contract {
  const features = Object.fromEntries(
    Object.entries(contract.Features).filter(([key]) => !key.startsWith('Schadensmeldung')),
  );
  return { ...contract, Features: features };
}

function demoPasskey(since: string): Passkey {
  return {
    Id: DEMO_PASSKEY_ID,
    Geraet: 'Windows-PC',
    Browser: 'Chrome 131',
    Eingerichtet: since,
    ZuletztVerwendet: since,
  };
}

export function demoSessionHandlers(deps: {
  /** Whether the test customer is logged in, and what each kind of login set up in this run. */
  state: {
    now: Date;
    nextId: number;
    loggedIn: boolean;
    reauthenticated: boolean;
    deviceLogin: { installationid: string; secret: string; since: string } | null;
    passkey: { credentialId: string; since: string } | null;
  };
  data: DemoData;
  /** The token a login answers: with no server login to bind it to, the test mode's is fixed. */
  csrfToken: string;
}): SessionHandlers {
  const { state, data, csrfToken } = deps;

  /** A login's answer; the test customer is logged in from now on. */
  function loggedIn(includeClaims: boolean) {
    state.loggedIn = true;
    const contracts = data.contracts.map((c) => c.contract);
    return {
      vertraege: includeClaims ? contracts : contracts.map(withoutClaimFeatures),
      checklists: data.checklists,
      vorname: data.user.vorname,
      CSRFToken: csrfToken,
    };
  }

  /** Number and birth date of the test customer; any activation code. */
  function checkActivation(verfuegernummer: string, geburtsdatum: string): void {
    if (verfuegernummer !== DEMO_CUSTOMER_NUMBER || geburtsdatum !== data.user.geburtsdatum) {
      fail(ERROR_KEYS.activate, ACTIVATION_MESSAGES.mismatch);
    }
  }

  return {
    checkActivationCode: ({ verfuegernummer, geburtsdatum }) => {
      checkActivation(verfuegernummer, geburtsdatum);
      return { Gueltig: true as const };
    },
    activate: ({ verfuegernummer, geburtsdatum }) => {
      checkActivation(verfuegernummer, geburtsdatum);
      return loggedIn(true);
    },
    login: ({ verfuegernummer, includeschadensmeldung }) => {
      if (verfuegernummer !== DEMO_CUSTOMER_NUMBER) {
        fail(ERROR_KEYS.general, DEMO_MESSAGES.wrongCredentials);
      }
      return loggedIn(includeschadensmeldung);
    },
    // As on the server: the secret is used once and the answer carries the next.
    registerDeviceLogin: ({ installationid }) => {
      state.deviceLogin = {
        installationid,
        secret: demoSecret(state.nextId++),
        since: state.now.toISOString(),
      };
      return { DeviceSecret: state.deviceLogin.secret };
    },
    deviceLogin: ({ verfuegernummer, installationid, secret, includeschadensmeldung }) => {
      const current = state.deviceLogin;
      if (
        verfuegernummer !== DEMO_CUSTOMER_NUMBER ||
        current?.installationid !== installationid ||
        current.secret !== secret
      ) {
        fail(ERROR_KEYS.general, deviceLoginMissing(verfuegernummer));
      }
      current.secret = demoSecret(state.nextId++);
      return { ...loggedIn(includeschadensmeldung), DeviceSecret: current.secret };
    },
    // Passkeys: the test mode checks no signature (it has no server); the credential's id must
    // be the one set up in this run.
    getPasskeyRegistrationOptions: () => ({ Optionen: { challenge: 'testmodus-challenge' } }),
    registerPasskey: ({ antwort }) => {
      const credentialId = readPasskeyAnswer(antwort)?.id;
      if (credentialId === undefined) fail('antwort', PASSKEY_MESSAGES.invalidAnswer);
      state.passkey = { credentialId, since: state.now.toISOString() };
      return demoPasskey(state.passkey.since);
    },
    getPasskeyLoginOptions: () => ({ Optionen: { challenge: 'testmodus-challenge' } }),
    passkeyLogin: ({ antwort, includeschadensmeldung }) => {
      if (state.passkey?.credentialId !== readPasskeyAnswer(antwort)?.id) {
        fail(ERROR_KEYS.general, PASSKEY_MESSAGES.loginRefused);
      }
      return { ...loggedIn(includeschadensmeldung), Verfuegernummer: DEMO_CUSTOMER_NUMBER };
    },
    getPasskeys: () => ({
      Passkeys: state.passkey === null ? [] : [demoPasskey(state.passkey.since)],
    }),
    removePasskey: ({ id }) => {
      if (state.passkey === null || id !== DEMO_PASSKEY_ID) {
        fail('id', PASSKEY_MESSAGES.notFound);
      }
      state.passkey = null;
      return { Entfernt: true as const };
    },
    isLoggedIn: () => ({ LoggedIn: state.loggedIn }),
    logout: () => {
      state.loggedIn = false;
      return { LoggedIn: false as const };
    },
    confirmPassword: () => {
      state.reauthenticated = true;
      return { Bestaetigt: true as const, GueltigSekunden: 300 };
    },
    // As on the server: only for a file of the customer's that the named call serves.
    getTokenId: ({ call, fileid, Thumb }) => {
      const letter = data.postbox.some((e) => e.Key === fileid);
      const served =
        call === 'GetPostBoxFile'
          ? letter
          : data.dokboxFiles.some((f) => f.fileId === fileid) || (Thumb && letter);
      if (!served) fail('fileid', DEMO_MESSAGES.notFound);
      return { TokenId: 'testmodus-download', ExpiresInSeconds: 60 };
    },
  };
}
