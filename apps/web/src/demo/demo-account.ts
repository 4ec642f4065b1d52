import {
  identityChangeErrors,
  PROFILE_MESSAGES,
  type analyticsCalls,
  type dataExportCalls,
  type deviceCalls,
  type profileCalls,
  type pushCalls,
  type SignedInDevice,
  type VideoAppointment,
} from '@servicebereich/protocol';
import { strToU8, zipSync } from 'fflate';
import { DEMO_MESSAGES, DemoCallError, demoFail as fail, type DemoHandlers } from './demo-call.ts';
import type { DemoClaim } from './demo-claims.ts';
import { DEMO_EMAIL_CHANGE_TOKEN, type DemoData } from './demo-data.ts';

// The test customer's account in the test mode: her signed-in devices and biometric login, the
// data export, push and usage statistics (which send and count nothing), and her profile.

type AccountHandlers = Pick<
  DemoHandlers,
  | keyof typeof deviceCalls
  | keyof typeof dataExportCalls
  | keyof typeof pushCalls
  | keyof typeof analyticsCalls
  | keyof typeof profileCalls
>;

/** How long a new e-mail address waits for its confirmation, as on the server. */
const DEMO_EMAIL_CHANGE_HOURS = 24;

/** The test mode's biometric login as the device list shows it. */
const DEMO_DEVICE_LOGIN_ID = 'testmodus-biometrie-01';
export function demoAccountHandlers(deps: {
  /** What the test mode keeps of the account, and what the data export holds. */
  state: {
    data: DemoData;
    now: Date;
    devices: SignedInDevice[];
    deviceLogin: { since: string } | null;
    pushTopics: { Postbox: boolean; Schaden: boolean; Unwetter: boolean };
    emailChange: { email: string; GueltigBis: string } | null;
    claims: DemoClaim[];
    appointments: VideoAppointment[];
  };
  /** The session's token, which a password change answers anew. */
  csrfToken: string;
}): AccountHandlers {
  const { state } = deps;
  const { data } = state;

  return {
    getSessions: () => ({ Geraete: state.devices }),
    // The test customer's data as the app holds it, in the archive's layout; the letters and
    // files are drawn on request, so the archive has the JSON and the read-me only.
    getMeineDaten: () => {
      const json = JSON.stringify(
        {
          Erstellt: state.now.toISOString(),
          Profil: data.user,
          Vertraege: data.contracts,
          Postfach: { Einstellungen: data.postboxSettings, Briefe: data.postbox },
          DokBox: data.dokboxFiles,
          Unterlagen: data.checklists,
          Schadensmeldungen: state.claims,
          Videotermine: state.appointments,
          AngemeldeteGeraete: state.devices,
        },
        null,
        2,
      );
      const archive = zipSync(
        {
          'LIESMICH.txt': strToU8(DEMO_MESSAGES.dataExportReadme),
          'meine-daten.json': strToU8(json),
        },
        { level: 0, mtime: state.now },
      );
      return new Blob([archive], { type: 'application/zip' });
    },
    endSession: ({ id }) => {
      if (!state.devices.some((d) => d.Id === id && !d.Aktuell)) {
        fail('id', DEMO_MESSAGES.deviceUnknown);
      }
      state.devices = state.devices.filter((d) => d.Id !== id);
      return { Beendet: true as const };
    },
    endOtherSessions: () => {
      state.devices = state.devices.filter((d) => d.Aktuell);
      return { Beendet: true as const };
    },
    getDeviceLogins: () => ({
      Geraete:
        state.deviceLogin === null
          ? []
          : [
              {
                Id: DEMO_DEVICE_LOGIN_ID,
                Geraet: 'Smartphone',
                Eingerichtet: state.deviceLogin.since,
                ZuletztVerwendet: state.deviceLogin.since,
              },
            ],
    }),
    endDeviceLogin: ({ id }) => {
      if (state.deviceLogin === null || id !== DEMO_DEVICE_LOGIN_ID) {
        fail('id', DEMO_MESSAGES.deviceUnknown);
      }
      state.deviceLogin = null;
      return { Beendet: true as const };
    },
    // The test mode sends no push notifications: it says no way is available, so the app does
    // not register; a registration is taken and has no effect.
    registerPush: () => ({ Registriert: true as const }),
    // Nothing of the test mode leaves the device: the events are taken and not counted anywhere.
    nutzungsstatistik: ({ ereignisse }) => ({ Gezaehlt: ereignisse.length }),
    unregisterPush: () => ({ Entfernt: true as const }),
    getPushSettings: () => ({
      ...state.pushTopics,
      Verfuegbar: { fcm: false, apns: false, webpush: false },
    }),
    setPushSettings: ({ postbox, schaden, unwetter }) => {
      state.pushTopics = {
        Postbox: postbox ?? state.pushTopics.Postbox,
        Schaden: schaden ?? state.pushTopics.Schaden,
        Unwetter: unwetter ?? state.pushTopics.Unwetter,
      };
      return { ...state.pushTopics, Verfuegbar: { fcm: false, apns: false, webpush: false } };
    },
    getVapidPublicKey: () => ({ PublicKey: null }),

    getUserAddress: () => data.user,
    updateUserData: (params) => {
      const { verfuegernummer, email, geschlecht, vorname, nachname, geburtsdatum, ...fields } =
        params;
      const user = data.user;
      if (verfuegernummer !== undefined && verfuegernummer !== user.verfuegernummer) {
        fail('verfuegernummer', PROFILE_MESSAGES.readOnly.verfuegernummer);
      }
      const identity = identityChangeErrors(user, { geschlecht, vorname, nachname, geburtsdatum });
      if (Object.keys(identity).length > 0) throw new DemoCallError(identity);
      data.user = { ...user, ...fields };
      if (email === user.email) {
        state.emailChange = null;
      } else if (email !== state.emailChange?.email) {
        const expires = new Date(state.now.getTime() + DEMO_EMAIL_CHANGE_HOURS * 60 * 60_000);
        state.emailChange = { email, GueltigBis: expires.toISOString() };
      }
      return data.user;
    },
    getEmailChange: () => ({ Ausstehend: state.emailChange }),
    confirmEmailChange: ({ token }) => {
      if (token !== DEMO_EMAIL_CHANGE_TOKEN) fail('token', PROFILE_MESSAGES.linkInvalid);
      const change = state.emailChange ?? fail('token', PROFILE_MESSAGES.linkExpired);
      data.user = { ...data.user, email: change.email };
      state.emailChange = null;
      return { Bestaetigt: true as const, email: change.email };
    },
    changePassword: ({ verfuegernummer, passwordold, passwordnew }) => {
      if (verfuegernummer !== data.user.verfuegernummer) {
        fail('verfuegernummer', DEMO_MESSAGES.wrongCustomerNumber);
      }
      if (passwordnew === passwordold) fail('passwordnew', DEMO_MESSAGES.samePassword);
      return { Changed: true as const, CSRFToken: deps.csrfToken };
    },
  };
}
