import {
  addDays,
  CONFIRMATION_MESSAGES,
  // eslint-disable-next-line @typescript-eslint/no-restricted-imports -- checks every call of the catalogue
  CALLS,
  CONTRACT_KINDS,
  envelopeSchema,
  FLEXIBLELIFE20_FUND_CHART_SLOTS,
  FUND_CHART_SLOTS,
  EBIKE_MESSAGES,
  IMMOWERT_DESCRIPTION_SEPARATOR,
  IMMOWERT_NAME_PREFIX,
  GEMEINSAM_GESUND_NAME_PREFIX,
  isValidIban,
  MOTIVE_IDS,
  POSTBOX_CATEGORY_ID,
  POSTBOX_CONSENT_VERSION,
  PROFILE_MESSAGES,
  STORM_MESSAGES,
  toIsoDate,
  type BinaryCall,
  type Call,
  type CallName,
  type JsonCall,
  type ResultOf,
  sessionCalls,
  claimCalls,
  confirmationCalls,
  campaignCalls,
  videoMeetingCalls,
  stormWarningCalls,
  profileCalls,
  deviceCalls,
  videoAppointmentCalls,
  pageCalls,
  pensionCalls,
  dokboxCalls,
  contractCalls,
  contractPageCalls,
  generalCalls,
  postboxCalls,
  checklistCalls,
  ebikeCalls,
  immoWertCalls,
  inventoryCalls,
  INVENTORY_MESSAGES,
  maintenanceCalls,
} from '@servicebereich/protocol';
import { z } from 'zod/mini';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CallParams, Transport } from '../api/transport.ts';
import { DEMO_EMAIL_CHANGE_TOKEN, DEMO_STORM_CODE } from './demo-data.ts';
import { createDemoTransport } from './demo-transport.ts';
import { PASSKEY_ANSWER } from '../../test/passkey-answer.ts';

// A Wednesday; the demo data is computed from it.
const NOW = new Date(2026, 2, 18, 10, 30);
const TODAY = '2026-03-18';

const CONTRACTS = {
  savings: '4103827415',
  loan: '6104729583',
  flexibleLife: '8104629370',
  flexibleLife20: '8109274015',
  vollWert: '8207315846',
  car: '7305518264',
  ebike: '7508264931',
  home: '7401937582',
} as const;

const pdfFile = () => new File(['%PDF-1.4\n'], 'Befund.pdf', { type: 'application/pdf' });
const photoFile = () => new File(['\x89PNG'], 'Keller.png', { type: 'image/png' });

const SEPA_CHANGE = {
  vertragsnummer: CONTRACTS.savings,
  kontoinhaber: 'Sabine Wagner',
  iban: 'AT61 1904 3002 3457 3201',
  bic: 'BKAUATWW',
  abbuchungstag: '15',
};

type Example = CallParams | ((transport: Transport) => Promise<CallParams>);

const CLAIM = {
  typ: 'haushalt',
  vertragsnummer: CONTRACTS.home,
  schadenart: 'wasser',
  schadendatum: '2026-03-10',
  schadenort: 'Salzburg',
  beschreibung: 'Rohrbruch im Keller',
  gegenstand: ['Waschmaschine'],
  anschaffungsjahr: ['2021'],
  wert: ['650,00'],
  kontoinhaber: 'Sabine Wagner',
  iban: 'AT611904300234573201',
  file: [photoFile()],
};

/** Sets up the biometric login of the example device; answers its secret. */
async function deviceSecret(transport: Transport): Promise<string> {
  const params = { installationid: 'testmodus-geraet-0001' };
  return (await ok(transport, sessionCalls.registerDeviceLogin, params)).Result.DeviceSecret;
}

const PASSKEY_JSON = JSON.stringify(PASSKEY_ANSWER);

/** The number of a claim reported in this run. */
async function reportedClaim(transport: Transport): Promise<string> {
  return (await ok(transport, claimCalls.schadensmeldungMelden, CLAIM)).Result.Schadennummer;
}

/** A valid request for every call of the catalogue; a new call needs one here. */
const EXAMPLES: Record<CallName, Example> = {
  getCsrfToken: {},
  ping: {},
  beruf: { geschlecht: 'w' },
  titelV2: {},
  checkAppVersion: { version: '2.4.1', platform: 'android' },
  kontakt: {
    agentId: 'B-20417',
    thema: 'termin',
    betreff: 'Rückruf',
    nachricht: 'Bitte ruf mich an.',
  },
  getBeraterUebersicht: {},
  getVideoTerminSlots: { beraterid: 'B-20417' },
  bookVideoTermin: async (transport) => ({
    beraterid: 'B-20417',
    beginn: await freeSlot(transport),
    thema: 'vorsorge',
  }),
  getVideoTermine: {},
  moveVideoTermin: async (transport) => ({
    terminid: await upcomingAppointment(transport),
    beginn: await freeSlot(transport),
  }),
  cancelVideoTermin: async (transport) => ({ terminid: await upcomingAppointment(transport) }),
  emailMy21Feedback: { email: 'sabine.wagner@example.at', message: 'Tolle Tipps!' },
  emailMy21Fragebogen: { email: 'sabine.wagner@example.at', message: 'Frage 1: ja' },
  getErklaerungBarrierefreiheit: {},
  emailBarrierefreiheit: {
    email: 'sabine.wagner@example.at',
    ort: 'Postbox',
    message: 'Der Brief ist zu klein.',
  },
  debugHeader: {},
  checkPagePassword: { page: 'video-termin-abschluss', password: 'geheim' },
  login: { verfuegernummer: '1234567890', passwort: 'irgendwas', includeschadensmeldung: true },
  isLoggedIn: {},
  registerDeviceLogin: { installationid: 'testmodus-geraet-0001' },
  deviceLogin: async (transport) => ({
    verfuegernummer: '1234567890',
    installationid: 'testmodus-geraet-0001',
    secret: await deviceSecret(transport),
  }),
  getPasskeyRegistrationOptions: {},
  registerPasskey: { antwort: PASSKEY_JSON },
  getPasskeyLoginOptions: {},
  passkeyLogin: async (transport) => {
    await ok(transport, CALLS.registerPasskey, { antwort: PASSKEY_JSON });
    return { antwort: PASSKEY_JSON };
  },
  getPasskeys: {},
  removePasskey: async (transport) => {
    await ok(transport, CALLS.registerPasskey, { antwort: PASSKEY_JSON });
    const { Passkeys } = (await ok(transport, CALLS.getPasskeys)).Result;
    return { id: Passkeys[0]?.Id ?? '' };
  },
  logout: {},
  getTokenId: { call: 'GetPostBoxFile', fileid: 'PB-0009' },
  isMaintenance: {},
  isMaintenanceApp: {},
  getSliders: {},
  getMy21Content: {},
  startMy21: {},
  setMy21Erledigt: async (transport) => {
    await ok(transport, campaignCalls.startMy21);
    return { tag: 1, erledigt: true };
  },
  getVortraege: {},
  getVortrag: { id: 1 },
  getServiceSeite: { seite: 'schmerzlinderung' },
  getContentImage: { name: 'my21-tag-01.svg' },
  getVertraege: {},
  getVertragDetails: { vertragsnummer: CONTRACTS.savings },
  getVertragUmsaetze: { vertragsnummer: CONTRACTS.savings, jahr: 2025 },
  exportVertragUmsaetze: { vertragsnummer: CONTRACTS.savings, jahr: 2025, format: 'pdf' },
  confirmPassword: { passwort: 'irgendwas' },
  changeSepaLastschrift: async (transport) => {
    await ok(transport, sessionCalls.confirmPassword, { passwort: 'irgendwas' });
    return SEPA_CHANGE;
  },
  einzahlung: { vertragsnummer: CONTRACTS.savings, betrag: '100,00', confirmation: 'true' },
  auszahlung: { vertragsnummer: CONTRACTS.savings, betrag: '100,00', confirmation: 'true' },
  kfzBegutachtung: {
    vertragsnummer: CONTRACTS.car,
    wunschdatum: '2026-03-24',
    tageszeit: 'vormittag',
    telefon: '+43 664 1234567',
  },
  getVorsorge: { vertragsnummer: CONTRACTS.vollWert },
  changeVorsorge: {
    vertragsnummer: CONTRACTS.vollWert,
    praemie: '1.250,00',
    zahlungsintervall: 'YEARLY',
  },
  spontanZahlungCheck: { vertragsnummer: CONTRACTS.loan, betrag: '5.000,00' },
  spontanZahlung: { vertragsnummer: CONTRACTS.loan, betrag: '5.000,00', confirmation: 'true' },
  getFlexibleLife: { vertragsnummer: CONTRACTS.flexibleLife },
  getFlexibleLife20: { vertragsnummer: CONTRACTS.flexibleLife20 },
  changeFlexibleLife: {
    vertragsnummer: CONTRACTS.flexibleLife,
    praemie: '90,00',
    slots: ['fonds1', 'fonds3', 'fonds7'],
    anteile: [50, 30, 20],
    sendemail: true,
  },
  changeFlexibleLife20: {
    vertragsnummer: CONTRACTS.flexibleLife20,
    praemie: '360,00',
    slots: ['fonds1', 'fonds2'],
    anteile: [60, 40],
  },
  fondsDaten: { vertragsnummer: CONTRACTS.flexibleLife },
  fondsDaten20: { vertragsnummer: CONTRACTS.flexibleLife20 },
  vollWertFondsDaten: { vertragsnummer: CONTRACTS.vollWert },
  getCheckLists: {},
  uploadCheckListDocument: {
    description: 'Grundbuchauszug vom März',
    checklistItemId: 'KCL-1-3',
    checklistfile: pdfFile(),
  },
  deleteCheckListDocument: { DocumentId: 'KCL-DOC-11' },
  getPostBoxEntries: {},
  getPostBoxSettings: {},
  setPostBoxSettings: {
    elektronischezustellung: true,
    zustimmungstext: POSTBOX_CONSENT_VERSION,
    benachrichtigung: true,
    email: 'sabine@example.at',
  },
  requestPostBoxPaperCopy: {},
  setPostBoxEntryRead: { fileid: 'PB-0009' },
  getPostBoxFile: { fileid: 'PB-0009' },
  getDokbox: {},
  getDokboxFiles: { limitStart: 0, orderBy: 'FileDate' },
  getDokboxFile: { fileId: 'DB-1001' },
  addDokboxFile: {
    date: TODAY,
    name: 'Wasserschaden Keller',
    categoryId: 1,
    desc: 'Fotos vom Keller',
    file: [photoFile(), photoFile()],
  },
  modifyDokboxFile: {
    fileId: 'DB-1001',
    date: TODAY,
    name: 'Reiseversicherung Kroatien',
    categoryId: 6,
    desc: 'Neue Polizze',
  },
  deleteDokboxFile: { fileId: 'DB-1001' },
  shareFile: { fileId: 'DB-1001' },
  unshareFile: { fileId: 'DB-1001' },
  sendFileToCoach: { fileid: 'DB-1001', beratermessage: 'Bitte anschauen.' },
  showDokboxFile: { FileId: 'DB-1001' },
  getBerater: { vertragsnummer: CONTRACTS.car },
  getBeraterBild: { beraterid: 'B-20417' },
  videoCallGenerate: { password: 'Termin1', beraterid: 'B-20417' },
  getVideoTerminAbschluss: async (transport) => {
    await unlockCompletion(transport);
    return {};
  },
  videoTerminFeedback: async (transport) => {
    await unlockCompletion(transport);
    return { bewertung: 5 };
  },
  schadensmeldungMelden: CLAIM,
  schadensmeldungMeldenGast: {
    ...CLAIM,
    geburtsdatum: '1984-06-14',
    plz: '5020',
    name: 'Sabine Wagner',
    email: 'sabine.wagner@example.at',
  },
  getSchadensmeldungen: {},
  getSchadensmeldung: async (transport) => ({ schadennummer: await reportedClaim(transport) }),
  addSchadensmeldungDokumente: async (transport) => ({
    schadennummer: await reportedClaim(transport),
    file: [pdfFile()],
  }),
  videoCallGetRoom: async (transport) => {
    const { Result } = await ok(transport, videoMeetingCalls.videoCallGenerate, {
      password: 'Termin1',
      beraterid: 'B-20417',
    });
    return { chatid: Result.ChatId ?? '' };
  },
  unwetterGetStatus: { vertragsnummer: CONTRACTS.home },
  unwetterSetPLZForContract: { vertragsnummer: CONTRACTS.car, plz: ['1070', '2380'] },
  unwetterSetStatus: { vertragsnummer: CONTRACTS.home, aktiv: 'false', peremail: 'false' },
  unwetterDeactivate: { vertragsnummer: CONTRACTS.home },
  unwetterGetDevicesForContract: { vertragsnummer: CONTRACTS.home },
  unwetterRemoveDeviceFromContract: {
    vertragsnummer: CONTRACTS.home,
    deviceid: 'sms-testmodus-0001',
  },
  unwetterAddMobil: { vertragsnummer: CONTRACTS.home, mobil: '650 1234567', devicename: 'Büro' },
  unwetterConfirmMobil: async (transport) => {
    const { Result } = await ok(transport, stormWarningCalls.unwetterAddMobil, {
      vertragsnummer: CONTRACTS.home,
      mobil: '676 1234567',
    });
    return { vertragsnummer: CONTRACTS.home, deviceid: Result.deviceid, code: DEMO_STORM_CODE };
  },
  unwetterRegisterPush: {
    vertragsnummer: CONTRACTS.home,
    deviceid: 'fcm:testmodus',
    devicename: 'Tablet',
  },
  unwetterGetWarnings: { vertragsnummer: CONTRACTS.home },
  getEbikeTrackerStatus: { vertragsnummer: CONTRACTS.ebike },
  activateEbikeTracker: {
    vertragsnummer: CONTRACTS.ebike,
    rahmennummer: 'KTM-2024-118843',
    trackerid: '356938035643809',
  },
  getHausrat: {},
  hausratSpeichern: {
    vertragsnummer: CONTRACTS.home,
    bezeichnung: 'Sofa',
    raum: 'Wohnzimmer',
    anzahl: '1',
  },
  hausratLoeschen: async (transport) => ({
    id: (await ok(transport, inventoryCalls.getHausrat)).Result[0]?.Id ?? '',
  }),
  exportHausrat: { vertragsnummer: CONTRACTS.home, format: 'pdf' },
  bestaetigungAnfordern: { vertragsnummer: CONTRACTS.car, art: 'versicherung' },
  getBestaetigungen: { vertragsnummer: CONTRACTS.car },
  bestaetigungWiderrufen: async (transport) => ({
    id: (await confirmed(transport)).Bestaetigung.Id,
  }),
  bestaetigungPruefen: async (transport) => ({ code: (await confirmed(transport)).Pruefcode }),
  immoWertBewertung: {
    objektart: 'wohnung',
    strasse: 'Ignaz-Harrer-Straße',
    hausnummer: '17',
    plz: '5020',
    ort: 'Salzburg',
    baujahr: '1998',
    wohnflaeche: '84',
    zustand: 'gepflegt',
  },
  getUserAddress: {},
  updateUserData: {
    titelvorne: 'Mag.',
    email: 'sabine.wagner@example.at',
    mobil: '0664 2718345',
    strasse: 'Linzer Gasse',
    hausnummer: '38',
    stiegestocktuer: '2/5',
    plz: '5020',
    ort: 'Salzburg',
    beruf: 'lehrer',
  },
  getEmailChange: {},
  confirmEmailChange: async (transport) => {
    await ok(transport, profileCalls.updateUserData, {
      ...(EXAMPLES.updateUserData as CallParams),
      email: 'sabine.neu@example.at',
    });
    return { token: DEMO_EMAIL_CHANGE_TOKEN };
  },
  changePassword: {
    verfuegernummer: '1234567890',
    passwordold: 'irgendwas',
    passwordnew: 'Neu-Passwort-2026',
  },
  getSessions: {},
  getMeineDaten: {},
  endSession: { id: 'testmodus-iphone-00001' },
  endOtherSessions: {},
  getDeviceLogins: {},
  registerPush: {
    installationid: 'testmodus-geraet-0001',
    art: 'fcm',
    token: 'testmodus-token-0001',
  },
  unregisterPush: { installationid: 'testmodus-geraet-0001' },
  getPushSettings: {},
  setPushSettings: { schaden: 'false' },
  getVapidPublicKey: {},
  nutzungsstatistik: { ereignisse: ['ansicht|/dashboard', 'upload|dokbox'] },
  endDeviceLogin: async (transport) => {
    await deviceSecret(transport);
    const { Result } = await ok(transport, deviceCalls.getDeviceLogins);
    return { id: Result.Geraete[0]?.Id ?? '' };
  },
  checkActivationCode: {
    verfuegernummer: '1234567890',
    aktivierungscode: 'SB26-AKTV-7X9Q-4M2K',
    geburtsdatum: '1984-06-14',
  },
  activate: {
    verfuegernummer: '1234567890',
    aktivierungscode: 'SB26-AKTV-7X9Q-4M2K',
    geburtsdatum: '1984-06-14',
    passwordnew: 'Neu-Passwort-2026',
  },
};

const answerSchema = envelopeSchema(z.unknown());

/** Object URLs are not part of jsdom; this one remembers which Blob each address stands for. */
const objectUrls = new Map<string, Blob>();
beforeAll(() => {
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    value: (blob: Blob) => {
      const url = `blob:test/${objectUrls.size + 1}`;
      objectUrls.set(url, blob);
      return url;
    },
  });
});

function blobAt(url: string): Blob {
  const blob = objectUrls.get(url);
  if (blob === undefined) throw new Error(`No object URL ${url}`);
  return blob;
}

async function send(transport: Transport, call: Call, params: CallParams = {}) {
  const { httpStatus, body } = await transport.send({
    call,
    params,
    csrfToken: null,
    signal: new AbortController().signal,
  });
  return { httpStatus, body: answerSchema.parse(body) };
}

/** Sends a call that must succeed and returns its Result, checked against the call's schema. */
async function ok<C extends JsonCall>(transport: Transport, call: C, params: CallParams = {}) {
  const { body } = await send(transport, call, params);
  if (body.Status !== 200) throw new Error(`${call.fn} failed: ${JSON.stringify(body.Errors)}`);
  return { Result: call.result.parse(body.Result) as ResultOf<C> };
}

async function errors(transport: Transport, call: Call, params: CallParams = {}) {
  const { httpStatus, body } = await send(transport, call, params);
  expect(httpStatus).toBe(400);
  if (body.Status !== 400) throw new Error(`${call.fn} did not fail`);
  return body.Errors;
}

async function freeSlot(transport: Transport): Promise<string> {
  const { Result } = await ok(transport, videoAppointmentCalls.getVideoTerminSlots, {
    beraterid: 'B-20417',
  });
  return Result.Slots[0]?.Beginn ?? '';
}

/** The completion page's calls act on the appointment its page password opened. */
async function unlockCompletion(transport: Transport): Promise<void> {
  await ok(transport, pageCalls.checkPagePassword, {
    page: 'video-termin-abschluss',
    password: 'Termin1',
  });
}

async function upcomingAppointment(transport: Transport): Promise<string> {
  const { Result } = await ok(transport, videoAppointmentCalls.getVideoTermine);
  return Result.Termine[0]?.TerminId ?? '';
}

/** A confirmation of the car insurance, requested in the test mode. */
async function confirmed(transport: Transport) {
  return (
    await ok(transport, confirmationCalls.bestaetigungAnfordern, {
      vertragsnummer: CONTRACTS.car,
      art: 'kfz-haftpflicht',
    })
  ).Result;
}

async function loggedIn(): Promise<Transport> {
  const transport = createDemoTransport(NOW);
  await ok(transport, sessionCalls.login, EXAMPLES.login as CallParams);
  return transport;
}

async function exampleParams(name: CallName, transport: Transport): Promise<CallParams> {
  const example = EXAMPLES[name] as Example | undefined;
  if (example === undefined) throw new Error(`No example params for ${name}`);
  return typeof example === 'function' ? example(transport) : example;
}

const entries = Object.entries(CALLS) as [CallName, Call][];
const jsonCalls = entries.filter((e): e is [CallName, JsonCall] => e[1].response === 'json');
const binaryCalls = entries.filter((e): e is [CallName, BinaryCall] => e[1].response === 'binary');

describe('every call of the catalogue', () => {
  it.each(jsonCalls)(
    '%s answers Status 200 with a Result its schema accepts',
    async (name, call) => {
      const transport = await loggedIn();
      const { httpStatus, body } = await send(
        transport,
        call,
        await exampleParams(name, transport),
      );
      expect(body).toMatchObject({ Status: 200 });
      expect(httpStatus).toBe(200);
      const parsed = call.result.safeParse(body.Status === 200 ? body.Result : undefined);
      expect(parsed.error?.issues ?? []).toEqual([]);
    },
  );

  it.each(binaryCalls)('%s gives the address of a PDF, PNG or ZIP', async (name, call) => {
    const transport = await loggedIn();
    const params = (await exampleParams(name, transport)) as Record<string, string>;
    const blob = blobAt(transport.fileUrl(call, params));
    const head = new Uint8Array(await blob.arrayBuffer()).slice(0, 5);
    if (blob.type === 'application/pdf') expect(new TextDecoder().decode(head)).toBe('%PDF-');
    else if (blob.type === 'application/zip')
      expect([...head.slice(0, 4)]).toEqual([0x50, 0x4b, 3, 4]);
    else expect([...head.slice(1, 4)]).toEqual([0x50, 0x4e, 0x47]);
  });

  it.each(entries.filter(([, call]) => !call.params.safeParse({}).success))(
    '%s without its parameters answers Status 400 with field errors',
    async (name, call) => {
      const transport = await loggedIn();
      const fields = Object.keys(await exampleParams(name, transport));
      const found = await errors(transport, call);
      expect(Object.keys(found).length).toBeGreaterThan(0);
      for (const field of Object.keys(found)) expect(fields).toContain(field);
    },
  );
});

describe('validation', () => {
  it('answers the first problem of each field, by wire name', async () => {
    const transport = await loggedIn();
    const found = await errors(transport, profileCalls.updateUserData, {
      ...(EXAMPLES.updateUserData as CallParams),
      strasse: ' ',
      plz: '502',
      email: 'keine-adresse',
    });
    expect(found).toEqual({
      strasse: 'Bitte gib deine Straße ein.',
      plz: 'Bitte gib eine österreichische Postleitzahl (4 Ziffern) ein.',
      email: 'Bitte gib eine gültige E-Mail-Adresse ein.',
    });
  });

  it('parses German amounts strictly', async () => {
    const transport = await loggedIn();
    const found = await errors(transport, pensionCalls.spontanZahlungCheck, {
      vertragsnummer: CONTRACTS.loan,
      betrag: '5000.5',
    });
    expect(found).toEqual({ betrag: 'Bitte gib den Betrag im Format 1.234,56 ein.' });
  });

  it('checks the files of a multipart call', async () => {
    const transport = await loggedIn();
    const { file: _file, ...withoutFile } = EXAMPLES.addDokboxFile as CallParams;
    expect(await errors(transport, dokboxCalls.addDokboxFile, withoutFile)).toEqual({
      file: 'Bitte wähle eine Datei aus.',
    });
    const text = new File(['x'], 'notiz.txt', { type: 'text/plain' });
    expect(
      await errors(transport, dokboxCalls.addDokboxFile, { ...withoutFile, file: text }),
    ).toEqual({
      file: 'Bitte wähle nur Bilder oder PDF-Dateien aus.',
    });
  });

  it('refuses an unknown contract', async () => {
    const transport = await loggedIn();
    expect(
      await errors(transport, contractCalls.getVertragDetails, { vertragsnummer: '9999999999' }),
    ).toEqual({ vertragsnummer: 'Der Vertrag wurde nicht gefunden.' });
  });
});

describe('login and logout', () => {
  it('logs in only the test customer', async () => {
    const transport = createDemoTransport(NOW);
    expect(
      await errors(transport, sessionCalls.login, {
        verfuegernummer: '1000000001',
        passwort: 'Geheim1',
      }),
    ).toEqual({ general: 'Die Verfügernummer oder das Passwort ist nicht korrekt.' });
    expect(
      await errors(transport, sessionCalls.login, { verfuegernummer: '1234567890', passwort: '' }),
    ).toEqual({ passwort: 'Bitte gib dein Passwort ein.' });
    expect((await ok(transport, sessionCalls.isLoggedIn)).Result.LoggedIn).toBe(false);
  });

  it('logs in with any password and answers contracts, checklists, first name and token', async () => {
    const transport = createDemoTransport(NOW);
    const { Result } = await ok(transport, sessionCalls.login, {
      verfuegernummer: '1234567890',
      passwort: 'x',
    });
    expect(Result.vorname).toBe('Sabine');
    expect(Result.CSRFToken).toBe(
      (await ok(transport, generalCalls.getCsrfToken)).Result.CSRFToken,
    );
    expect(Result.checklists).toHaveLength(1);
    // Without includeschadensmeldung the claim features are left out.
    const features = Result.vertraege.flatMap((c) => Object.keys(c.Features));
    expect(features).toContain('Unwetter');
    expect(features.filter((f) => f.startsWith('Schadensmeldung'))).toEqual([]);
    expect((await ok(transport, sessionCalls.isLoggedIn)).Result.LoggedIn).toBe(true);
  });

  it('answers customer calls only while logged in', async () => {
    const transport = createDemoTransport(NOW);
    expect(await errors(transport, contractCalls.getVertraege)).toEqual({
      notloggedin: 'Bitte melde dich an.',
    });
    await ok(transport, campaignCalls.getSliders);
    await ok(transport, sessionCalls.login, EXAMPLES.login as CallParams);
    await ok(transport, contractCalls.getVertraege);
    await ok(transport, sessionCalls.logout);
    expect((await ok(transport, sessionCalls.isLoggedIn)).Result.LoggedIn).toBe(false);
    expect(await errors(transport, generalCalls.ping)).toHaveProperty('notloggedin');
  });

  it('rejects with the reason of an aborted request', async () => {
    const transport = createDemoTransport(NOW);
    const controller = new AbortController();
    controller.abort(new Error('weg'));
    await expect(
      transport.send({
        call: sessionCalls.isLoggedIn,
        params: {},
        csrfToken: null,
        signal: controller.signal,
      }),
    ).rejects.toThrow('weg');
  });
});

describe('the test mode tells one story', () => {
  it('has electronic delivery on, to the profile address, for the letters in its postbox', async () => {
    const transport = await loggedIn();
    expect((await ok(transport, postboxCalls.getPostBoxEntries)).Result.length).toBeGreaterThan(0);
    const { email } = (await ok(transport, profileCalls.getUserAddress)).Result;
    expect((await ok(transport, postboxCalls.getPostBoxSettings)).Result).toMatchObject({
      ElektronischeZustellung: true,
      Zustimmungstext: POSTBOX_CONSENT_VERSION,
      Benachrichtigung: true,
      Email: email,
    });
  });
});

describe('changes stay visible while the test mode runs', () => {
  it('postbox settings', async () => {
    const transport = await loggedIn();
    await ok(transport, postboxCalls.setPostBoxSettings, {
      elektronischezustellung: false,
      benachrichtigung: false,
      email: '',
    });
    expect((await ok(transport, postboxCalls.getPostBoxSettings)).Result).toEqual({
      ElektronischeZustellung: false,
      ZugestimmtAm: null,
      Zustimmungstext: null,
      PapierfassungAngefordertAm: null,
      Benachrichtigung: false,
      Email: '',
    });
    await ok(transport, postboxCalls.setPostBoxSettings, {
      elektronischezustellung: true,
      zustimmungstext: POSTBOX_CONSENT_VERSION,
      benachrichtigung: false,
      email: '',
    });
    expect((await ok(transport, postboxCalls.getPostBoxSettings)).Result).toMatchObject({
      ZugestimmtAm: TODAY,
    });
  });

  it('the free paper copy, once', async () => {
    const transport = await loggedIn();
    const first = await ok(transport, postboxCalls.requestPostBoxPaperCopy);
    expect(first.Result).toEqual({ AngefordertAm: TODAY, Neu: true });
    const second = await ok(transport, postboxCalls.requestPostBoxPaperCopy);
    expect(second.Result).toEqual({ AngefordertAm: TODAY, Neu: false });
  });

  it('a postbox message is read once marked so, not when its PDF is fetched; earlier answers stay as they were', async () => {
    const transport = await loggedIn();
    const before = (await ok(transport, postboxCalls.getPostBoxEntries)).Result;
    const unread = before.find((e) => e.Status === 'UNREAD');
    if (unread === undefined) throw new Error('no unread message');
    const pdf = blobAt(transport.fileUrl(postboxCalls.getPostBoxFile, { fileid: unread.Key }));
    expect(pdf.type).toBe('application/pdf');
    const status = async () =>
      (await ok(transport, postboxCalls.getPostBoxEntries)).Result.find((e) => e.Key === unread.Key)
        ?.Status;
    expect(await status()).toBe('UNREAD');
    const marked = await ok(transport, postboxCalls.setPostBoxEntryRead, { fileid: unread.Key });
    expect(marked.Result).toMatchObject({ Key: unread.Key, Status: 'READ' });
    expect(await status()).toBe('READ');
    expect(unread.Status).toBe('UNREAD');
  });

  it('a download token is given only for a file the named call serves', async () => {
    const transport = await loggedIn();
    for (const params of [
      { call: 'GetPostBoxFile', fileid: 'PB-0009' },
      { call: 'ShowDokboxFile', fileid: 'DB-1001' },
      { call: 'ShowDokboxFile', fileid: 'PB-0009', Thumb: true },
    ]) {
      expect((await ok(transport, sessionCalls.getTokenId, params)).Result.ExpiresInSeconds).toBe(
        60,
      );
    }
    for (const params of [
      { call: 'GetPostBoxFile', fileid: 'DB-1001' },
      { call: 'ShowDokboxFile', fileid: 'PB-0009' },
      { call: 'ShowDokboxFile', fileid: 'DB-9999' },
    ]) {
      expect(await errors(transport, sessionCalls.getTokenId, params)).toEqual({
        fileid: 'Der Eintrag wurde nicht gefunden.',
      });
    }
  });

  it('a storm-warning phone number is added, confirmed with the code and removed', async () => {
    const transport = await loggedIn();
    const added = (
      await ok(transport, stormWarningCalls.unwetterAddMobil, {
        vertragsnummer: CONTRACTS.home,
        mobil: '650 1234567',
      })
    ).Result;
    expect(added).toMatchObject({
      mobil: '+436501234567',
      bestaetigt: false,
      plz: ['5020', '5071'],
    });
    const confirm = (code: string) =>
      errors(transport, stormWarningCalls.unwetterConfirmMobil, {
        vertragsnummer: CONTRACTS.home,
        deviceid: added.deviceid,
        code,
      });
    expect(await confirm('654321')).toEqual({ code: STORM_MESSAGES.codeWrong(4) });
    await ok(transport, stormWarningCalls.unwetterConfirmMobil, {
      vertragsnummer: CONTRACTS.home,
      deviceid: added.deviceid,
      code: DEMO_STORM_CODE,
    });
    const removed = await ok(transport, stormWarningCalls.unwetterRemoveDeviceFromContract, {
      vertragsnummer: CONTRACTS.home,
      deviceid: 'sms-testmodus-0001',
    });
    expect(removed.Result.map((d) => [d.mobil, d.bestaetigt])).toEqual([['+436501234567', true]]);
  });

  it('storm warnings are listed for the watched postcodes only', async () => {
    const transport = await loggedIn();
    const listed = async () =>
      (
        await ok(transport, stormWarningCalls.unwetterGetWarnings, {
          vertragsnummer: CONTRACTS.home,
        })
      ).Result.Warnungen;
    expect((await listed()).map((w) => [w.Art, w.PLZ, w.Aktuell])).toEqual([
      ['sturm', ['5020', '5071'], true],
      ['gewitter', ['5071'], false],
    ]);
    await ok(transport, stormWarningCalls.unwetterSetPLZForContract, {
      vertragsnummer: CONTRACTS.home,
      plz: ['5020'],
    });
    expect((await listed()).map((w) => w.Art)).toEqual(['sturm']);
  });

  it('user data', async () => {
    const transport = await loggedIn();
    await ok(transport, profileCalls.updateUserData, EXAMPLES.updateUserData as CallParams);
    const user = (await ok(transport, profileCalls.getUserAddress)).Result;
    expect(user).toMatchObject({
      nachname: 'Wagner',
      strasse: 'Linzer Gasse',
      titelhinten: '',
      mobil: '+436642718345',
    });
    expect(user.verfuegernummer).toBe('1234567890');
    expect(
      await errors(transport, profileCalls.updateUserData, {
        ...(EXAMPLES.updateUserData as CallParams),
        nachname: 'Huber',
      }),
    ).toEqual({ nachname: PROFILE_MESSAGES.readOnly.nachname });
  });

  it('a new e-mail address waits for its link, which works once', async () => {
    const transport = await loggedIn();
    await ok(transport, profileCalls.updateUserData, {
      ...(EXAMPLES.updateUserData as CallParams),
      email: 'sabine.neu@example.at',
    });
    expect((await ok(transport, profileCalls.getUserAddress)).Result.email).toBe(
      'sabine.wagner@example.at',
    );
    expect((await ok(transport, profileCalls.getEmailChange)).Result.Ausstehend?.email).toBe(
      'sabine.neu@example.at',
    );
    await ok(transport, profileCalls.confirmEmailChange, { token: DEMO_EMAIL_CHANGE_TOKEN });
    expect((await ok(transport, profileCalls.getUserAddress)).Result.email).toBe(
      'sabine.neu@example.at',
    );
    expect(
      await errors(transport, profileCalls.confirmEmailChange, { token: DEMO_EMAIL_CHANGE_TOKEN }),
    ).toEqual({ token: PROFILE_MESSAGES.linkExpired });
  });

  it('sharing and unsharing a DokBox file', async () => {
    const transport = await loggedIn();
    const shared = (await ok(transport, dokboxCalls.shareFile, { fileId: 'DB-1001' })).Result;
    expect(shared.filePublic).toBe(true);
    expect(shared.fileShareUrl).toMatch(/^https:\/\//);
    expect(shared.fileShareValidUntil).toBe(addDays(toIsoDate(NOW), 30));
    expect(
      (await ok(transport, dokboxCalls.getDokboxFile, { fileId: 'DB-1001' })).Result.filePublic,
    ).toBe(true);
    // A new term keeps the link.
    const week = (await ok(transport, dokboxCalls.shareFile, { fileId: 'DB-1001', tage: 7 }))
      .Result;
    expect(week).toMatchObject({
      fileShareUrl: shared.fileShareUrl,
      fileShareValidUntil: addDays(toIsoDate(NOW), 7),
    });
    const unshared = (await ok(transport, dokboxCalls.unshareFile, { fileId: 'DB-1001' })).Result;
    expect(unshared).toMatchObject({
      filePublic: false,
      fileShareUrl: null,
      fileShareValidUntil: null,
    });
  });

  it('uploaded DokBox files are listed as one group, show their content and can be deleted', async () => {
    const transport = await loggedIn();
    const photo = photoFile();
    const added = (
      await ok(transport, dokboxCalls.addDokboxFile, {
        ...(EXAMPLES.addDokboxFile as CallParams),
        file: [photo],
      })
    ).Result;
    expect(added).toHaveLength(1);
    const [file] = added;
    if (file === undefined) throw new Error('nothing added');
    expect(file.fileType).toBe('png');
    expect(blobAt(transport.fileUrl(dokboxCalls.showDokboxFile, { FileId: file.fileId }))).toBe(
      photo,
    );
    const listed = (await ok(transport, dokboxCalls.getDokboxFiles, { categoryId: 1, year: 2026 }))
      .Result;
    expect(listed.groups[0]).toMatchObject({ name: 'Wasserschaden Keller', date: TODAY });
    await ok(transport, dokboxCalls.deleteDokboxFile, { fileId: file.fileId });
    expect(await errors(transport, dokboxCalls.getDokboxFile, { fileId: file.fileId })).toEqual({
      fileId: 'Der Eintrag wurde nicht gefunden.',
    });
  });

  it('checklist documents are uploaded and deleted', async () => {
    const transport = await loggedIn();
    const document = (
      await ok(
        transport,
        checklistCalls.uploadCheckListDocument,
        EXAMPLES.uploadCheckListDocument as CallParams,
      )
    ).Result;
    expect(document).toMatchObject({ FileName: 'Befund.pdf', UploadDate: TODAY });
    const documentIds = async () =>
      (await ok(transport, checklistCalls.getCheckLists)).Result.flatMap((c) =>
        c.Items.flatMap((i) => i.Documents.map((d) => d.DocumentId)),
      );
    expect(await documentIds()).toContain(document.DocumentId);
    await ok(transport, checklistCalls.deleteCheckListDocument, {
      DocumentId: document.DocumentId,
    });
    expect(await documentIds()).not.toContain(document.DocumentId);
  });

  it('a spontaneous repayment lowers the loan and is booked', async () => {
    const transport = await loggedIn();
    const details = async () =>
      (await ok(transport, contractCalls.getVertragDetails, { vertragsnummer: CONTRACTS.loan }))
        .Result.Details;
    const before = (await details()).Balance ?? 0;
    const check = (
      await ok(
        transport,
        pensionCalls.spontanZahlungCheck,
        EXAMPLES.spontanZahlungCheck as CallParams,
      )
    ).Result;
    expect(check).toMatchObject({
      Betrag: 500_000,
      Restschuld: -before,
      Wertstellung: '2026-03-19',
    });
    await ok(transport, pensionCalls.spontanZahlung, EXAMPLES.spontanZahlung as CallParams);
    expect((await details()).Balance).toBe(before + 500_000);
    const { Entries } = (
      await ok(transport, contractPageCalls.getVertragUmsaetze, {
        vertragsnummer: CONTRACTS.loan,
        jahr: 2026,
      })
    ).Result;
    expect(Entries[0]).toMatchObject({
      BookingDate: TODAY,
      Text: 'Sondertilgung',
      Amount: 500_000,
    });
    expect(
      await errors(transport, pensionCalls.spontanZahlungCheck, {
        vertragsnummer: CONTRACTS.loan,
        betrag: '999.999.999,00',
      }),
    ).toEqual({ betrag: 'Der Betrag ist höher als die offene Restschuld.' });
  });

  it('a payout is checked without booking, then booked once confirmed', async () => {
    const transport = await loggedIn();
    const balance = async () =>
      (await ok(transport, contractCalls.getVertragDetails, { vertragsnummer: CONTRACTS.savings }))
        .Result.Details.Balance ?? 0;
    const before = await balance();
    const payout = { vertragsnummer: CONTRACTS.savings, betrag: '100,00' };
    const check = await ok(transport, contractPageCalls.auszahlung, {
      ...payout,
      confirmation: 'false',
    });
    expect(check.Result).toEqual({ Betrag: 10_000, Saldo: before - 10_000, Buchungsdatum: TODAY });
    expect(await balance()).toBe(before);
    expect(
      await errors(transport, contractPageCalls.auszahlung, {
        ...payout,
        betrag: '999.999,00',
        confirmation: 'false',
      }),
    ).toEqual({ betrag: 'Der Betrag ist höher als dein Guthaben.' });
    await ok(transport, contractPageCalls.auszahlung, { ...payout, confirmation: 'true' });
    expect(await balance()).toBe(before - 10_000);
  });

  it('a new direct-debit account needs the password and goes to every contract chosen', async () => {
    const transport = await loggedIn();
    const details = async (contractId: string) =>
      (await ok(transport, contractCalls.getVertragDetails, { vertragsnummer: contractId })).Result
        .Details;
    const change = { ...SEPA_CHANGE, weitereVertraege: [CONTRACTS.flexibleLife] };
    expect(await errors(transport, contractPageCalls.changeSepaLastschrift, change)).toEqual({
      passwort: 'Bitte bestätige die Änderung mit deinem Passwort.',
    });
    await ok(transport, sessionCalls.confirmPassword, { passwort: 'irgendwas' });
    expect(
      await errors(transport, contractPageCalls.changeSepaLastschrift, {
        ...change,
        weitereVertraege: [CONTRACTS.loan],
      }),
    ).toEqual({ weitereVertraege: 'Diese Verträge werden nicht vom selben Konto abgebucht.' });
    const { Result } = await ok(transport, contractPageCalls.changeSepaLastschrift, change);
    expect(Result.map((c) => c.ContractId)).toEqual([CONTRACTS.savings, CONTRACTS.flexibleLife]);
    for (const contractId of [CONTRACTS.savings, CONTRACTS.flexibleLife]) {
      expect(await details(contractId)).toMatchObject({
        Iban: 'AT611904300234573201',
        BankName: 'UniCredit Bank Austria AG',
      });
    }
    expect(await errors(transport, contractPageCalls.changeSepaLastschrift, change)).toEqual({
      passwort: 'Bitte bestätige die Änderung mit deinem Passwort.',
    });
  });

  it('a FlexibleLife change sets the fund shares, which must add up to 100 %', async () => {
    const transport = await loggedIn();
    await ok(transport, pensionCalls.changeFlexibleLife, EXAMPLES.changeFlexibleLife as CallParams);
    const { Result } = await ok(transport, pensionCalls.getFlexibleLife, {
      vertragsnummer: CONTRACTS.flexibleLife,
    });
    expect(Result.Praemie).toBe(9_000);
    expect(Result.Emailbestaetigung).toBe(true);
    expect(Result.Fonds.map((f) => f.Anteil)).toEqual([50, 0, 30, 0, 0, 0, 20]);
    expect(
      await errors(transport, pensionCalls.changeFlexibleLife20, {
        ...(EXAMPLES.changeFlexibleLife20 as CallParams),
        anteile: [60, 30],
      }),
    ).toEqual({ anteile: 'Die Anteile müssen zusammen 100 % ergeben.' });
    expect(
      await errors(transport, pensionCalls.changeFlexibleLife20, {
        ...(EXAMPLES.changeFlexibleLife20 as CallParams),
        slots: ['fonds1', 'fonds7'],
      }),
    ).toEqual({ slots: 'Der Fonds ist ungültig.' });
  });

  it('an e-bike tracker is requested, and active on the next look', async () => {
    const transport = await loggedIn();
    const params = { vertragsnummer: CONTRACTS.ebike };
    expect((await ok(transport, ebikeCalls.getEbikeTrackerStatus, params)).Result.Status).toBe(
      'nicht-aktiviert',
    );
    const requested = await ok(
      transport,
      ebikeCalls.activateEbikeTracker,
      EXAMPLES.activateEbikeTracker as CallParams,
    );
    expect(requested.Result).toMatchObject({
      Status: 'angefragt',
      Rahmennummer: 'KTM2024118843',
      TrackerId: '356938035643809',
    });
    expect(
      await errors(
        transport,
        ebikeCalls.activateEbikeTracker,
        EXAMPLES.activateEbikeTracker as CallParams,
      ),
    ).toEqual({ general: EBIKE_MESSAGES.alreadyRequested });
    expect((await ok(transport, ebikeCalls.getEbikeTrackerStatus, params)).Result.Status).toBe(
      'aktiv',
    );
  });

  it('an ImmoWert valuation lands in the DokBox as its one PDF', async () => {
    const transport = await loggedIn();
    const { Result } = await ok(
      transport,
      immoWertCalls.immoWertBewertung,
      EXAMPLES.immoWertBewertung as CallParams,
    );
    expect(Result.Bewertung).toMatchObject({ Bundesland: 'Salzburg', Schaetzwert: 38_600_000 });
    await ok(transport, immoWertCalls.immoWertBewertung, EXAMPLES.immoWertBewertung as CallParams);
    const { groups } = (await ok(transport, dokboxCalls.getDokboxFiles, {})).Result;
    const entry = groups.filter(
      (g) => g.name === 'ImmoWert - Wohnung, Ignaz-Harrer-Straße 17, 5020 Salzburg',
    );
    expect(entry.map((g) => [g.description, g.files.length])).toEqual([['1998###84', 1]]);
  });

  it('a confirmation lands in the DokBox folder "Bestätigungen", its check follows its revocation', async () => {
    const transport = await loggedIn();
    const { Bestaetigung, Pruefcode, Datei } = await confirmed(transport);
    const { categories } = (await ok(transport, dokboxCalls.getDokbox)).Result;
    expect(categories.find((c) => c.id === Datei.fileCategoryId)?.name).toBe('Bestätigungen');
    const check = async () =>
      (await ok(transport, confirmationCalls.bestaetigungPruefen, { code: Pruefcode })).Result;
    expect(await check()).toMatchObject({
      Ergebnis: 'gueltig',
      Dokument: { Titel: 'Bestätigung der Kfz-Haftpflichtversicherung', Stichtag: TODAY },
    });
    await ok(transport, confirmationCalls.bestaetigungWiderrufen, { id: Bestaetigung.Id });
    expect(await check()).toMatchObject({ Ergebnis: 'widerrufen', Widerrufen: TODAY });
    const listed = await ok(transport, confirmationCalls.getBestaetigungen, {
      vertragsnummer: CONTRACTS.car,
    });
    expect(listed.Result.map((c) => c.Widerrufen)).toEqual([NOW.getTime()]);
  });

  it('keeps a started household inventory: an item saved with a DokBox receipt, checked, exported', async () => {
    const transport = await loggedIn();
    const start = (await ok(transport, inventoryCalls.getHausrat)).Result;
    expect(start).toHaveLength(25);
    expect(new Set(start.map((item) => item.Raum)).size).toBe(4);
    const [receipt] = (
      await ok(transport, dokboxCalls.addDokboxFile, {
        name: 'Mein Hausrat – Rad',
        date: TODAY,
        categoryId: 8,
        desc: '',
        file: pdfFile(),
      })
    ).Result;
    const saved = (
      await ok(transport, inventoryCalls.hausratSpeichern, {
        vertragsnummer: CONTRACTS.home,
        bezeichnung: 'Rennrad',
        raum: 'Keller',
        preis: '2.400,00',
        anzahl: '1',
        belegId: receipt?.fileId ?? '',
      })
    ).Result;
    expect(saved).toMatchObject({ Preis: 240_000, Beleg: { fileId: receipt?.fileId } });
    expect((await ok(transport, inventoryCalls.getHausrat)).Result[0]?.Id).toBe(saved.Id);
    const refused = await send(transport, inventoryCalls.hausratSpeichern, {
      vertragsnummer: CONTRACTS.car,
      bezeichnung: 'Rennrad',
      raum: 'Keller',
      anzahl: '1',
    });
    expect(refused.body).toEqual({
      Status: 400,
      Errors: { vertragsnummer: INVENTORY_MESSAGES.contract },
    });
    const csv = blobAt(
      transport.fileUrl(inventoryCalls.exportHausrat, {
        vertragsnummer: CONTRACTS.home,
        format: 'csv',
      }),
    );
    const rows = (await csv.text()).split('\r\n');
    expect(rows).toHaveLength(26 + 2);
    expect(rows).toContain('Rennrad;Keller;;1;2.400,00;2.400,00;;Mein Hausrat – Rad;');
  });

  it('a balance confirmation takes a day not to come and not before the contract began', async () => {
    const transport = await loggedIn();
    const request = (stichtag: string) =>
      send(transport, confirmationCalls.bestaetigungAnfordern, {
        vertragsnummer: CONTRACTS.savings,
        art: 'kontostand',
        stichtag,
      });
    expect((await request(addDays(TODAY, 1))).body).toEqual({
      Status: 400,
      Errors: { stichtag: CONFIRMATION_MESSAGES.asOfFuture },
    });
    expect((await request(addDays(TODAY, -10))).body.Status).toBe(200);
  });
});

describe('the demo data', () => {
  async function contracts() {
    return (await ok(await loggedIn(), contractCalls.getVertraege)).Result;
  }

  it('has contracts of all 8 kinds in all 6 motive worlds', async () => {
    const all = await contracts();
    expect(new Set(all.map((c) => c.Kind))).toEqual(new Set(CONTRACT_KINDS));
    expect(new Set(all.flatMap((c) => Object.keys(c.Motives)))).toEqual(new Set(MOTIVE_IDS));
  });

  it('has only valid IBANs', async () => {
    const ibans = (await contracts()).flatMap((c) => c.Details.Iban ?? []);
    expect(ibans.length).toBeGreaterThan(3);
    for (const iban of ibans) expect(isValidIban(iban), iban).toBe(true);
  });

  it('has transactions of three years, up to today', async () => {
    const transport = await loggedIn();
    const { Result } = await ok(transport, contractPageCalls.getVertragUmsaetze, {
      vertragsnummer: CONTRACTS.savings,
      jahr: 2026,
    });
    expect(Result.Years).toEqual([2026, 2025, 2024]);
    expect(Result.Entries[0]?.BookingDate).toBe('2026-03-05');
    const lastYear = (
      await ok(transport, contractPageCalls.getVertragUmsaetze, {
        vertragsnummer: CONTRACTS.savings,
        jahr: 2025,
      })
    ).Result.Entries;
    expect(lastYear.map((e) => e.Text)).toContain('Bausparprämie 2025');
  });

  it('exports a year of transactions as CSV and as PDF', async () => {
    const transport = await loggedIn();
    const { Entries } = (
      await ok(transport, contractPageCalls.getVertragUmsaetze, {
        vertragsnummer: CONTRACTS.savings,
        jahr: 2025,
      })
    ).Result;
    const params = { vertragsnummer: CONTRACTS.savings, jahr: '2025' };
    const csv = blobAt(
      transport.fileUrl(contractPageCalls.exportVertragUmsaetze, { ...params, format: 'csv' }),
    );
    const bytes = new Uint8Array(await csv.arrayBuffer());
    // A byte order mark, so that spreadsheets read the file as UTF-8.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes).split('\r\n');
    expect(lines[0]).toBe('Buchungsdatum;Valutadatum;Buchungstext;Betrag in EUR');
    expect(lines).toHaveLength(Entries.length + 2);
    expect(lines.filter((line) => line.includes(';Bausparprämie 2025;'))).toHaveLength(1);
    const pdf = blobAt(
      transport.fileUrl(contractPageCalls.exportVertragUmsaetze, { ...params, format: 'pdf' }),
    );
    expect(pdf.type).toBe('application/pdf');
    expect(await pdf.text()).toContain(`(Summe der ${Entries.length} Buchungen:`);
  });

  it('has unread postbox messages, the special DokBox names and the postbox category', async () => {
    const transport = await loggedIn();
    const postbox = (await ok(transport, postboxCalls.getPostBoxEntries)).Result;
    expect(postbox.filter((e) => e.Status === 'UNREAD').length).toBeGreaterThan(0);
    const dokbox = (await ok(transport, dokboxCalls.getDokbox)).Result;
    expect(dokbox.categories.map((c) => c.id)).toContain(POSTBOX_CATEGORY_ID);
    expect(dokbox.timeline).toEqual([2026, 2025, 2024, 2023]);
    const { groups } = (await ok(transport, dokboxCalls.getDokboxFiles, { limit: 200 })).Result;
    const immoWert = groups.find((g) => g.name.startsWith(IMMOWERT_NAME_PREFIX));
    expect(immoWert?.description.split(IMMOWERT_DESCRIPTION_SEPARATOR)).toEqual(['1998', '84']);
    expect(groups.some((g) => g.name.startsWith(GEMEINSAM_GESUND_NAME_PREFIX))).toBe(true);
    expect(groups.some((g) => g.categoryId === POSTBOX_CATEGORY_ID)).toBe(true);
    expect(groups.find((g) => g.name === 'Fotos Hagelschaden Carport')?.files).toHaveLength(3);
  });

  it('has the fund slots of each product', async () => {
    const transport = await loggedIn();
    const slots = async (call: typeof pensionCalls.fondsDaten, vertragsnummer: string) =>
      (await ok(transport, call, { vertragsnummer })).Result.Fonds.map((f) => f.Slot);
    expect(await slots(pensionCalls.fondsDaten, CONTRACTS.flexibleLife)).toEqual([
      ...FUND_CHART_SLOTS,
    ]);
    expect(await slots(pensionCalls.fondsDaten20, CONTRACTS.flexibleLife20)).toEqual([
      ...FLEXIBLELIFE20_FUND_CHART_SLOTS,
    ]);
    expect(await slots(pensionCalls.vollWertFondsDaten, CONTRACTS.vollWert)).toHaveLength(5);
    const { Result } = await ok(transport, pensionCalls.vollWertFondsDaten, {
      vertragsnummer: CONTRACTS.vollWert,
    });
    // Valued on the last business day; the history ends at the current value.
    expect(Result.Stichtag).toBe('2026-03-17');
    expect(Result.Verlauf).toHaveLength(36);
    expect(Result.Verlauf.at(-1)).toEqual({ Datum: Result.Stichtag, Wert: Result.Gesamtwert });
  });

  it('gives each fund product a history of its own shape', async () => {
    const transport = await loggedIn();
    const history = async (call: typeof pensionCalls.fondsDaten, vertragsnummer: string) => {
      const { Verlauf, Gesamtwert } = (await ok(transport, call, { vertragsnummer })).Result;
      expect(Verlauf.at(-1)?.Wert).toBe(Gesamtwert);
      return Verlauf.map((point) => point.Wert);
    };
    /** The month of the first fall: where a product's swings begin. */
    const firstFall = (values: number[]) =>
      values.findIndex((value, i) => i > 0 && value < (values[i - 1] ?? 0));
    const flexibleLife = await history(pensionCalls.fondsDaten, CONTRACTS.flexibleLife);
    const vollWert = await history(pensionCalls.vollWertFondsDaten, CONTRACTS.vollWert);
    expect(firstFall(flexibleLife)).toBeGreaterThan(0);
    expect(firstFall(vollWert)).toBeGreaterThan(0);
    expect(firstFall(flexibleLife)).not.toBe(firstFall(vollWert));
  });

  it('has 21 my21 days and no maintenance notice', async () => {
    const transport = createDemoTransport(NOW);
    const days = (await ok(transport, campaignCalls.getMy21Content)).Result.Days;
    expect(days.map((d) => d.Day)).toEqual(Array.from({ length: 21 }, (_, i) => i + 1));
    expect(days.every((d) => !d.Unlocked)).toBe(true);
    await ok(transport, sessionCalls.login, EXAMPLES.login as CallParams);
    const started = (await ok(transport, campaignCalls.startMy21)).Result;
    expect(started.Started).toBe(TODAY);
    expect(started.Days[0]).toMatchObject({ Day: 1, Unlocked: true, Done: false });
    expect(started.Days[1]).toEqual({ Day: 2, Unlocked: false, UnlocksOn: '2026-03-19' });
    expect(
      await errors(transport, campaignCalls.setMy21Erledigt, { tag: 2, erledigt: true }),
    ).toEqual({
      tag: 'Dieser Tag ist noch nicht freigeschaltet. Er öffnet am 19.03.2026.',
    });
    expect((await ok(transport, maintenanceCalls.isMaintenance)).Result.Text).toBe('');
    expect((await ok(transport, maintenanceCalls.isMaintenanceApp)).Result.Text).toBe('');
  });
});
