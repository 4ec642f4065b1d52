import {
  deviceLoginMissing,
  type Passkey,
  ACTIVATION_MESSAGES,
  EBIKE_MESSAGES,
  formatAmount,
  formatDecimal,
  IMMOWERT_DESCRIPTION_SEPARATOR,
  IMMOWERT_MESSAGES,
  PROPERTY_TYPE_LABELS,
  valueProperty,
  ADVISER_PHOTO_MISSING,
  ERROR_KEYS,
  HEAD_OFFICE,
  IMMOWERT_NAME_PREFIX,
  PROFESSIONS,
  PROFILE_MESSAGES,
  TITLES_AFTER,
  TITLES_BEFORE,
  toIsoDate,
  type Contract,
  type ContractKind,
  type SignedInDevice,
  type VideoAppointment,
} from '@servicebereich/protocol';
import { PASSKEY_MESSAGES, readPasskeyAnswer } from '@servicebereich/protocol/passkey-messages';
import {
  buildDemoData,
  DEMO_CUSTOMER_NUMBER,
  type Adviser,
  type DemoContract,
  type DemoData,
  type DemoDokboxFile,
} from './demo-data.ts';
import { DEMO_MESSAGES, demoFail as fail, type DemoHandlers } from './demo-call.ts';
import { demoCampaignHandlers } from './demo-campaigns.ts';
import { demoConfirmationHandlers, type DemoConfirmation } from './demo-confirmations.ts';
import { demoClaimHandlers, type DemoClaim } from './demo-claims.ts';
import { demoAccountHandlers } from './demo-account.ts';
import { demoContractHandlers } from './demo-contracts.ts';
import { demoDocumentFiles } from './demo-document-files.ts';
import { demoInventoryHandlers } from './demo-inventory.ts';
import { demoVideo, firstAppointment } from './demo-video.ts';
import { demoStormWarningHandlers } from './demo-storm-warning.ts';
import { demoPdfBlob, fileNameOf, portraitPng } from './demo-documents.ts';

/** The login answers a new token; with no server login to bind it to, the test mode's is fixed. */
const DEMO_CSRF_TOKEN = 'testmodus-csrf-token';

/** What the test mode remembers while it runs, so that changes show in later answers. */
export type DemoState = {
  data: DemoData;
  today: string;
  now: Date;
  loggedIn: boolean;
  /** The password was confirmed (any password, as at the login) and not used up by a change. */
  reauthenticated: boolean;
  /** Contracts whose last FlexibleLife change asked for a confirmation e-mail. */
  emailConfirmations: Set<string>;
  /** Wrong codes entered per phone number waiting for its code. */
  stormCodeTries: Map<string, number>;
  /** The rooms opened, by ChatId. */
  videoChats: Map<string, VideoAppointment>;
  /** Appointments the customer has rated. */
  ratedAppointments: Set<string>;
  /** The appointment whose password unlocked the completion page, by TerminId. */
  completionUnlocked: string | null;
  /** One PDF per document, made when first asked for, so its address stays the same. */
  pdfs: Map<string, Blob>;
  /** Claims reported in this run, newest first. */
  claims: DemoClaim[];
  /** The test customer's signed-in devices: this browser and a phone. */
  devices: SignedInDevice[];
  /** The biometric login set up in this run: the device and its current secret. */
  deviceLogin: { installationid: string; secret: string; since: string } | null;
  /** The push topics chosen; the test mode sends no push notifications. */
  pushTopics: { Postbox: boolean; Schaden: boolean; Unwetter: boolean };
  /** The passkey set up in this run: the credential's id, which its login must name. */
  passkey: { credentialId: string; since: string } | null;
  /** Booked video appointments, one upcoming from the start as on the server's demo data. */
  appointments: VideoAppointment[];
  /** A new e-mail address waiting for its confirmation; the test mode sends no link to it. */
  emailChange: { email: string; GueltigBis: string } | null;
  /** Confirmations requested in this run, newest first, each with its code and document. */
  confirmations: DemoConfirmation[];
  nextId: number;
};

export function createDemoState(now: Date): DemoState {
  const today = toIsoDate(now);
  const data = buildDemoData(today);
  return {
    data,
    today,
    now,
    loggedIn: false,
    reauthenticated: false,
    emailConfirmations: new Set(),
    stormCodeTries: new Map(),
    videoChats: new Map(),
    ratedAppointments: new Set(),
    completionUnlocked: null,
    pdfs: new Map(),
    claims: [],
    devices: [
      {
        Id: 'testmodus-dieses-geraet',
        Geraet: 'Computer',
        Browser: 'Chrome 131',
        Angemeldet: now.toISOString(),
        ZuletztAktiv: now.toISOString(),
        Ort: 'Wien, Österreich',
        Aktuell: true,
      },
      {
        Id: 'testmodus-iphone-00001',
        Geraet: 'iPhone',
        Browser: 'Safari 18',
        Angemeldet: new Date(now.getTime() - 2 * 24 * 60 * 60_000).toISOString(),
        ZuletztAktiv: new Date(now.getTime() - 3 * 60 * 60_000).toISOString(),
        Ort: 'Graz, Österreich',
        Aktuell: false,
      },
    ],
    deviceLogin: null,
    pushTopics: { Postbox: true, Schaden: true, Unwetter: true },
    passkey: null,
    appointments: firstAppointment(now, data),
    emailChange: null,
    confirmations: [],
    nextId: 5001,
  };
}

const INSURANCE_KINDS: ReadonlySet<ContractKind> = new Set([
  'KFZ',
  'EigenheimHaushalt',
  'Rechtschutz',
  'UnfallKrankheit',
]);

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

/** FNV-1a: a stable stand-in for the content hash the server computes. */

/** The test mode's folder "Wohnen & Immobilie", where ImmoWert valuations go. */
const DEMO_HOME_CATEGORY_ID = 1;
/**
 * The federal state of a postcode by its leading digits, as the postal regions run; the server
 * looks postcodes up in the whole list, which the test mode does not carry.
 */
function demoStateOf(postcode: string): string {
  const region = Number(postcode.slice(0, 2));
  if (region <= 12) return 'Wien';
  if (region <= 39) return 'Niederösterreich';
  if (region <= 49) return 'Oberösterreich';
  if (region <= 59) return 'Salzburg';
  if (region >= 67 && region <= 69) return 'Vorarlberg';
  if (region <= 69) return 'Tirol';
  if (region <= 79) return 'Burgenland';
  if (region <= 89) return 'Steiermark';
  return 'Kärnten';
}

/** Every handler works on the kept data; `urlOf` gives the address of a file's content. */
function demoPasskey(since: string): Passkey {
  return {
    Id: DEMO_PASSKEY_ID,
    Geraet: 'Windows-PC',
    Browser: 'Chrome 131',
    Eingerichtet: since,
    ZuletztVerwendet: since,
  };
}

export function demoHandlers(state: DemoState, urlOf: (blob: Blob) => string): DemoHandlers {
  const { data } = state;

  function newId(prefix: string): string {
    return `${prefix}-${state.nextId++}`;
  }

  function findContract(contractId: string): DemoContract {
    return (
      data.contracts.find((c) => c.contract.ContractId === contractId) ??
      fail('vertragsnummer', DEMO_MESSAGES.contractNotFound)
    );
  }

  /** A login's answer; the test customer is logged in from now on. */
  function loggedIn(includeClaims: boolean) {
    state.loggedIn = true;
    const contracts = data.contracts.map((c) => c.contract);
    return {
      vertraege: includeClaims ? contracts : contracts.map(withoutClaimFeatures),
      checklists: data.checklists,
      vorname: data.user.vorname,
      CSRFToken: DEMO_CSRF_TOKEN,
    };
  }

  function ebikeTracker(contractId: string) {
    findContract(contractId);
    return data.ebikeTrackers.get(contractId) ?? fail('vertragsnummer', EBIKE_MESSAGES.noTracker);
  }

  function findAgent(agentId: string): Adviser | undefined {
    return [data.adviser, data.insuranceAdviser].find((a) => a.AgentId === agentId);
  }

  const documents = demoDocumentFiles({ state, urlOf, newId });
  const { dokboxFile } = documents;

  const video = demoVideo({ state, findContract, findAgent, newId });

  const sent = () => ({ Sent: true as const });
  const deleted = () => ({ Deleted: true as const });
  const noNotice = () => ({ Text: '' });
  const option = (text: string) => ({ Value: text, Text: text });

  return {
    getCsrfToken: () => ({ CSRFToken: DEMO_CSRF_TOKEN }),
    ping: () => ({ LoggedIn: true as const }),
    beruf: ({ geschlecht }) =>
      PROFESSIONS.map(([value, male, female]) => ({
        Value: value,
        Text: geschlecht === 'w' ? female : male,
      })),
    titelV2: () => ({
      Vorgestellt: TITLES_BEFORE.map(option),
      Nachgestellt: TITLES_AFTER.map(option),
    }),
    checkAppVersion: () => ({ UpdateRequired: false, MinimumVersion: '1.0.0', StoreUrl: null }),
    // Messages to advisers have nobody to reach in the test mode.
    kontakt: ({ agentId }) => {
      if (agentId !== undefined && agentId !== '' && findAgent(agentId) === undefined) {
        fail(ERROR_KEYS.agentNotFound, DEMO_MESSAGES.agentNotFound);
      }
      return sent();
    },
    debugHeader: () => ({ Headers: { 'user-agent': navigator.userAgent } }),
    // Like the login, a protected page opens with any password: the test customer knows none. The
    // completion page's opens the customer's soonest video appointment.
    checkPagePassword: () => {
      video.openAppointment(null);
      return { Unlocked: true as const };
    },

    // Like the login, the test customer's activation takes any code; number and birth date count.
    checkActivationCode: ({ verfuegernummer, geburtsdatum }) => {
      if (verfuegernummer !== DEMO_CUSTOMER_NUMBER || geburtsdatum !== data.user.geburtsdatum) {
        fail(ERROR_KEYS.activate, ACTIVATION_MESSAGES.mismatch);
      }
      return { Gueltig: true as const };
    },
    activate: ({ verfuegernummer, geburtsdatum }) => {
      if (verfuegernummer !== DEMO_CUSTOMER_NUMBER || geburtsdatum !== data.user.geburtsdatum) {
        fail(ERROR_KEYS.activate, ACTIVATION_MESSAGES.mismatch);
      }
      state.loggedIn = true;
      return {
        vertraege: data.contracts.map((c) => c.contract),
        checklists: data.checklists,
        vorname: data.user.vorname,
        CSRFToken: DEMO_CSRF_TOKEN,
      };
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

    isMaintenance: noNotice,
    isMaintenanceApp: noNotice,

    ...demoCampaignHandlers(state.today),
    ...demoStormWarningHandlers({
      data,
      codeTries: state.stormCodeTries,
      findContract,
      newId,
    }),
    ...demoConfirmationHandlers({ state, data, findContract, newId, dokboxFile }),
    ...video.handlers,
    ...demoClaimHandlers({ state, data, findContract }),
    ...documents.handlers,
    ...demoInventoryHandlers({
      data,
      today: () => state.today,
      now: () => state.now.getTime(),
      // An id of the form the server gives (a UUID), counted.
      newId: () => `00000000-0000-4000-9000-${String(state.nextId++).padStart(12, '0')}`,
      file: (fileId) => {
        const file = data.dokboxFiles.find((f) => f.fileId === fileId);
        return file === undefined ? undefined : dokboxFile(file);
      },
    }),

    confirmPassword: () => {
      state.reauthenticated = true;
      return { Bestaetigt: true as const, GueltigSekunden: 300 };
    },
    ...demoContractHandlers({ state, findContract }),

    getCheckLists: () => data.checklists,
    uploadCheckListDocument: ({ description, checklistItemId }, files) => {
      const item =
        data.checklists.flatMap((c) => c.Items).find((i) => i.ItemId === checklistItemId) ??
        fail('checklistItemId', DEMO_MESSAGES.checklistItemNotFound);
      const document = {
        DocumentId: newId('KCL-DOC'),
        FileName: fileNameOf(files[0]),
        Description: description,
        UploadDate: state.today,
      };
      item.Documents.push(document);
      return document;
    },
    deleteCheckListDocument: ({ DocumentId }) => {
      const item =
        data.checklists
          .flatMap((c) => c.Items)
          .find((i) => i.Documents.some((d) => d.DocumentId === DocumentId)) ??
        fail('DocumentId', DEMO_MESSAGES.notFound);
      item.Documents = item.Documents.filter((d) => d.DocumentId !== DocumentId);
      return deleted();
    },

    getBeraterBild: ({ beraterid }) => {
      if ((findAgent(beraterid)?.BildUrl ?? null) === null) {
        fail('beraterid', ADVISER_PHOTO_MISSING);
      }
      return portraitPng;
    },

    getBeraterUebersicht: () => {
      const contracts = data.contracts.map((c) => c.contract);
      const of = (agent: Adviser, insurance: boolean) => ({
        ...agent,
        Vertraege: contracts
          .filter((c) => INSURANCE_KINDS.has(c.Kind) === insurance)
          .map((c) => ({ ContractId: c.ContractId, Name: c.Details.Name })),
      });
      return {
        Berater: [of(data.adviser, false), of(data.insuranceAdviser, true)],
        Zentrale: { ...HEAD_OFFICE, Email: 'beratung@servicebereich.example' },
      };
    },
    getBerater: ({ vertragsnummer }) => {
      if (vertragsnummer === undefined) return data.adviser;
      const { contract } = findContract(vertragsnummer);
      return INSURANCE_KINDS.has(contract.Kind) ? data.insuranceAdviser : data.adviser;
    },

    getEbikeTrackerStatus: ({ vertragsnummer }) => {
      const tracker = ebikeTracker(vertragsnummer);
      // The test mode's provider answers at once: a requested tracker is active on the next look.
      if (tracker.Status === 'angefragt') {
        Object.assign(tracker, { Status: 'aktiv', Aktiviert: state.now.toISOString() });
      }
      return tracker;
    },
    activateEbikeTracker: ({ vertragsnummer, rahmennummer, trackerid }) => {
      const tracker = ebikeTracker(vertragsnummer);
      if (tracker.Status === 'aktiv') fail('general', EBIKE_MESSAGES.alreadyActive);
      if (tracker.Status === 'angefragt') fail('general', EBIKE_MESSAGES.alreadyRequested);
      return Object.assign(tracker, {
        Status: 'angefragt',
        TrackerId: trackerid,
        Rahmennummer: rahmennummer,
        Angefragt: state.now.toISOString(),
        Aktiviert: null,
        Grund: null,
      });
    },

    immoWertBewertung: (params) => {
      const year = Number(state.today.slice(0, 4));
      if (params.baujahr > year) fail('baujahr', IMMOWERT_MESSAGES.buildingYearFuture(year));
      const valuation = valueProperty({
        type: params.objektart,
        state: demoStateOf(params.plz),
        statutoryCity: false,
        buildingYear: params.baujahr,
        livingArea: params.wohnflaeche,
        condition: params.zustand,
        year,
      });
      if (valuation === undefined) fail('plz', PROFILE_MESSAGES.postcodeUnknown);
      const name = `${IMMOWERT_NAME_PREFIX}${PROPERTY_TYPE_LABELS[params.objektart]}, ${params.strasse} ${params.hausnummer}, ${params.plz} ${params.ort}`;
      const description = `${params.baujahr}${IMMOWERT_DESCRIPTION_SEPARATOR}${formatDecimal(params.wohnflaeche, 2)}`;
      const fileId = newId('DB');
      const file: DemoDokboxFile = {
        fileId,
        fileName: name,
        fileDesciption: description,
        fileDate: state.today,
        fileCategoryId: DEMO_HOME_CATEGORY_ID,
        fileIs360: false,
        fileShareUrl: null,
        fileShareValidUntil: null,
        content: demoPdfBlob([
          name,
          `Geschätzter Wert: ${formatAmount(valuation.Schaetzwert)}`,
          `Bandbreite: ${formatAmount(valuation.Von)} bis ${formatAmount(valuation.Bis)}`,
          'Diese Bewertung ist ein Beispiel aus dem Testmodus des Servicebereichs.',
        ]),
      };
      // One file per entry: a valuation of the same property that day replaces the earlier.
      data.dokboxFiles = [
        ...data.dokboxFiles.filter(
          (f) =>
            f.fileName !== name || f.fileDate !== state.today || f.fileDesciption !== description,
        ),
        file,
      ];
      return { Bewertung: valuation, Datei: dokboxFile(file) };
    },

    ...demoAccountHandlers({ state, csrfToken: DEMO_CSRF_TOKEN }),
  };
}
