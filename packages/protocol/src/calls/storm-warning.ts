import { z } from 'zod/mini';
import { jsonCall } from '../call.ts';
import { contractNumberParam, formBoolean } from '../wire-fields.ts';

export const postcodeParam = z.string({ error: 'Bitte gib eine Postleitzahl ein.' }).check(
  z.trim(),
  z.regex(/^[1-9]\d{3}$/, {
    error: 'Bitte gib eine österreichische Postleitzahl (4 Ziffern) ein.',
  }),
);

/** The app drops the leading `+` or `0` before sending, so the number arrives as digits only. */
export const mobileParam = z
  .string({ error: 'Bitte gib eine Mobilnummer ein.' })
  .check(z.trim(), z.regex(/^\d{8,15}$/, { error: 'Bitte gib eine gültige Mobilnummer ein.' }));

export const stormDeviceSchema = z.object({
  deviceid: z.string(),
  devicetype: z.enum(['sms', 'push']),
  devicename: z.string(),
  plz: z.string(),
  mobil: z.nullable(z.string()),
});

export const stormStatusSchema = z.object({
  Active: z.boolean(),
  plz: z.nullable(z.string()),
  mobil: z.nullable(z.string()),
  Devices: z.array(stormDeviceSchema),
});

const contractParams = z.object({ vertragsnummer: contractNumberParam });

const deviceIdParam = z
  .string({ error: 'Das Gerät ist ungültig.' })
  .check(z.trim(), z.regex(/^[A-Za-z0-9:_-]{1,200}$/, { error: 'Das Gerät ist ungültig.' }));

export const stormWarningCalls = {
  unwetterGetDevicesForContract: jsonCall({
    mode: 'MeinServicebereich',
    fn: 'UnwetterGetDevicesForContract',
    method: 'POST',
    access: 'customer',
    body: 'form',
    params: () => contractParams,
    result: () => z.array(stormDeviceSchema),
  }),
  unwetterSetPLZForContract: jsonCall({
    mode: 'MeinServicebereich',
    fn: 'UnwetterSetPLZForContract',
    method: 'POST',
    access: 'customer',
    body: 'form',
    params: () =>
      z.extend(contractParams, {
        deviceid: deviceIdParam,
        devicetype: z.enum(['sms', 'push'], {
          error: 'Die Art der Benachrichtigung ist ungültig.',
        }),
        plz: postcodeParam,
        devicename: z._default(
          z
            .string()
            .check(
              z.trim(),
              z.maxLength(100, { error: 'Der Name darf höchstens 100 Zeichen lang sein.' }),
            ),
          '',
        ),
        mobil: z._default(z.union([z.literal(''), mobileParam]), ''),
      }),
    result: () => z.array(stormDeviceSchema),
  }),
  unwetterRemoveDeviceFromContract: jsonCall({
    mode: 'MeinServicebereich',
    fn: 'UnwetterRemoveDeviceFromContract',
    method: 'POST',
    access: 'customer',
    body: 'form',
    params: () => z.extend(contractParams, { deviceid: deviceIdParam }),
    result: () => z.array(stormDeviceSchema),
  }),
  unwetterGetStatus: jsonCall({
    mode: 'MeinServicebereich',
    fn: 'UnwetterGetStatus',
    method: 'POST',
    access: 'customer',
    body: 'form',
    params: () => contractParams,
    result: () => stormStatusSchema,
  }),
  unwetterSetStatus: jsonCall({
    mode: 'MeinServicebereich',
    fn: 'UnwetterSetStatus',
    method: 'POST',
    access: 'customer',
    body: 'form',
    params: () =>
      z.extend(contractParams, {
        plz: postcodeParam,
        mobil: mobileParam,
        active: z._default(formBoolean, true),
      }),
    result: () => stormStatusSchema,
  }),
  unwetterDeactivate: jsonCall({
    mode: 'MeinServicebereich',
    fn: 'UnwetterDeactivate',
    method: 'POST',
    access: 'customer',
    body: 'form',
    params: () => contractParams,
    result: () => stormStatusSchema,
  }),
} as const;
