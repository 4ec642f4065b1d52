import {
  CALLS,
  type CallName,
  type DokboxFile,
  type SignedInDevice,
} from '@servicebereich/protocol';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FactoryCustomer } from '../test/factory.ts';
import { jpeg, pdf } from '../test/files.ts';
import {
  multipartBody,
  postgresUnavailable,
  useTestWorld,
  type ApiClient,
  type TestApp,
} from '../test/harness.ts';
import { softwareAuthenticator } from '../test/passkey-authenticator.ts';
import { startSmsReceiver, type TestSmsReceiver } from '../test/sms-receiver.ts';
import { startEbikeTrackerProvider, type TestEbikeProvider } from '../test/ebike-provider.ts';

// Every call that takes an id answers another customer's id exactly as an id that does not
// exist, for every id-taking call of the catalogue: a new call with an id parameter fails this
// test until it has a sample here.

/** The parameters by which calls name a customer's things. */
const ID_KEYS = [
  'vertragsnummer',
  'fileId',
  'FileId',
  'fileid',
  'DocumentId',
  'checklistItemId',
  'schadennummer',
  'id',
  'terminid',
  'deviceid',
];

type Owned = {
  savings: string;
  loan: string;
  motor: string;
  ebike: string;
  flexibleLife: string;
  flexibleLife20: string;
  vollWert: string;
  checklistItem: string;
  checklistDocument: string;
  letter: string;
  file: string;
  claim: string;
  /** Another session of the owner, as listed among the signed-in devices. */
  session: string;
  /** A device set up for the owner's biometric login, as the device list names it. */
  deviceLogin: string;
  /** A passkey of the owner's, as the settings list it. */
  passkey: string;
  adviser: string;
  appointment: string;
  /** A contract with a storm warning, its phone number (waiting for its code) and that code. */
  home: string;
  stormMobile: string;
  stormCode: string;
  /** A confirmation of the savings contract's balance. */
  confirmation: string;
  /** An item of the household inventory of `home`. */
  item: string;
};

type Sample = {
  /** The parameter that names the thing. */
  id: string;
  params: (owned: Owned) => Record<string, string | string[]>;
  /** For an upload: the name of the PDF sent with it. */
  upload?: string;
  /** The call needs the password confirmed first: each client confirms its own. */
  reauthenticate?: true;
};

const FUNDS = { slots: ['fonds1', 'fonds2', 'fonds3'], anteile: ['40', '40', '20'] };
const FUND_CHANGE = { praemie: '100,00', risiko: 'false', sendemail: 'false', ...FUNDS };

const SAMPLES: Partial<Record<CallName, Sample>> = {
  bookVideoTermin: {
    id: 'vertragsnummer',
    params: (o) => ({
      beraterid: o.adviser,
      beginn: '2026-11-23T09:00:00.000Z',
      thema: 'finanzierung',
      vertragsnummer: o.savings,
    }),
  },
  moveVideoTermin: {
    id: 'terminid',
    params: (o) => ({ terminid: o.appointment, beginn: '2026-11-24T08:00:00.000Z' }),
  },
  cancelVideoTermin: { id: 'terminid', params: (o) => ({ terminid: o.appointment }) },
  getVertragDetails: { id: 'vertragsnummer', params: (o) => ({ vertragsnummer: o.savings }) },
  getVertragUmsaetze: {
    id: 'vertragsnummer',
    params: (o) => ({ vertragsnummer: o.savings, jahr: '2026' }),
  },
  exportVertragUmsaetze: {
    id: 'vertragsnummer',
    params: (o) => ({ vertragsnummer: o.savings, jahr: '2026', format: 'pdf' }),
  },
  changeSepaLastschrift: {
    id: 'vertragsnummer',
    reauthenticate: true,
    params: (o) => ({
      vertragsnummer: o.savings,
      kontoinhaber: 'Anna Berger',
      iban: 'AT611904300234573201',
      bic: 'BKAUATWW',
      abbuchungstag: '25',
    }),
  },
  einzahlung: {
    id: 'vertragsnummer',
    params: (o) => ({ vertragsnummer: o.savings, betrag: '100,00', confirmation: 'true' }),
  },
  auszahlung: {
    id: 'vertragsnummer',
    params: (o) => ({ vertragsnummer: o.savings, betrag: '100,00', confirmation: 'true' }),
  },
  kfzBegutachtung: {
    id: 'vertragsnummer',
    params: (o) => ({
      vertragsnummer: o.motor,
      wunschdatum: '2026-11-25',
      tageszeit: 'vormittag',
      telefon: '+43 664 1234567',
    }),
  },
  getVorsorge: { id: 'vertragsnummer', params: (o) => ({ vertragsnummer: o.vollWert }) },
  changeVorsorge: {
    id: 'vertragsnummer',
    params: (o) => ({
      vertragsnummer: o.vollWert,
      praemie: '1.200,00',
      zahlungsintervall: 'YEARLY',
    }),
  },
  spontanZahlungCheck: {
    id: 'vertragsnummer',
    params: (o) => ({ vertragsnummer: o.loan, betrag: '5.000,00' }),
  },
  spontanZahlung: {
    id: 'vertragsnummer',
    params: (o) => ({ vertragsnummer: o.loan, betrag: '5.000,00', confirmation: 'true' }),
  },
  getFlexibleLife: { id: 'vertragsnummer', params: (o) => ({ vertragsnummer: o.flexibleLife }) },
  getFlexibleLife20: {
    id: 'vertragsnummer',
    params: (o) => ({ vertragsnummer: o.flexibleLife20 }),
  },
  changeFlexibleLife: {
    id: 'vertragsnummer',
    params: (o) => ({ vertragsnummer: o.flexibleLife, ...FUND_CHANGE }),
  },
  changeFlexibleLife20: {
    id: 'vertragsnummer',
    params: (o) => ({ vertragsnummer: o.flexibleLife20, ...FUND_CHANGE }),
  },
  fondsDaten: { id: 'vertragsnummer', params: (o) => ({ vertragsnummer: o.flexibleLife }) },
  fondsDaten20: { id: 'vertragsnummer', params: (o) => ({ vertragsnummer: o.flexibleLife20 }) },
  vollWertFondsDaten: { id: 'vertragsnummer', params: (o) => ({ vertragsnummer: o.vollWert }) },
  getBerater: { id: 'vertragsnummer', params: (o) => ({ vertragsnummer: o.savings }) },
  getEbikeTrackerStatus: { id: 'vertragsnummer', params: (o) => ({ vertragsnummer: o.ebike }) },
  activateEbikeTracker: {
    id: 'vertragsnummer',
    params: (o) => ({
      vertragsnummer: o.ebike,
      rahmennummer: 'WBK1234567X',
      trackerid: '356938035643809',
    }),
  },
  kontakt: {
    id: 'vertragsnummer',
    params: (o) => ({
      vertragsnummer: o.savings,
      headquarter: 'true',
      thema: 'vertrag',
      nachricht: 'Bitte ruf mich an.',
    }),
    upload: 'beleg.pdf',
  },
  uploadCheckListDocument: {
    id: 'checklistItemId',
    params: (o) => ({ checklistItemId: o.checklistItem, description: 'Lohnzettel' }),
    upload: 'lohnzettel.pdf',
  },
  deleteCheckListDocument: {
    id: 'DocumentId',
    params: (o) => ({ DocumentId: o.checklistDocument }),
  },
  getPostBoxFile: { id: 'fileid', params: (o) => ({ fileid: o.letter }) },
  setPostBoxEntryRead: { id: 'fileid', params: (o) => ({ fileid: o.letter }) },
  getTokenId: {
    id: 'fileid',
    params: (o) => ({ call: 'ShowDokboxFile', fileid: o.file, Thumb: 'true' }),
  },
  getDokboxFile: { id: 'fileId', params: (o) => ({ fileId: o.file }) },
  modifyDokboxFile: {
    id: 'fileId',
    params: (o) => ({
      fileId: o.file,
      date: '2026-10-03',
      name: 'Einzug',
      categoryId: '4',
      desc: 'Neue Beschreibung',
    }),
  },
  deleteDokboxFile: { id: 'fileId', params: (o) => ({ fileId: o.file }) },
  shareFile: { id: 'fileId', params: (o) => ({ fileId: o.file }) },
  unshareFile: { id: 'fileId', params: (o) => ({ fileId: o.file }) },
  sendFileToCoach: {
    id: 'fileid',
    params: (o) => ({ fileid: o.file, beratermessage: 'Bitte ansehen.' }),
  },
  showDokboxFile: { id: 'FileId', params: (o) => ({ FileId: o.file }) },
  getSchadensmeldung: { id: 'schadennummer', params: (o) => ({ schadennummer: o.claim }) },
  addSchadensmeldungDokumente: {
    id: 'schadennummer',
    params: (o) => ({ schadennummer: o.claim }),
    upload: 'nachtrag.pdf',
  },
  endSession: { id: 'id', params: (o) => ({ id: o.session }) },
  endDeviceLogin: { id: 'id', params: (o) => ({ id: o.deviceLogin }) },
  removePasskey: { id: 'id', params: (o) => ({ id: o.passkey }) },
  unwetterGetStatus: { id: 'vertragsnummer', params: (o) => ({ vertragsnummer: o.home }) },
  unwetterSetPLZForContract: {
    id: 'vertragsnummer',
    params: (o) => ({ vertragsnummer: o.home, plz: ['1070', '2380'] }),
  },
  unwetterSetStatus: {
    id: 'vertragsnummer',
    params: (o) => ({ vertragsnummer: o.home, aktiv: 'false' }),
  },
  unwetterDeactivate: { id: 'vertragsnummer', params: (o) => ({ vertragsnummer: o.home }) },
  unwetterGetDevicesForContract: {
    id: 'vertragsnummer',
    params: (o) => ({ vertragsnummer: o.home }),
  },
  unwetterRemoveDeviceFromContract: {
    id: 'deviceid',
    params: (o) => ({ vertragsnummer: o.home, deviceid: o.stormMobile }),
  },
  unwetterAddMobil: {
    id: 'vertragsnummer',
    params: (o) => ({ vertragsnummer: o.home, mobil: '650 1234567' }),
  },
  unwetterConfirmMobil: {
    id: 'deviceid',
    params: (o) => ({ vertragsnummer: o.home, deviceid: o.stormMobile, code: o.stormCode }),
  },
  unwetterRegisterPush: {
    id: 'vertragsnummer',
    params: (o) => ({ vertragsnummer: o.home, deviceid: 'fcm:push-id' }),
  },
  unwetterGetWarnings: { id: 'vertragsnummer', params: (o) => ({ vertragsnummer: o.home }) },
  bestaetigungAnfordern: {
    id: 'vertragsnummer',
    params: (o) => ({ vertragsnummer: o.savings, art: 'kontostand', stichtag: '2026-11-20' }),
  },
  getBestaetigungen: { id: 'vertragsnummer', params: (o) => ({ vertragsnummer: o.savings }) },
  bestaetigungWiderrufen: { id: 'id', params: (o) => ({ id: o.confirmation }) },
  hausratSpeichern: {
    id: 'id',
    params: (o) => ({
      id: o.item,
      vertragsnummer: o.home,
      bezeichnung: 'Sofa',
      raum: 'Wohnzimmer',
      anzahl: '1',
    }),
  },
  hausratLoeschen: { id: 'id', params: (o) => ({ id: o.item }) },
  exportHausrat: {
    id: 'vertragsnummer',
    params: (o) => ({ vertragsnummer: o.home, format: 'csv' }),
  },
};

function paramKeys(name: CallName): string[] {
  const shape = (CALLS[name].params as { _zod: { def: { shape?: object } } })._zod.def.shape;
  return Object.keys(shape ?? {});
}

const ID_CALLS = (Object.keys(CALLS) as CallName[]).filter(
  (name) =>
    CALLS[name].access === 'customer' && paramKeys(name).some((key) => ID_KEYS.includes(key)),
);

/** An id of the same form that names nothing: its last character changed. */
function missingId(id: string): string {
  const last = id.at(-1) ?? '';
  const other = /\d/.test(last) ? String((Number(last) + 1) % 10) : last === 'a' ? 'b' : 'a';
  return id.slice(0, -1) + other;
}

async function send(client: ApiClient, name: CallName, sample: Sample, owned: Owned) {
  const call = CALLS[name];
  const query = `Mode=${call.mode}&Function=${call.fn}`;
  const params = sample.params(owned);
  if (sample.upload !== undefined) {
    const fields = Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)]));
    const { body, contentType } = multipartBody(
      fields,
      [{ name: sample.upload, data: await pdf() }],
      call.files?.field ?? 'file',
    );
    return client.raw({ query, body, headers: { 'content-type': contentType } });
  }
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    for (const v of Array.isArray(value) ? value : [value]) {
      form.append(Array.isArray(value) ? `${key}[]` : key, v);
    }
  }
  return call.method === 'GET'
    ? client.raw({ method: 'GET', query: `${query}&${form.toString()}` })
    : client.raw({ query, body: form.toString() });
}

/** The owner with a bit of everything an id can name, and another customer, both logged in. */
async function ownersWorld(t: TestApp, sms: TestSmsReceiver) {
  const owner = await t.factory.customer();
  const contract = async (kind: 'Ansparen' | 'Finanzierung' | 'KFZ' | 'LebenRisiko', d = {}) =>
    (await t.factory.contract(owner, { kind, details: d })).contractNumber;
  const savings = await contract('Ansparen', { Balance: 250_000 });
  const loan = await contract('Finanzierung');
  const flexibleLife = await contract('LebenRisiko');
  const flexibleLife20 = await contract('LebenRisiko', {
    Name: 'FlexibleLife 2.0',
    Produkt: 'FlexibleLife20',
  });
  const vollWert = await contract('LebenRisiko', { Name: 'Voll:Wert', Produkt: 'VollWert' });
  for (const contractNumber of [flexibleLife, flexibleLife20, vollWert]) {
    await t.factory.pension({ contractNumber });
  }
  const adviser = (await t.factory.adviser({ contractNumber: savings })).agentId;
  await t.factory.transaction({ contractNumber: savings }, { bookingDate: '2026-03-05' });
  const checklist = await t.factory.checklist(owner, { contractNumber: loan });
  const letter = await t.factory.postboxEntry(owner);

  const ownerClient = t.client();
  expect((await ownerClient.login(owner.customerNumber, owner.password)).body.Status).toBe(200);
  const checklistItem = checklist.items[0]?.id ?? '';
  const document = await ownerClient.upload(
    'uploadCheckListDocument',
    { checklistItemId: checklistItem },
    [{ name: 'meldezettel.pdf', data: await pdf() }],
  );
  const files = await ownerClient.upload(
    'addDokboxFile',
    { date: '2026-10-03', name: 'Einzug', categoryId: '4', desc: '' },
    [{ name: 'wohnung.jpg', data: await jpeg() }],
  );
  const claimed = await t.factory.contract(owner, {
    kind: 'Rechtschutz',
    features: { SchadensmeldungRecht: true },
  });
  const claim = await ownerClient.upload(
    'schadensmeldungMelden',
    {
      typ: 'rechtsschutz',
      vertragsnummer: claimed.contractNumber,
      bereich: 'verkehr',
      gegner: 'Max Muster',
      schadendatum: '2026-10-03',
      beschreibung: 'Streit um die Reparaturkosten',
    },
    [],
  );
  await t.client().login(owner.customerNumber, owner.password);
  const devices = await ownerClient.call('getSessions');
  const otherSession = (devices.body.Result as { Geraete: SignedInDevice[] }).Geraete.find(
    (device) => !device.Aktuell,
  );
  await ownerClient.call('registerDeviceLogin', { installationid: 'geraet-0123456789abcdef' });
  const deviceLogins = await ownerClient.call('getDeviceLogins');
  const passkeyOptions = await ownerClient.call('getPasskeyRegistrationOptions');
  const passkey = await ownerClient.call('registerPasskey', {
    antwort: JSON.stringify(
      softwareAuthenticator({ origin: 'http://localhost', rpId: 'localhost' }).create(
        (passkeyOptions.body.Result as { Optionen: { challenge: string } }).Optionen,
      ),
    ),
  });
  const appointment = await ownerClient.call('bookVideoTermin', {
    beraterid: adviser,
    beginn: '2026-11-23T08:00:00.000Z',
    thema: 'bausparen',
  });
  const home = (
    await t.factory.contract(owner, { kind: 'EigenheimHaushalt', features: { Unwetter: true } })
  ).contractNumber;
  const stormMobile = await ownerClient.call('unwetterAddMobil', {
    vertragsnummer: home,
    mobil: '664 1234567',
  });
  const confirmation = await ownerClient.call('bestaetigungAnfordern', {
    vertragsnummer: savings,
    art: 'kontostand',
    stichtag: '2026-11-20',
  });
  const item = await ownerClient.call('hausratSpeichern', {
    vertragsnummer: home,
    bezeichnung: 'Ecksofa',
    raum: 'Wohnzimmer',
    anzahl: '1',
  });
  const owned: Owned = {
    savings,
    loan,
    motor: await contract('KFZ'),
    ebike: (await t.factory.contract(owner, { kind: 'KFZ', features: { EbikeTracker: true } }))
      .contractNumber,
    flexibleLife,
    flexibleLife20,
    vollWert,
    checklistItem,
    checklistDocument: (document.body.Result as { DocumentId: string }).DocumentId,
    letter: letter.id,
    file: (files.body.Result as DokboxFile[])[0]?.fileId ?? '',
    claim: (claim.body.Result as { Schadennummer: string }).Schadennummer,
    session: otherSession?.Id ?? '',
    deviceLogin: (deviceLogins.body.Result as { Geraete: { Id: string }[] }).Geraete[0]?.Id ?? '',
    passkey: (passkey.body.Result as { Id: string }).Id,
    adviser,
    appointment: (appointment.body.Result as { TerminId: string }).TerminId,
    home,
    stormMobile: (stormMobile.body.Result as { deviceid: string }).deviceid,
    stormCode: sms.codeFor('+436641234567'),
    confirmation: (confirmation.body.Result as { Bestaetigung: { Id: string } }).Bestaetigung.Id,
    item: (item.body.Result as { Id: string }).Id,
  };

  const other = await t.factory.customer();
  const otherClient = t.client();
  expect((await otherClient.login(other.customerNumber, other.password)).body.Status).toBe(200);
  return { owner, other, ownerClient, otherClient, owned };
}

it('has a sample for every call that takes an id', () => {
  expect(ID_CALLS.filter((name) => SAMPLES[name] === undefined)).toEqual([]);
  expect(ID_CALLS.length).toBeGreaterThanOrEqual(30);
});

describe.skipIf(postgresUnavailable)("another customer's ids", () => {
  let sms: TestSmsReceiver;
  let provider: TestEbikeProvider;
  let owner: FactoryCustomer;
  let other: FactoryCustomer;
  let ownerClient: ApiClient;
  let otherClient: ApiClient;
  let owned: Owned;

  beforeAll(async () => {
    sms = await startSmsReceiver();
    provider = await startEbikeTrackerProvider({ apiKey: 'ownership-test-key' });
  });
  afterAll(async () => {
    await sms.close();
    await provider.close();
  });
  // Built once; each test changes its own copy (deletes, cancels, ends sessions).
  const world = useTestWorld(
    () => ({
      sms: { kind: 'gateway', url: sms.url, token: null, sender: 'Service', timeoutMs: 5_000 },
      ebikeTracker: {
        provider: { kind: 'http', url: provider.url, apiKey: 'ownership-test-key' },
        pollMs: 60_000,
        timeoutMs: 5_000,
        scanMs: 1_000,
        maxFailures: 3,
        maxPendingMs: 60 * 60_000,
      },
    }),
    (t) => ownersWorld(t, sms),
  );
  beforeEach(() => {
    ({ owner, other, ownerClient, otherClient, owned } = world().state);
  });

  it.each(ID_CALLS)('%s answers them like ids that do not exist', async (name) => {
    const sample = SAMPLES[name];
    if (sample === undefined) throw new Error(`no sample for ${name}`);
    const id = String(sample.params(owned)[sample.id]);
    if (sample.reauthenticate === true) {
      // A refused change keeps the confirmation, so one serves both refusals below.
      await otherClient.call('confirmPassword', { passwort: other.password });
      await ownerClient.call('confirmPassword', { passwort: owner.password });
    }
    const theirs = await send(otherClient, name, sample, owned);
    const missing = await send(otherClient, name, sample, { ...owned, ...renamed(owned, id) });
    expect(theirs.statusCode).toBe(missing.statusCode);
    expect(theirs.body).toEqual(missing.body);
    expect(theirs.body.Status).not.toBe(200);
    // The same call with the owner's session works: the refusal is about whose id it is.
    const own = await send(ownerClient, name, sample, owned);
    expect(own.statusCode).toBe(200);
  });
});

/** The fields of `owned` holding `id`, with an id that does not exist instead. */
function renamed(owned: Owned, id: string): Partial<Owned> {
  return Object.fromEntries(
    Object.entries(owned)
      .filter(([, value]) => value === id)
      .map(([key]) => [key, missingId(id)]),
  );
}
