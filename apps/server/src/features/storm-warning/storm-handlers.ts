import {
  STORM_MESSAGES,
  type StormDevice,
  type StormStatus,
  type StormWarning,
} from '@servicebereich/protocol';
import { fieldError, generalError, refusedId } from '../../http/api-error.ts';
import type { Handlers } from '../../http/handlers.ts';
import { isAustrianPostcode, placesOf } from '../../postcodes/at-postcodes.ts';
import { SmsError, type SmsGateway } from './sms-gateway.ts';
import type { StormDeviceRow, StormRepository, StormSetup } from './storm-repository.ts';

type StormHandlers = Pick<
  Handlers,
  | 'unwetterGetStatus'
  | 'unwetterSetPLZForContract'
  | 'unwetterSetStatus'
  | 'unwetterDeactivate'
  | 'unwetterGetDevicesForContract'
  | 'unwetterRemoveDeviceFromContract'
  | 'unwetterAddMobil'
  | 'unwetterConfirmMobil'
  | 'unwetterRegisterPush'
  | 'unwetterGetWarnings'
>;

function toDevice(row: StormDeviceRow, postcodes: readonly string[]): StormDevice {
  return {
    vertragsnummer: row.contract_number,
    deviceid: row.device_id,
    devicetype: row.kind,
    plz: [...postcodes],
    devicename: row.name,
    mobil: row.mobile,
    bestaetigt: row.confirmed_at !== null,
  };
}

const ADD_REFUSALS = {
  'per-day': STORM_MESSAGES.mobilesPerDay,
  twice: STORM_MESSAGES.mobileTwice,
  'too-many': STORM_MESSAGES.tooManyMobiles,
} as const;

export function stormWarningHandlers(deps: {
  storms: StormRepository;
  sms: SmsGateway | null;
  /** Whether a warning source is configured. */
  hasSource: boolean;
}): StormHandlers {
  const { storms } = deps;

  /** Another customer's contract, and one without Features.Unwetter, are answered alike. */
  async function ownContract(customerId: string, contractNumber: string): Promise<void> {
    const features = await storms.contractFeatures(customerId, contractNumber);
    if (features?.Unwetter !== true) {
      throw refusedId('vertragsnummer', STORM_MESSAGES.contractNotFound);
    }
  }

  async function status(customerId: string, contractNumber: string, setup?: StormSetup) {
    const { settings, postcodes } = setup ?? (await storms.setup(contractNumber));
    return {
      vertragsnummer: contractNumber,
      Aktiv: settings?.active === 1,
      PerEmail: settings === undefined || settings.email === 1,
      Email: await storms.customerEmail(customerId),
      PLZ: postcodes.map((plz) => ({ plz, Orte: [...placesOf(plz)] })),
      Quelle: deps.hasSource,
      SMS: deps.sms !== null,
    } satisfies StormStatus;
  }

  async function deviceList(contractNumber: string): Promise<StormDevice[]> {
    const { postcodes, devices } = await storms.setup(contractNumber);
    return devices.map((d) => toDevice(d, postcodes));
  }

  return {
    unwetterGetStatus: async ({ vertragsnummer }, ctx) => {
      await ownContract(ctx.customerId, vertragsnummer);
      return status(ctx.customerId, vertragsnummer);
    },
    unwetterSetPLZForContract: async ({ vertragsnummer, plz }, ctx) => {
      await ownContract(ctx.customerId, vertragsnummer);
      const seen = new Set<string>();
      for (const postcode of plz) {
        if (!isAustrianPostcode(postcode)) {
          throw fieldError('plz', STORM_MESSAGES.postcodeUnknown(postcode));
        }
        if (seen.has(postcode)) throw fieldError('plz', STORM_MESSAGES.postcodeTwice(postcode));
        seen.add(postcode);
      }
      const setup = await storms.setPostcodes(vertragsnummer, plz, ctx.now);
      return status(ctx.customerId, vertragsnummer, setup);
    },
    unwetterSetStatus: async ({ vertragsnummer, aktiv, peremail }, ctx) => {
      await ownContract(ctx.customerId, vertragsnummer);
      if (aktiv && (await storms.setup(vertragsnummer)).postcodes.length === 0) {
        throw fieldError('plz', STORM_MESSAGES.noPostcode);
      }
      const setup = await storms.setStatus(
        vertragsnummer,
        { active: aktiv, email: peremail },
        ctx.now,
      );
      return status(ctx.customerId, vertragsnummer, setup);
    },
    unwetterDeactivate: async ({ vertragsnummer }, ctx) => {
      await ownContract(ctx.customerId, vertragsnummer);
      return status(ctx.customerId, vertragsnummer, await storms.deactivate(vertragsnummer));
    },
    unwetterGetDevicesForContract: async ({ vertragsnummer }, ctx) => {
      await ownContract(ctx.customerId, vertragsnummer);
      return deviceList(vertragsnummer);
    },
    unwetterRemoveDeviceFromContract: async ({ vertragsnummer, deviceid }, ctx) => {
      await ownContract(ctx.customerId, vertragsnummer);
      if (!(await storms.removeDevice(vertragsnummer, deviceid))) {
        throw refusedId('deviceid', STORM_MESSAGES.deviceNotFound);
      }
      return deviceList(vertragsnummer);
    },
    unwetterAddMobil: async ({ vertragsnummer, mobil, devicename }, ctx) => {
      await ownContract(ctx.customerId, vertragsnummer);
      const { sms } = deps;
      if (sms === null) throw generalError(STORM_MESSAGES.smsUnavailable);
      const added = await storms.addMobile(
        ctx.customerId,
        vertragsnummer,
        mobil,
        devicename,
        ctx.now,
      );
      if (added.kind !== 'added') throw fieldError('mobil', ADD_REFUSALS[added.kind]);
      try {
        await sms.send({
          to: mobil,
          text: `Dein Code für die Unwetterwarnung im Servicebereich: ${added.code}. Gib ihn niemandem weiter.`,
        });
      } catch (error) {
        await storms.withdrawCode(ctx.customerId, added, ctx.now);
        if (!(error instanceof SmsError)) throw error;
        ctx.request.log.warn({ reason: error.reason }, 'storm warning code SMS not sent');
        throw generalError(STORM_MESSAGES.smsUnavailable);
      }
      const { postcodes } = await storms.setup(vertragsnummer);
      return toDevice(added.device, postcodes);
    },
    unwetterConfirmMobil: async ({ vertragsnummer, deviceid, code }, ctx) => {
      await ownContract(ctx.customerId, vertragsnummer);
      const confirmed = await storms.confirmMobile(vertragsnummer, deviceid, code, ctx.now);
      switch (confirmed.kind) {
        case 'confirmed':
          return deviceList(vertragsnummer);
        case 'not-found':
          throw refusedId('deviceid', STORM_MESSAGES.deviceNotFound);
        case 'already':
          throw fieldError('code', STORM_MESSAGES.alreadyConfirmed);
        case 'expired':
          throw fieldError('code', STORM_MESSAGES.codeExpired);
        case 'used-up':
          throw fieldError('code', STORM_MESSAGES.codeUsedUp);
        case 'wrong':
          throw fieldError('code', STORM_MESSAGES.codeWrong(confirmed.triesLeft));
      }
    },
    unwetterRegisterPush: async ({ vertragsnummer, deviceid, devicename }, ctx) => {
      await ownContract(ctx.customerId, vertragsnummer);
      await storms.registerPush(vertragsnummer, deviceid, devicename, ctx.now);
      return deviceList(vertragsnummer);
    },
    unwetterGetWarnings: async ({ vertragsnummer }, ctx) => {
      await ownContract(ctx.customerId, vertragsnummer);
      const listed = await storms.warnings(vertragsnummer, ctx.now);
      return {
        Warnungen: listed.map((w): StormWarning => ({
          Id: w.id,
          Art: w.kind,
          Stufe: w.level,
          Ereignis: w.event,
          Titel: w.headline,
          Beschreibung: w.description,
          Handlungsempfehlung: w.instruction,
          Beginn: new Date(w.onset).toISOString(),
          Ende: new Date(w.expires).toISOString(),
          PLZ: w.postcodes,
          Aktuell: w.expires > ctx.now,
          Herausgeber: w.senderName,
        })),
      };
    },
  };
}
