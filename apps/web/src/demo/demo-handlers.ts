import {
  CONFIRMATION_CODE_LENGTH,
  CONFIRMATION_MESSAGES,
  CONFIRMATION_NUMBER_LENGTH,
  CONFIRMATION_PAGE_PATH,
  CONFIRMATION_TITLES,
  confirmationDocument,
  confirmationKindsOf,
  CROCKFORD_ALPHABET,
  formatConfirmationCode,
  holderName,
  isInForce,
  needsAsOfDate,
  normalizeConfirmationCode,
  type ConfirmationDocument,
  type ConfirmationSummary,
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
  addDays,
  ADVISER_PHOTO_MISSING,
  CLAIM_FORMS,
  claimTypesOf,
  ERROR_KEYS,
  formatAmountPlain,
  freeSlots,
  HEAD_OFFICE,
  identityChangeErrors,
  IMMOWERT_NAME_PREFIX,
  isoToDisplay,
  OFFICE_HOURS,
  POSTBOX_CATEGORY_ID,
  POSTBOX_CATEGORY_NAME,
  PROFESSIONS,
  PROFILE_MESSAGES,
  SHARE_DAYS_DEFAULT,
  STORM_CODE_TRIES,
  STORM_MAX_MOBILES,
  STORM_MESSAGES,
  TITLES_AFTER,
  TITLES_BEFORE,
  VIDEO_BOOKING_DAYS,
  VIDEO_LEAD_MINUTES,
  VIDEO_MEETING_MESSAGES,
  VIDEO_MESSAGES,
  VIDEO_SLOT_MINUTES,
  VIDEO_TOPIC_DOCUMENTS,
  debitsSameAccount,
  toIsoDate,
  transactionsCsv,
  withDebitAccount,
  type claimDetailSchema,
  type ClaimType,
  type Contract,
  type ContractKind,
  type DokboxFile,
  type dokboxFileGroupSchema,
  POSTBOX_MESSAGES,
  type PostboxEntry,
  type SignedInDevice,
  type StormStatus,
  type VideoAppointment,
  type VideoMeeting,
} from '@servicebereich/protocol';
import { PASSKEY_MESSAGES, readPasskeyAnswer } from '@servicebereich/protocol/passkey-messages';
import { strToU8, zipSync } from 'fflate';
import type { z } from 'zod/mini';
import {
  buildDemoData,
  DEMO_CUSTOMER_NUMBER,
  DEMO_EMAIL_CHANGE_TOKEN,
  DEMO_POSTCODE_PLACES,
  DEMO_STORM_CODE,
  type DemoStormWarning,
  demoShareUrl,
  documentLines,
  nextBusinessDay,
  type Adviser,
  type DemoContract,
  type DemoData,
  type DemoDokboxFile,
} from './demo-data.ts';
import { DemoCallError, type DemoHandlers } from './demo-call.ts';
import { demoCampaignHandlers } from './demo-campaigns.ts';
import { demoInventoryHandlers } from './demo-inventory.ts';
import { demoPdfBlob, pagePng, photoPng, portraitPng } from './demo-documents.ts';

/** The server's messages, for the cases the test mode can run into. */
export const DEMO_MESSAGES = {
  wrongCredentials: 'Die Verfügernummer oder das Passwort ist nicht korrekt.',
  notLoggedIn: 'Bitte melde dich an.',
  unknownCall: 'Dieser Aufruf ist nicht bekannt.',
  repeatedKey: 'Dieser Wert darf nur einmal vorkommen.',
  notFound: 'Der Eintrag wurde nicht gefunden.',
  contractNotFound: 'Der Vertrag wurde nicht gefunden.',
  reauthenticationNeeded: 'Bitte bestätige die Änderung mit deinem Passwort.',
  otherAccount: 'Diese Verträge werden nicht vom selben Konto abgebucht.',
  noPensionData: 'Zu diesem Vertrag gibt es keine Vorsorgedaten.',
  noRepayment: 'Für diesen Vertrag ist keine Sondertilgung möglich.',
  amountTooHigh: 'Der Betrag ist höher als die offene Restschuld.',
  amountNotPositive: 'Bitte gib einen Betrag über 0 ein.',
  depositTooHigh: 'Der Betrag darf höchstens 100.000,00 € betragen.',
  depositNotPossible: 'Auf diesen Vertrag ist keine Einzahlung möglich.',
  payoutNotPossible: 'Von diesem Vertrag ist keine Auszahlung möglich.',
  payoutAboveBalance: 'Der Betrag ist höher als dein Guthaben.',
  noMotorInspection: 'Für diesen Vertrag ist keine Kfz-Begutachtung möglich.',
  invalidFund: 'Der Fonds ist ungültig.',
  sharesMismatch: 'Bitte gib zu jedem Fonds einen Anteil an.',
  sharesSum: 'Die Anteile müssen zusammen 100 % ergeben.',
  agentNotFound: 'Der Berater wurde nicht gefunden.',
  appointmentNotFound: 'Der Termin wurde nicht gefunden.',
  folderMissing: 'Bitte wähle einen Ordner.',
  immoWertSingleFile: 'Für eine ImmoWert-Bewertung ist nur eine Datei möglich.',
  claimNotFound: 'Die Schadensmeldung wurde nicht gefunden.',
  claimIdentity:
    'Wir haben keinen passenden Vertrag gefunden. Bitte prüfe Polizzennummer, Geburtsdatum und Postleitzahl.',
  checklistItemNotFound: 'Der Punkt der Checkliste wurde nicht gefunden.',
  wrongCustomerNumber: 'Die Verfügernummer stimmt nicht mit deiner Anmeldung überein.',
  samePassword: 'Das neue Passwort muss sich vom bisherigen unterscheiden.',
  deviceUnknown: 'Dieses Gerät wurde nicht gefunden.',
  dataExportReadme:
    'Meine Daten im Testmodus: meine-daten.json enthält die Daten des Testkunden, wie die App sie zeigt.\n',
  fileMissing: 'Bitte wähle eine Datei aus.',
  tooManyFiles: (max: number) =>
    max === 1 ? 'Bitte wähle nur eine Datei aus.' : `Bitte wähle höchstens ${max} Dateien aus.`,
  wrongFileType: 'Bitte wähle nur Bilder oder PDF-Dateien aus.',
} as const;

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

type DemoConfirmation = {
  summary: ConfirmationSummary;
  code: string;
  document: ConfirmationDocument;
};

type DemoClaim = z.input<typeof claimDetailSchema>;

/** Slots of an adviser in the test mode: office hours, without the booked ones. */
function demoSlots(now: Date, booked: readonly VideoAppointment[], leadMinutes: number) {
  return freeSlots({
    hours: OFFICE_HOURS,
    now: now.getTime(),
    days: VIDEO_BOOKING_DAYS,
    slotMinutes: VIDEO_SLOT_MINUTES,
    leadMinutes,
    booked: new Set(booked.map((a) => Date.parse(a.Beginn))),
  });
}

function firstAppointment(now: Date, data: DemoData): VideoAppointment[] {
  const slot = demoSlots(now, [], 2 * 24 * 60)[0];
  if (slot === undefined) return [];
  return [
    {
      TerminId: '00000000-0000-4000-8000-000000005000',
      BeraterId: data.adviser.AgentId,
      BeraterName: data.adviser.Name,
      Beginn: new Date(slot.start).toISOString(),
      Ende: new Date(slot.end).toISOString(),
      Thema: 'finanzierung',
      Vertragsnummer: null,
    },
  ];
}

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

type DokboxFileGroup = z.infer<typeof dokboxFileGroupSchema>;

const INSURANCE_KINDS: ReadonlySet<ContractKind> = new Set([
  'KFZ',
  'EigenheimHaushalt',
  'Rechtschutz',
  'UnfallKrankheit',
]);

/** How long a new e-mail address waits for its confirmation, as on the server. */
const DEMO_EMAIL_CHANGE_HOURS = 24;

/** The test mode's biometric login as the device list shows it. */
const DEMO_DEVICE_LOGIN_ID = 'testmodus-biometrie-01';
const DEMO_PASSKEY_ID = 'testmodus-passkey-0001';

/** A device secret of the test mode: the shape of the server's (43 URL-safe characters). */
function demoSecret(serial: number): string {
  return `testmodus-${String(serial)}`.padEnd(43, '0');
}

function fail(field: string, message: string): never {
  throw new DemoCallError({ [field]: message });
}

/** Without the claim flag the app gets no Schadensmeldung… features, as from the server. */
function withoutClaimFeatures(contract: Contract): Contract {
  const features = Object.fromEntries(
    Object.entries(contract.Features).filter(([key]) => !key.startsWith('Schadensmeldung')),
  );
  return { ...contract, Features: features };
}

/** FNV-1a: a stable stand-in for the content hash the server computes. */
function fileHash(text: string): string {
  let hash = 0x811c9dc5;
  for (const char of text) hash = Math.imul(hash ^ (char.codePointAt(0) ?? 0), 0x01000193) >>> 0;
  return hash.toString(16).padStart(8, '0');
}

function fileTypeOf(content: DemoDokboxFile['content']): string {
  if (content === 'pdf') return 'pdf';
  if (content === 'photo') return 'png';
  return content.type === 'image/jpeg' ? 'jpg' : content.type.slice(content.type.indexOf('/') + 1);
}

function fileNameOf(blob: Blob | undefined): string {
  return blob instanceof File ? blob.name : 'Dokument';
}

/** The test mode's folder "Wohnen & Immobilie", where ImmoWert valuations go. */
const DEMO_HOME_CATEGORY_ID = 1;
/** The test mode's folder "Bestätigungen". */
const DEMO_CONFIRMATIONS_CATEGORY_ID = 7;

/** `length` characters of Crockford's base32 from the browser's CSPRNG. */
function demoBase32(length: number): string {
  return Array.from(
    crypto.getRandomValues(new Uint8Array(length)),
    (byte) => CROCKFORD_ALPHABET[byte % 32] ?? '',
  ).join('');
}

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

  function pdfFor(id: string, title: string, date: string): Blob {
    const known = state.pdfs.get(id);
    if (known !== undefined) return known;
    const pdf = demoPdfBlob(documentLines(title, date));
    state.pdfs.set(id, pdf);
    return pdf;
  }

  function findContract(contractId: string): DemoContract {
    return (
      data.contracts.find((c) => c.contract.ContractId === contractId) ??
      fail('vertragsnummer', DEMO_MESSAGES.contractNotFound)
    );
  }

  /** A claim on one of the contracts, kept for this run like the server keeps it. */
  function reportClaim(
    params: { typ: ClaimType; vertragsnummer: string } & Record<string, unknown>,
    files: readonly Blob[],
    identityFields: readonly string[],
  ) {
    const { typ, vertragsnummer, beleg, ...rest } = params;
    const { contract } = findContract(vertragsnummer);
    if (!claimTypesOf(contract).includes(typ)) {
      fail('vertragsnummer', DEMO_MESSAGES.contractNotFound);
    }
    const answers = Object.fromEntries(
      Object.entries(rest).filter(([key]) => !identityFields.includes(key)),
    );
    const claim: DemoClaim = {
      Schadennummer: `S-${state.today.slice(0, 4)}-${String(state.nextId++).padStart(7, '0')}`,
      Typ: typ,
      Vertragsnummer: vertragsnummer,
      Status: 'eingegangen',
      Eingegangen: state.today,
      Schadendatum: String(answers[CLAIM_FORMS[typ].dateField]),
      Angaben: answers,
      Verlauf: [{ Status: 'eingegangen', Zeitpunkt: state.now.getTime(), Notiz: '' }],
      Dokumente: files.map((file, index) => {
        // The damaged item whose receipt the file is, as `beleg` names it.
        const item = Array.isArray(beleg) ? beleg.indexOf(index) : -1;
        return { ...claimDocument(file), ...(item === -1 ? {} : { Gegenstand: item }) };
      }),
    };
    state.claims.unshift(claim);
    return claimSummary(claim);
  }

  function claimDocument(blob: Blob) {
    return {
      Dateiname: fileNameOf(blob),
      Dateityp: blob.type === 'application/pdf' ? 'pdf' : blob.type === 'image/png' ? 'png' : 'jpg',
      Hochgeladen: state.today,
    };
  }

  function claimSummary(claim: DemoClaim) {
    return {
      Schadennummer: claim.Schadennummer,
      Typ: claim.Typ,
      Vertragsnummer: claim.Vertragsnummer,
      Status: claim.Status,
      Eingegangen: claim.Eingegangen,
      Schadendatum: claim.Schadendatum,
    };
  }

  function ownClaim(claimNumber: string): DemoClaim {
    return (
      state.claims.find((c) => c.Schadennummer === claimNumber) ??
      fail('schadennummer', DEMO_MESSAGES.claimNotFound)
    );
  }

  function productContract(
    contractId: string,
    product: NonNullable<Contract['Details']['Produkt']>,
  ): DemoContract {
    const found = findContract(contractId);
    if (found.contract.Details.Produkt !== product) {
      fail('vertragsnummer', DEMO_MESSAGES.noPensionData);
    }
    return found;
  }

  function pension({ contract, pension: values }: DemoContract) {
    const d = contract.Details;
    if (d.Produkt === undefined || values === undefined) {
      return fail('vertragsnummer', DEMO_MESSAGES.noPensionData);
    }
    return {
      ContractId: contract.ContractId,
      Produkt: d.Produkt,
      Praemie: d.GrossAmount ?? 0,
      Zahlungsintervall: d.PaymentInterval ?? 'MONTHLY',
      Ablaufdatum: d.ToDate ?? state.today,
      ...values,
    };
  }

  function flexibleLife({ contract, pension: values, funds }: DemoContract) {
    return {
      ContractId: contract.ContractId,
      Praemie: contract.Details.GrossAmount ?? 0,
      Fonds: funds ?? [],
      Risikoschutz: values?.Risikoschutz ?? 0,
      Emailbestaetigung: state.emailConfirmations.has(contract.ContractId),
    };
  }

  function changeFlexibleLife(
    found: DemoContract,
    change: { praemie: number; slots: string[]; anteile: number[]; sendemail: boolean },
  ) {
    const funds = found.funds ?? [];
    const shares = new Map(change.slots.map((slot, i) => [slot, change.anteile[i] ?? 0]));
    if (change.praemie <= 0) fail('praemie', DEMO_MESSAGES.amountNotPositive);
    if (change.slots.length !== change.anteile.length) {
      fail('anteile', DEMO_MESSAGES.sharesMismatch);
    }
    const known = new Set(funds.map((f) => f.Slot));
    if (shares.size !== change.slots.length || change.slots.some((slot) => !known.has(slot))) {
      fail('slots', DEMO_MESSAGES.invalidFund);
    }
    if (change.anteile.reduce((sum, share) => sum + share, 0) !== 100) {
      fail('anteile', DEMO_MESSAGES.sharesSum);
    }
    for (const fund of funds) fund.Anteil = shares.get(fund.Slot) ?? 0;
    found.contract.Details.GrossAmount = change.praemie;
    if (change.sendemail) state.emailConfirmations.add(found.contract.ContractId);
    else state.emailConfirmations.delete(found.contract.ContractId);
    return flexibleLife(found);
  }

  function fundData({ contract, funds, fundValues }: DemoContract) {
    if (funds === undefined || fundValues === undefined) {
      return fail('vertragsnummer', DEMO_MESSAGES.noPensionData);
    }
    return {
      ContractId: contract.ContractId,
      ...fundValues,
      Gesamtwert: funds.reduce((sum, f) => sum + f.Wert, 0),
      Fonds: funds,
    };
  }

  /** A loan's spontaneous repayment: free of charge, value date the next business day. */
  function repayment(contractId: string, amount: number) {
    const { contract } = findContract(contractId);
    const balance = contract.Details.Balance;
    if (contract.Kind !== 'Finanzierung' || balance === undefined || balance >= 0) {
      return fail('vertragsnummer', DEMO_MESSAGES.noRepayment);
    }
    if (amount <= 0) fail('betrag', DEMO_MESSAGES.amountNotPositive);
    if (amount > -balance) fail('betrag', DEMO_MESSAGES.amountTooHigh);
    return {
      Betrag: amount,
      Restschuld: -balance,
      RestschuldNeu: -balance - amount,
      Gebuehr: 0,
      Wertstellung: nextBusinessDay(state.today),
    };
  }

  /** A deposit into or a payout from a savings contract, booked today; a check books nothing. */
  function payment(
    contractId: string,
    amount: number,
    direction: 1 | -1,
    confirmation: 'true' | 'false',
  ) {
    const found = findContract(contractId);
    const { contract } = found;
    const balance = contract.Details.Balance;
    if (!['Ansparen', 'Andere'].includes(contract.Kind) || balance === undefined) {
      return fail(
        'vertragsnummer',
        direction === 1 ? DEMO_MESSAGES.depositNotPossible : DEMO_MESSAGES.payoutNotPossible,
      );
    }
    if (amount <= 0) fail('betrag', DEMO_MESSAGES.amountNotPositive);
    if (direction === 1 && amount > 10_000_000) fail('betrag', DEMO_MESSAGES.depositTooHigh);
    if (direction === -1 && amount > balance) fail('betrag', DEMO_MESSAGES.payoutAboveBalance);
    const saldo = balance + direction * amount;
    const result = { Betrag: amount, Saldo: saldo, Buchungsdatum: state.today };
    if (confirmation === 'false') return result;
    found.transactions.push({
      BookingDate: state.today,
      ValueDate: state.today,
      Text: direction === 1 ? 'Sondereinzahlung' : 'Auszahlung',
      Amount: direction * amount,
    });
    contract.Details.Balance = saldo;
    return result;
  }

  function stormStatus(contractId: string): DemoStormWarning {
    findContract(contractId);
    return (
      data.stormWarnings.get(contractId) ?? fail('vertragsnummer', STORM_MESSAGES.contractNotFound)
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

  /** The devices with the contract's postcodes, as the server lists them. */
  function stormDevices(status: DemoStormWarning) {
    const plz = status.PLZ.map((p) => p.plz);
    status.Geraete = status.Geraete.map((device) => ({ ...device, plz }));
    return status.Geraete;
  }

  /** The status as UnwetterGetStatus answers it: without the devices. */
  function statusOf({ Geraete: _devices, ...status }: DemoStormWarning): StormStatus {
    return status;
  }

  function stormDevice(status: DemoStormWarning, deviceid: string) {
    return (
      status.Geraete.find((d) => d.deviceid === deviceid) ??
      fail('deviceid', STORM_MESSAGES.deviceNotFound)
    );
  }

  function ebikeTracker(contractId: string) {
    findContract(contractId);
    return data.ebikeTrackers.get(contractId) ?? fail('vertragsnummer', EBIKE_MESSAGES.noTracker);
  }

  function findAgent(agentId: string): Adviser | undefined {
    return [data.adviser, data.insuranceAdviser].find((a) => a.AgentId === agentId);
  }

  function videoAgent(agentId: string): Adviser {
    const agent = findAgent(agentId);
    if (agent === undefined || !agent.VideoTermin) fail('beraterid', VIDEO_MESSAGES.agent);
    return agent;
  }

  function agentSlots(agentId: string) {
    const booked = state.appointments.filter((a) => a.BeraterId === agentId);
    return demoSlots(state.now, booked, VIDEO_LEAD_MINUTES);
  }

  function freeSlotAt(agentId: string, beginn: string) {
    const slot = agentSlots(agentId).find((s) => s.start === Date.parse(beginn));
    return slot ?? fail('beginn', VIDEO_MESSAGES.slot);
  }

  function ownAppointment(terminid: string): VideoAppointment {
    return (
      state.appointments.find((a) => a.TerminId === terminid) ??
      fail('terminid', VIDEO_MESSAGES.appointment)
    );
  }

  /**
   * The adviser's soonest appointment (of any adviser for null), as a meeting password would name
   * it; it unlocks the completion page too.
   */
  function openAppointment(agentId: string | null): VideoAppointment {
    const appointment =
      [...state.appointments]
        .sort((a, b) => a.Beginn.localeCompare(b.Beginn))
        .find((a) => agentId === null || a.BeraterId === agentId) ??
      fail(ERROR_KEYS.password, VIDEO_MEETING_MESSAGES.password);
    state.completionUnlocked = appointment.TerminId;
    return appointment;
  }

  /** The appointment the completion page was unlocked for, while it is booked. */
  function unlockedAppointment(): VideoAppointment {
    return (
      state.appointments.find((a) => a.TerminId === state.completionUnlocked) ??
      fail(ERROR_KEYS.password, VIDEO_MEETING_MESSAGES.locked)
    );
  }

  function meetingOf(appointment: VideoAppointment): VideoMeeting {
    return {
      BeraterName: appointment.BeraterName,
      Beginn: appointment.Beginn,
      Ende: appointment.Ende,
      Thema: appointment.Thema,
      Dokumente: [...VIDEO_TOPIC_DOCUMENTS[appointment.Thema]],
      Bewertet: state.ratedAppointments.has(appointment.TerminId),
    };
  }

  function postboxEntry(fileid: string): PostboxEntry {
    return data.postbox.find((e) => e.Key === fileid) ?? fail('fileid', DEMO_MESSAGES.notFound);
  }

  /** Postbox messages appear in the DokBox as PDFs of the postbox category. */
  function postboxFile(entry: PostboxEntry): DokboxFile {
    const pdf = pdfFor(entry.Key, entry.Title, entry.CreationDate);
    return {
      fileId: entry.Key,
      fileHash: fileHash(`${entry.Key}:${entry.Title}`),
      fileName: entry.Title,
      fileDesciption: '',
      fileDate: entry.CreationDate,
      fileCategoryId: POSTBOX_CATEGORY_ID,
      filePublic: false,
      fileIs360: false,
      fileType: 'pdf',
      fileUrl: urlOf(pdf),
      fileThumbnailUrl: urlOf(pagePng),
      fileDownloadUrl: urlOf(pdf),
      fileShareUrl: null,
      fileShareValidUntil: null,
    };
  }

  function fileContent(file: DemoDokboxFile, thumb: boolean): Blob {
    const { content } = file;
    if (content === 'photo') return photoPng;
    if (content === 'pdf') {
      return thumb ? pagePng : pdfFor(file.fileId, file.fileName, file.fileDate);
    }
    return thumb && !content.type.startsWith('image/') ? pagePng : content;
  }

  function dokboxFile(file: DemoDokboxFile): DokboxFile {
    const { content, ...fields } = file;
    return {
      ...fields,
      fileHash: fileHash(`${file.fileId}:${file.fileName}:${file.fileDate}`),
      filePublic: file.fileShareUrl !== null,
      fileType: fileTypeOf(content),
      fileUrl: urlOf(fileContent(file, false)),
      fileThumbnailUrl: urlOf(fileContent(file, true)),
      fileDownloadUrl: urlOf(fileContent(file, false)),
    };
  }

  function allFiles(): DokboxFile[] {
    return [...data.dokboxFiles.map(dokboxFile), ...data.postbox.map(postboxFile)];
  }

  function ownFile(fileId: string): DemoDokboxFile {
    return (
      data.dokboxFiles.find((f) => f.fileId === fileId) ?? fail('fileId', DEMO_MESSAGES.notFound)
    );
  }

  function checkCategory(categoryId: number): void {
    if (!data.dokboxCategories.some((c) => c.id === categoryId)) {
      fail('categoryId', DEMO_MESSAGES.folderMissing);
    }
  }

  /** Sharing again keeps the link; `days` sets a new end, otherwise a shared link keeps its own. */
  function share(file: DemoDokboxFile, shared: boolean, days?: number): DokboxFile {
    if (!shared) {
      file.fileShareUrl = null;
      file.fileShareValidUntil = null;
    } else {
      file.fileShareUrl ??= demoShareUrl(file.fileId);
      file.fileShareValidUntil =
        days === undefined && file.fileShareValidUntil !== null
          ? file.fileShareValidUntil
          : addDays(state.today, days ?? SHARE_DAYS_DEFAULT);
    }
    return dokboxFile(file);
  }

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
      openAppointment(null);
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

    getVertraege: () => data.contracts.map((c) => c.contract),
    getVertragDetails: ({ vertragsnummer }) => findContract(vertragsnummer).contract,
    getVertragUmsaetze: ({ vertragsnummer, jahr }) => {
      const { transactions } = findContract(vertragsnummer);
      const years = new Set(transactions.map((t) => Number(t.BookingDate.slice(0, 4))));
      return {
        Year: jahr,
        Years: [...years].sort((a, b) => b - a),
        // A stable sort keeps the bookings of one day in the order they were made.
        Entries: transactions
          .filter((t) => t.BookingDate.startsWith(`${jahr}-`))
          .sort((a, b) => b.BookingDate.localeCompare(a.BookingDate)),
      };
    },

    exportVertragUmsaetze: ({ vertragsnummer, jahr, format }) => {
      const { contract, transactions } = findContract(vertragsnummer);
      const entries = transactions
        .filter((t) => t.BookingDate.startsWith(`${jahr}-`))
        .sort((a, b) => b.BookingDate.localeCompare(a.BookingDate));
      if (format === 'csv') {
        return new Blob([transactionsCsv(entries)], { type: 'text/csv;charset=utf-8' });
      }
      const sum = entries.reduce((total, t) => total + t.Amount, 0);
      return demoPdfBlob([
        `Umsätze ${jahr}`,
        `${contract.Details.Name}, Vertragsnummer ${contract.Details.ContractIdFormatted}`,
        ...entries.map(
          (t) =>
            `${isoToDisplay(t.BookingDate) ?? ''}  ${t.Text}  ${formatAmountPlain(t.Amount)} EUR`,
        ),
        entries.length === 0
          ? `Im Jahr ${jahr} gibt es keine Buchungen.`
          : `Summe der ${entries.length} Buchungen: ${formatAmountPlain(sum)} EUR`,
      ]);
    },

    getVorsorge: ({ vertragsnummer }) => pension(findContract(vertragsnummer)),
    changeVorsorge: ({ vertragsnummer, praemie, zahlungsintervall }) => {
      const found = findContract(vertragsnummer);
      const current = pension(found);
      if (praemie <= 0) fail('praemie', DEMO_MESSAGES.amountNotPositive);
      found.contract.Details.GrossAmount = praemie;
      found.contract.Details.PaymentInterval = zahlungsintervall;
      return { ...current, Praemie: praemie, Zahlungsintervall: zahlungsintervall };
    },
    confirmPassword: () => {
      state.reauthenticated = true;
      return { Bestaetigt: true as const, GueltigSekunden: 300 };
    },
    changeSepaLastschrift: ({ vertragsnummer, weitereVertraege, ...account }) => {
      if (!state.reauthenticated) fail('passwort', DEMO_MESSAGES.reauthenticationNeeded);
      const named = findContract(vertragsnummer).contract;
      const others = [...new Set(weitereVertraege)]
        .filter((n) => n !== vertragsnummer)
        .map((n) => {
          const other = data.contracts.find((c) => c.contract.ContractId === n);
          return other?.contract ?? fail('weitereVertraege', DEMO_MESSAGES.contractNotFound);
        });
      if (!others.every((c) => debitsSameAccount(c, named))) {
        fail('weitereVertraege', DEMO_MESSAGES.otherAccount);
      }
      state.reauthenticated = false;
      return [named, ...others].map((contract) => {
        contract.Details = withDebitAccount(contract.Details, account);
        return contract;
      });
    },
    einzahlung: ({ vertragsnummer, betrag, confirmation }) =>
      payment(vertragsnummer, betrag, 1, confirmation),
    auszahlung: ({ vertragsnummer, betrag, confirmation }) =>
      payment(vertragsnummer, betrag, -1, confirmation),
    kfzBegutachtung: ({ vertragsnummer, wunschdatum }) => {
      const { contract } = findContract(vertragsnummer);
      if (contract.Kind !== 'KFZ' || contract.Details.KfzKennzeichen === undefined) {
        fail('vertragsnummer', DEMO_MESSAGES.noMotorInspection);
      }
      return { Angefragt: true as const, Wunschdatum: wunschdatum };
    },
    spontanZahlungCheck: ({ vertragsnummer, betrag }) => repayment(vertragsnummer, betrag),
    spontanZahlung: ({ vertragsnummer, betrag }) => {
      const result = repayment(vertragsnummer, betrag);
      const found = findContract(vertragsnummer);
      found.transactions.push({
        BookingDate: state.today,
        ValueDate: result.Wertstellung,
        Text: 'Sondertilgung',
        Amount: betrag,
      });
      found.contract.Details.Balance = -result.RestschuldNeu;
      return result;
    },
    getFlexibleLife: ({ vertragsnummer }) =>
      flexibleLife(productContract(vertragsnummer, 'FlexibleLife')),
    getFlexibleLife20: ({ vertragsnummer }) =>
      flexibleLife(productContract(vertragsnummer, 'FlexibleLife20')),
    changeFlexibleLife: ({ vertragsnummer, ...change }) =>
      changeFlexibleLife(productContract(vertragsnummer, 'FlexibleLife'), change),
    changeFlexibleLife20: ({ vertragsnummer, ...change }) =>
      changeFlexibleLife(productContract(vertragsnummer, 'FlexibleLife20'), change),
    fondsDaten: ({ vertragsnummer }) => fundData(productContract(vertragsnummer, 'FlexibleLife')),
    fondsDaten20: ({ vertragsnummer }) =>
      fundData(productContract(vertragsnummer, 'FlexibleLife20')),
    vollWertFondsDaten: ({ vertragsnummer }) =>
      fundData(productContract(vertragsnummer, 'VollWert')),

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

    getPostBoxEntries: () => data.postbox,
    getPostBoxSettings: () => data.postboxSettings,
    setPostBoxSettings: ({ zustimmung, benachrichtigung, email }) => {
      const before = data.postboxSettings;
      const standing = zustimmung !== null && before.ElektronischeZustellung;
      data.postboxSettings = {
        ElektronischeZustellung: zustimmung !== null,
        ZugestimmtAm: zustimmung === null ? null : standing ? before.ZugestimmtAm : state.today,
        Zustimmungstext: standing ? before.Zustimmungstext : zustimmung,
        PapierfassungAngefordertAm: before.PapierfassungAngefordertAm,
        Benachrichtigung: benachrichtigung,
        Email: email,
      };
      return data.postboxSettings;
    },
    requestPostBoxPaperCopy: () => {
      const settings = data.postboxSettings;
      const earlier = settings.PapierfassungAngefordertAm;
      if (earlier !== null) return { AngefordertAm: earlier, Neu: false };
      if (!settings.ElektronischeZustellung) {
        fail('general', POSTBOX_MESSAGES.paperCopyWithoutConsent);
      }
      settings.PapierfassungAngefordertAm = state.today;
      return { AngefordertAm: settings.PapierfassungAngefordertAm, Neu: true };
    },
    setPostBoxEntryRead: ({ fileid }) => {
      const entry = postboxEntry(fileid);
      entry.Status = 'READ';
      return entry;
    },
    getPostBoxFile: ({ fileid }) => {
      const entry = postboxEntry(fileid);
      return pdfFor(entry.Key, entry.Title, entry.CreationDate);
    },

    getDokbox: () => {
      const dates = [
        ...data.dokboxFiles.map((f) => f.fileDate),
        ...data.postbox.map((e) => e.CreationDate),
      ];
      const years = new Set(dates.map((date) => Number(date.slice(0, 4))));
      return {
        categories: [
          ...data.dokboxCategories,
          { id: POSTBOX_CATEGORY_ID, name: POSTBOX_CATEGORY_NAME, isusercategory: false },
        ],
        timeline: [...years].sort((a, b) => b - a),
      };
    },
    getDokboxFiles: ({ categoryId, year, limitStart, limit }) => {
      const groups = new Map<string, DokboxFileGroup>();
      for (const file of allFiles()) {
        if (categoryId !== undefined && file.fileCategoryId !== categoryId) continue;
        if (year !== undefined && !file.fileDate.startsWith(`${year}-`)) continue;
        const group = {
          name: file.fileName,
          categoryId: file.fileCategoryId,
          description: file.fileDesciption,
          date: file.fileDate,
          ispublic: file.filePublic,
        };
        const key = JSON.stringify(group);
        const known = groups.get(key);
        if (known === undefined) groups.set(key, { ...group, files: [file] });
        else known.files.push(file);
      }
      const sorted = [...groups.values()].sort((a, b) => b.date.localeCompare(a.date));
      return { groups: sorted.slice(limitStart, limitStart + limit), total: sorted.length };
    },
    getDokboxFile: ({ fileId }) =>
      allFiles().find((f) => f.fileId === fileId) ?? fail('fileId', DEMO_MESSAGES.notFound),
    addDokboxFile: ({ date, name, categoryId, desc, ispublic, is360 }, files) => {
      checkCategory(categoryId);
      if (name.startsWith(IMMOWERT_NAME_PREFIX) && files.length > 1) {
        fail('file', DEMO_MESSAGES.immoWertSingleFile);
      }
      const added = files.map((blob) => {
        const fileId = newId('DB');
        return {
          fileId,
          fileName: name,
          fileDesciption: desc,
          fileDate: date,
          fileCategoryId: categoryId,
          fileIs360: is360,
          fileShareUrl: ispublic ? demoShareUrl(fileId) : null,
          fileShareValidUntil: ispublic ? addDays(state.today, SHARE_DAYS_DEFAULT) : null,
          content: blob,
        };
      });
      data.dokboxFiles.push(...added);
      return added.map(dokboxFile);
    },
    modifyDokboxFile: ({ fileId, date, name, categoryId, desc, ispublic, is360 }, files) => {
      const file = ownFile(fileId);
      checkCategory(categoryId);
      Object.assign(file, {
        fileName: name,
        fileDesciption: desc,
        fileDate: date,
        fileCategoryId: categoryId,
        fileIs360: is360,
      });
      const [replacement] = files;
      if (replacement !== undefined) file.content = replacement;
      // The generated PDF shows name and date, so it is made again.
      state.pdfs.delete(fileId);
      return share(file, ispublic);
    },
    deleteDokboxFile: ({ fileId }) => {
      const file = ownFile(fileId);
      data.dokboxFiles = data.dokboxFiles.filter((f) => f !== file);
      return deleted();
    },
    shareFile: ({ fileId, tage }) => share(ownFile(fileId), true, tage),
    unshareFile: ({ fileId }) => share(ownFile(fileId), false),
    sendFileToCoach: ({ fileid }) => {
      if (!allFiles().some((f) => f.fileId === fileid)) fail('fileid', DEMO_MESSAGES.notFound);
      return sent();
    },
    showDokboxFile: ({ FileId, Thumb }) => {
      const entry = data.postbox.find((e) => e.Key === FileId);
      if (entry !== undefined) {
        return Thumb ? pagePng : pdfFor(entry.Key, entry.Title, entry.CreationDate);
      }
      return fileContent(ownFile(FileId), Thumb);
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
    getVideoTerminSlots: ({ beraterid }) => {
      const agent = videoAgent(beraterid);
      return {
        BeraterId: agent.AgentId,
        BeraterName: agent.Name,
        Slots: agentSlots(agent.AgentId).map((slot) => ({
          Beginn: new Date(slot.start).toISOString(),
          Ende: new Date(slot.end).toISOString(),
        })),
      };
    },
    bookVideoTermin: ({ beraterid, beginn, thema, vertragsnummer }) => {
      const agent = videoAgent(beraterid);
      if (vertragsnummer !== undefined) findContract(vertragsnummer);
      const slot = freeSlotAt(agent.AgentId, beginn);
      const appointment: VideoAppointment = {
        TerminId: `00000000-0000-4000-8000-${String(state.nextId++).padStart(12, '0')}`,
        BeraterId: agent.AgentId,
        BeraterName: agent.Name,
        Beginn: new Date(slot.start).toISOString(),
        Ende: new Date(slot.end).toISOString(),
        Thema: thema,
        Vertragsnummer: vertragsnummer ?? null,
      };
      state.appointments.push(appointment);
      return appointment;
    },
    getVideoTermine: () => ({
      Termine: [...state.appointments].sort((a, b) => a.Beginn.localeCompare(b.Beginn)),
    }),
    moveVideoTermin: ({ terminid, beginn }) => {
      const appointment = ownAppointment(terminid);
      const slot = freeSlotAt(appointment.BeraterId, beginn);
      appointment.Beginn = new Date(slot.start).toISOString();
      appointment.Ende = new Date(slot.end).toISOString();
      return appointment;
    },
    cancelVideoTermin: ({ terminid }) => {
      const appointment = ownAppointment(terminid);
      state.appointments = state.appointments.filter((a) => a !== appointment);
      return { Storniert: true as const };
    },
    // Any password opens the adviser's next appointment: the test mode mails no passwords. Its
    // rooms have no video provider, as a server without one.
    videoCallGenerate: ({ beraterid, checkpassword }) => {
      const appointment = openAppointment(beraterid);
      const meeting = meetingOf(appointment);
      if (checkpassword) return { ChatId: null, Termin: meeting };
      const chatId = newId(`video-${appointment.TerminId.slice(-6)}`);
      state.videoChats.set(chatId, appointment);
      return { ChatId: chatId, Termin: meeting };
    },
    videoCallGetRoom: ({ chatid }) => {
      const appointment =
        state.videoChats.get(chatid) ?? fail('chatid', VIDEO_MEETING_MESSAGES.room);
      return { RoomUrl: null, Beginn: appointment.Beginn, BeraterName: appointment.BeraterName };
    },
    getVideoTerminAbschluss: () => meetingOf(unlockedAppointment()),
    videoTerminFeedback: () => {
      state.ratedAppointments.add(unlockedAppointment().TerminId);
      return { Gespeichert: true as const };
    },

    unwetterGetStatus: ({ vertragsnummer }) => statusOf(stormStatus(vertragsnummer)),
    unwetterSetPLZForContract: ({ vertragsnummer, plz }) => {
      const status = stormStatus(vertragsnummer);
      const twice = plz.find((p, i) => plz.indexOf(p) !== i);
      if (twice !== undefined) fail('plz', STORM_MESSAGES.postcodeTwice(twice));
      if (status.PLZ.length === 0 && plz.length > 0) status.Aktiv = true;
      status.PLZ = plz.map((p) => ({ plz: p, Orte: [...(DEMO_POSTCODE_PLACES[p] ?? [])] }));
      stormDevices(status);
      return statusOf(status);
    },
    unwetterSetStatus: ({ vertragsnummer, aktiv, peremail }) => {
      const status = stormStatus(vertragsnummer);
      if (aktiv && status.PLZ.length === 0) fail('plz', STORM_MESSAGES.noPostcode);
      status.Aktiv = aktiv;
      if (peremail !== undefined) status.PerEmail = peremail;
      return statusOf(status);
    },
    unwetterDeactivate: ({ vertragsnummer }) =>
      statusOf(Object.assign(stormStatus(vertragsnummer), { Aktiv: false, PLZ: [], Geraete: [] })),
    unwetterGetDevicesForContract: ({ vertragsnummer }) =>
      stormDevices(stormStatus(vertragsnummer)),
    unwetterRemoveDeviceFromContract: ({ vertragsnummer, deviceid }) => {
      const status = stormStatus(vertragsnummer);
      const device = stormDevice(status, deviceid);
      status.Geraete = status.Geraete.filter((d) => d !== device);
      return stormDevices(status);
    },
    // No SMS in the test mode: every number's code is DEMO_STORM_CODE.
    unwetterAddMobil: ({ vertragsnummer, mobil, devicename }) => {
      const status = stormStatus(vertragsnummer);
      const existing = status.Geraete.find((d) => d.mobil === mobil);
      if (existing?.bestaetigt === true) fail('mobil', STORM_MESSAGES.mobileTwice);
      if (existing !== undefined) return existing;
      if (status.Geraete.filter((d) => d.devicetype === 'sms').length >= STORM_MAX_MOBILES) {
        fail('mobil', STORM_MESSAGES.tooManyMobiles);
      }
      const device = {
        vertragsnummer,
        deviceid: newId('sms-testmodus'),
        devicetype: 'sms' as const,
        plz: status.PLZ.map((p) => p.plz),
        devicename,
        mobil,
        bestaetigt: false,
      };
      status.Geraete.push(device);
      state.stormCodeTries.set(device.deviceid, 0);
      return device;
    },
    unwetterConfirmMobil: ({ vertragsnummer, deviceid, code }) => {
      const status = stormStatus(vertragsnummer);
      const device = stormDevice(status, deviceid);
      if (device.bestaetigt) fail('code', STORM_MESSAGES.alreadyConfirmed);
      const tries = state.stormCodeTries.get(deviceid) ?? STORM_CODE_TRIES;
      if (tries >= STORM_CODE_TRIES) fail('code', STORM_MESSAGES.codeUsedUp);
      if (code !== DEMO_STORM_CODE) {
        state.stormCodeTries.set(deviceid, tries + 1);
        fail(
          'code',
          tries + 1 >= STORM_CODE_TRIES
            ? STORM_MESSAGES.codeUsedUp
            : STORM_MESSAGES.codeWrong(STORM_CODE_TRIES - tries - 1),
        );
      }
      device.bestaetigt = true;
      return stormDevices(status);
    },
    unwetterRegisterPush: ({ vertragsnummer, deviceid, devicename }) => {
      const status = stormStatus(vertragsnummer);
      const known = status.Geraete.find((d) => d.deviceid === deviceid);
      if (known === undefined) {
        status.Geraete.push({
          vertragsnummer,
          deviceid,
          devicetype: 'push',
          plz: [],
          devicename,
          mobil: null,
          bestaetigt: true,
        });
      } else {
        known.devicename = devicename;
      }
      return stormDevices(status);
    },
    unwetterGetWarnings: ({ vertragsnummer }) => {
      const watched = stormStatus(vertragsnummer).PLZ.map((p) => p.plz);
      return {
        Warnungen: data.stormWarningList.flatMap((warning) => {
          const plz = watched.filter((p) => warning.PLZ.includes(p));
          return plz.length === 0 ? [] : [{ ...warning, PLZ: plz }];
        }),
      };
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

    bestaetigungAnfordern: (params) => {
      const { contract, transactions } = findContract(params.vertragsnummer);
      const kind = params.art;
      if (!confirmationKindsOf(contract).includes(kind)) {
        fail('art', CONFIRMATION_MESSAGES.kindNotOffered);
      }
      let asOf = state.today;
      let amount = 0;
      if (needsAsOfDate(kind)) {
        asOf = params.stichtag ?? '';
        const start = contract.Details.FromDate;
        if (asOf === '') fail('stichtag', CONFIRMATION_MESSAGES.asOfMissing);
        if (asOf > state.today) fail('stichtag', CONFIRMATION_MESSAGES.asOfFuture);
        if (start !== undefined && asOf < start) {
          fail('stichtag', CONFIRMATION_MESSAGES.asOfBeforeStart(start));
        }
        const since = transactions
          .filter((t) => t.BookingDate > asOf)
          .reduce((sum, t) => sum + t.Amount, 0);
        const balance = (contract.Details.Balance ?? 0) - since;
        amount = kind === 'aushaftung' ? Math.max(0, -balance) : balance;
      } else if (!isInForce(contract, state.today)) {
        fail(ERROR_KEYS.general, CONFIRMATION_MESSAGES.notInForce);
      }
      const number = formatConfirmationCode(demoBase32(CONFIRMATION_NUMBER_LENGTH));
      const code = formatConfirmationCode(demoBase32(CONFIRMATION_CODE_LENGTH));
      const document = confirmationDocument(kind, contract, {
        holder: holderName({
          titlePrefix: data.user.titelvorne,
          firstName: data.user.vorname,
          lastName: data.user.nachname,
          titleSuffix: data.user.titelhinten,
        }),
        asOf,
        issued: state.today,
        number,
        amount,
      });
      const link = `${location.origin}${CONFIRMATION_PAGE_PATH}${code}`;
      const file: DemoDokboxFile = {
        fileId: newId('DB'),
        fileName: `${CONFIRMATION_TITLES[kind].replaceAll(' ', '-')}-${number}.pdf`,
        fileDesciption: `Nr. ${number}, Stichtag ${isoToDisplay(asOf) ?? asOf}`,
        fileDate: state.today,
        fileCategoryId: DEMO_CONFIRMATIONS_CATEGORY_ID,
        fileIs360: false,
        fileShareUrl: null,
        fileShareValidUntil: null,
        content: demoPdfBlob([
          document.Titel,
          `Nr. ${number}, ausgestellt am ${isoToDisplay(state.today) ?? state.today}`,
          ...document.Angaben.map((fact) => `${fact.Bezeichnung}: ${fact.Wert}`),
          document.Erklaerung,
          `Echtheit prüfen: ${link}`,
          'Diese Bestätigung ist ein Beispiel aus dem Testmodus des Servicebereichs.',
        ]),
      };
      data.dokboxFiles = [...data.dokboxFiles, file];
      const summary: ConfirmationSummary = {
        Id: `00000000-0000-4000-8000-${String(state.nextId++).padStart(12, '0')}`,
        Nummer: number,
        Art: kind,
        Vertragsnummer: contract.ContractId,
        Stichtag: asOf,
        Ausgestellt: state.now.getTime(),
        Widerrufen: null,
      };
      state.confirmations = [{ summary, code, document }, ...state.confirmations];
      return { Bestaetigung: summary, Pruefcode: code, Prueflink: link, Datei: dokboxFile(file) };
    },
    getBestaetigungen: ({ vertragsnummer }) => {
      findContract(vertragsnummer);
      return state.confirmations
        .filter((c) => c.summary.Vertragsnummer === vertragsnummer)
        .map((c) => c.summary);
    },
    bestaetigungWiderrufen: ({ id }) => {
      const confirmation =
        state.confirmations.find((c) => c.summary.Id === id) ??
        fail('id', CONFIRMATION_MESSAGES.notFound);
      confirmation.summary = {
        ...confirmation.summary,
        Widerrufen: confirmation.summary.Widerrufen ?? state.now.getTime(),
      };
      return confirmation.summary;
    },
    bestaetigungPruefen: ({ code }) => {
      const normalized = normalizeConfirmationCode(code);
      const found = state.confirmations.find(
        (c) => normalizeConfirmationCode(c.code) === normalized,
      );
      if (normalized === null || found === undefined) return { Ergebnis: 'unbekannt' as const };
      const { summary, document } = found;
      return summary.Widerrufen === null
        ? { Ergebnis: 'gueltig' as const, Dokument: document }
        : {
            Ergebnis: 'widerrufen' as const,
            Titel: document.Titel,
            Nummer: document.Nummer,
            Ausgestellt: document.Ausgestellt,
            Widerrufen: toIsoDate(new Date(summary.Widerrufen)),
          };
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

    getSessions: () => ({ Geraete: state.devices }),
    // The test customer's data as the app holds it, in the archive's layout; the letters and
    // files are drawn on request, so the archive has the JSON and the read-me only.
    getMeineDaten: () => {
      const { data } = state;
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
      return { Changed: true as const, CSRFToken: DEMO_CSRF_TOKEN };
    },

    schadensmeldungMelden: (params, files) => reportClaim(params, files, []),
    schadensmeldungMeldenGast: (params, files) => {
      const { geburtsdatum, plz } = data.user;
      if (params.geburtsdatum !== geburtsdatum || params.plz !== plz) {
        fail(ERROR_KEYS.general, DEMO_MESSAGES.claimIdentity);
      }
      return reportClaim(params, files, ['geburtsdatum', 'plz', 'name', 'email']);
    },
    getSchadensmeldungen: () => state.claims.map(claimSummary),
    getSchadensmeldung: ({ schadennummer }) => ownClaim(schadennummer),
    addSchadensmeldungDokumente: ({ schadennummer }, files) => {
      const claim = ownClaim(schadennummer);
      claim.Dokumente = [...claim.Dokumente, ...files.map(claimDocument)];
      return claim;
    },
  };
}
