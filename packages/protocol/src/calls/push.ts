import { z } from 'zod/mini';
import { jsonCall, callArea } from '../call.ts';
import { formBoolean, noParams } from '../wire-fields.ts';
import { installationIdParam } from './session.ts';

// Push notifications (docs/decisions/030-push.md): a device registers its provider address (the
// native app's FCM or APNs token, a browser's Web Push subscription) for the logged-in customer,
// who chooses the topics. All calls are beyond the spec.

/** How a device is reached: Firebase (Android), Apple (iOS), Web Push (a browser). */
export const PUSH_KINDS = ['fcm', 'apns', 'webpush'] as const;
export type PushKindName = (typeof PUSH_KINDS)[number];

export const PUSH_MESSAGES = {
  kind: 'Diese Art von Mitteilungen gibt es nicht.',
  token: 'Die Push-Kennung des Geräts fehlt oder ist ungültig.',
  endpoint: 'Die Adresse des Push-Dienstes fehlt oder ist ungültig.',
  endpointHost: 'Dieser Push-Dienst wird nicht unterstützt.',
  keys: 'Die Schlüssel des Push-Abonnements fehlen oder sind ungültig.',
  unavailable: 'Mitteilungen auf dieses Gerät sind gerade nicht möglich.',
} as const;

/** base64url of `bytes` bytes, without padding (as `PushSubscription.toJSON()` gives it). */
const base64Url = (bytes: number) =>
  new RegExp(`^[A-Za-z0-9_-]{${String(Math.ceil((bytes * 4) / 3))}}$`);

const optionalText = (max: number) => z.optional(z.string().check(z.trim(), z.maxLength(max)));

export const pushSettingsSchema = z.object({
  /** The topics the customer wants pushed: a new letter, a claim's status, a storm warning. */
  Postbox: z.boolean(),
  Schaden: z.boolean(),
  Unwetter: z.boolean(),
  /** Which ways the server can send; without one, that kind of device gets nothing. */
  Verfuegbar: z.object({ fcm: z.boolean(), apns: z.boolean(), webpush: z.boolean() }),
});
export type PushSettings = z.infer<typeof pushSettingsSchema>;

export const pushCalls = callArea({
  /**
   * Beyond the spec: this device gets the customer's push notifications. A native app sends its
   * token (`art` fcm or apns), a browser its subscription (`art` webpush, `endpoint`, `p256dh`,
   * `auth`). Registering the device again replaces its registration; a token or endpoint another
   * customer registered moves to this one. Logging out removes it.
   */
  registerPush: jsonCall({
    mode: 'MeinServicebereich',
    fn: 'RegisterPush',
    method: 'POST',
    access: 'customer',
    body: 'form',
    params: () =>
      z
        .object({
          installationid: installationIdParam,
          art: z.enum(PUSH_KINDS, { error: PUSH_MESSAGES.kind }),
          token: optionalText(4096),
          endpoint: optionalText(2048),
          p256dh: optionalText(128),
          auth: optionalText(64),
        })
        .check(
          z.refine((p) => p.art === 'webpush' || /^[A-Za-z0-9:_.-]{16,4096}$/.test(p.token ?? ''), {
            error: PUSH_MESSAGES.token,
            path: ['token'],
          }),
          z.refine((p) => p.art !== 'webpush' || /^https?:\/\/\S+$/.test(p.endpoint ?? ''), {
            error: PUSH_MESSAGES.endpoint,
            path: ['endpoint'],
          }),
          z.refine(
            (p) =>
              p.art !== 'webpush' ||
              (base64Url(65).test(p.p256dh ?? '') && base64Url(16).test(p.auth ?? '')),
            { error: PUSH_MESSAGES.keys, path: ['p256dh'] },
          ),
        ),
    result: () => z.object({ Registriert: z.literal(true) }),
  }),
  /** Beyond the spec: this device gets no more push notifications for the customer. */
  unregisterPush: jsonCall({
    mode: 'MeinServicebereich',
    fn: 'UnregisterPush',
    method: 'POST',
    access: 'customer',
    body: 'form',
    params: () => z.object({ installationid: installationIdParam }),
    result: () => z.object({ Entfernt: z.literal(true) }),
  }),
  /** Beyond the spec: the topics the customer wants pushed, and which ways the server can send. */
  getPushSettings: jsonCall({
    mode: 'MeinServicebereich',
    fn: 'GetPushSettings',
    method: 'POST',
    access: 'customer',
    body: 'none',
    params: () => noParams,
    result: () => pushSettingsSchema,
  }),
  /** Beyond the spec: switches topics on or off; a topic not sent stays as it is. */
  setPushSettings: jsonCall({
    mode: 'MeinServicebereich',
    fn: 'SetPushSettings',
    method: 'POST',
    access: 'customer',
    body: 'form',
    params: () =>
      z.object({
        postbox: z.optional(formBoolean),
        schaden: z.optional(formBoolean),
        unwetter: z.optional(formBoolean),
      }),
    result: () => pushSettingsSchema,
  }),
  /**
   * Beyond the spec: the server's VAPID public key (base64url), which a browser subscribes with;
   * null when the server sends no Web Push.
   */
  getVapidPublicKey: jsonCall({
    mode: 'MeinServicebereich',
    fn: 'GetVapidPublicKey',
    method: 'POST',
    access: 'customer',
    body: 'none',
    params: () => noParams,
    result: () => z.object({ PublicKey: z.nullable(z.string()) }),
  }),
});
