import {
  STORM_CODE_TRIES,
  STORM_MAX_MOBILES,
  STORM_MESSAGES,
  type StormStatus,
  type stormWarningCalls,
} from '@servicebereich/protocol';
import { demoFail as fail, type DemoHandlers } from './demo-call.ts';
import {
  DEMO_POSTCODE_PLACES,
  DEMO_STORM_CODE,
  type DemoContract,
  type DemoData,
  type DemoStormWarning,
} from './demo-data.ts';

// The storm warnings of the test mode: postcodes, devices and the SMS code, which is always
// DEMO_STORM_CODE as the test mode sends no SMS.

type StormWarningHandlers = Pick<DemoHandlers, keyof typeof stormWarningCalls>;

export function demoStormWarningHandlers(deps: {
  data: DemoData;
  /** Wrong codes entered per phone number waiting for its code. */
  codeTries: Map<string, number>;
  findContract: (contractId: string) => DemoContract;
  newId: (prefix: string) => string;
}): StormWarningHandlers {
  const { data, findContract, newId } = deps;

  function stormStatus(contractId: string): DemoStormWarning {
    findContract(contractId);
    return (
      data.stormWarnings.get(contractId) ?? fail('vertragsnummer', STORM_MESSAGES.contractNotFound)
    );
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

  return {
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
      deps.codeTries.set(device.deviceid, 0);
      return device;
    },
    unwetterConfirmMobil: ({ vertragsnummer, deviceid, code }) => {
      const status = stormStatus(vertragsnummer);
      const device = stormDevice(status, deviceid);
      if (device.bestaetigt) fail('code', STORM_MESSAGES.alreadyConfirmed);
      const tries = deps.codeTries.get(deviceid) ?? STORM_CODE_TRIES;
      if (tries >= STORM_CODE_TRIES) fail('code', STORM_MESSAGES.codeUsedUp);
      if (code !== DEMO_STORM_CODE) {
        deps.codeTries.set(deviceid, tries + 1);
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
  };
}
