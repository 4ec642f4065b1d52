import { toIsoDate, type SignedInDevice, type VideoAppointment } from '@servicebereich/protocol';
import { buildDemoData, type Adviser, type DemoContract, type DemoData } from './demo-data.ts';
import { DEMO_MESSAGES, demoFail as fail, type DemoHandlers } from './demo-call.ts';
import { demoAccountHandlers } from './demo-account.ts';
import { demoAdviserHandlers } from './demo-adviser.ts';
import { demoCampaignHandlers } from './demo-campaigns.ts';
import { demoChecklistHandlers } from './demo-checklists.ts';
import { demoClaimHandlers, type DemoClaim } from './demo-claims.ts';
import { demoConfirmationHandlers, type DemoConfirmation } from './demo-confirmations.ts';
import { demoContractHandlers } from './demo-contracts.ts';
import { demoDocumentFiles } from './demo-document-files.ts';
import { demoEbikeHandlers } from './demo-ebike.ts';
import { demoGeneralHandlers } from './demo-general.ts';
import { demoImmoWertHandlers } from './demo-immowert.ts';
import { demoInventoryHandlers } from './demo-inventory.ts';
import { demoSessionHandlers } from './demo-session.ts';
import { demoStormWarningHandlers } from './demo-storm-warning.ts';
import { demoVideo, firstAppointment } from './demo-video.ts';

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

/**
 * Every handler of the test mode, each area's from its file; they work on the kept data, and
 * `urlOf` gives the address of a file's content.
 */
export function demoHandlers(state: DemoState, urlOf: (blob: Blob) => string): DemoHandlers {
  const { data } = state;
  const today = () => state.today;
  const now = () => state.now;

  function newId(prefix: string): string {
    return `${prefix}-${state.nextId++}`;
  }

  function findContract(contractId: string): DemoContract {
    return (
      data.contracts.find((c) => c.contract.ContractId === contractId) ??
      fail('vertragsnummer', DEMO_MESSAGES.contractNotFound)
    );
  }

  function findAgent(agentId: string): Adviser | undefined {
    return [data.adviser, data.insuranceAdviser].find((a) => a.AgentId === agentId);
  }

  const documents = demoDocumentFiles({ state, urlOf, newId });
  const { dokboxFile } = documents;
  const video = demoVideo({ state, findContract, findAgent, newId });

  return {
    ...demoGeneralHandlers({ csrfToken: DEMO_CSRF_TOKEN }),
    ...demoSessionHandlers({ state, data, csrfToken: DEMO_CSRF_TOKEN }),
    ...demoAccountHandlers({ state, csrfToken: DEMO_CSRF_TOKEN }),
    ...demoContractHandlers({ state, findContract }),
    ...demoChecklistHandlers({ data, today, newId }),
    ...documents.handlers,
    ...demoAdviserHandlers({ data, findContract, findAgent }),
    ...video.handlers,
    // Like the login, a protected page opens with any password: the test customer knows none. The
    // completion page's opens the customer's soonest video appointment.
    checkPagePassword: () => {
      video.openAppointment(null);
      return { Unlocked: true as const };
    },
    ...demoClaimHandlers({ state, data, findContract }),
    ...demoStormWarningHandlers({ data, codeTries: state.stormCodeTries, findContract, newId }),
    ...demoEbikeHandlers({ data, now, findContract }),
    ...demoImmoWertHandlers({ data, today, newId, dokboxFile }),
    ...demoConfirmationHandlers({ state, data, findContract, newId, dokboxFile }),
    ...demoInventoryHandlers({
      data,
      today,
      now: () => state.now.getTime(),
      // An id of the form the server gives (a UUID), counted.
      newId: () => `00000000-0000-4000-9000-${String(state.nextId++).padStart(12, '0')}`,
      file: (fileId) => {
        const file = data.dokboxFiles.find((f) => f.fileId === fileId);
        return file === undefined ? undefined : dokboxFile(file);
      },
    }),
    ...demoCampaignHandlers(state.today),
  };
}
