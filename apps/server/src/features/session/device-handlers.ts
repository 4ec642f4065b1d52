import type { Handlers } from '../../http/handlers.ts';
import { refusedId } from '../../http/api-error.ts';
import type { SessionStore } from '../../http/session-store.ts';
import type { PushRepository } from '../../push/push-repository.ts';
import { hashToken } from '../../security/tokens.ts';
import type { DeviceLogins } from './device-logins.ts';
import { describeUserAgent } from './user-agent.ts';

export const DEVICE_MESSAGES = {
  notFound: 'Dieses Gerät wurde nicht gefunden.',
} as const;

/** The id a session is shown by: derived from its key, never the key or the cookie. */
export function publicSessionId(idHash: string): string {
  return hashToken(`device:${idHash}`).slice(0, 22);
}

/**
 * "Angemeldete Geräte": the customer's live sessions, each of which the customer may end, and the
 * devices set up for the biometric login, each of which the customer may revoke.
 */
export function deviceHandlers(
  sessions: SessionStore,
  logins: DeviceLogins,
  pushes: PushRepository,
): Pick<
  Handlers,
  'getSessions' | 'endSession' | 'endOtherSessions' | 'getDeviceLogins' | 'endDeviceLogin'
> {
  return {
    getSessions: async (_params, ctx) => {
      const rows = await sessions.listOf(ctx.customerId, ctx.now);
      return {
        Geraete: rows.map((row) => {
          const { device, browser } = describeUserAgent(row.user_agent);
          return {
            Id: publicSessionId(row.id_hash),
            Geraet: device,
            Browser: browser,
            Angemeldet: new Date(row.created_at).toISOString(),
            ZuletztAktiv: new Date(row.last_seen_at).toISOString(),
            Ort: row.place,
            Aktuell: row.id_hash === ctx.session.idHash,
          };
        }),
      };
    },

    endSession: async ({ id }, ctx) => {
      const rows = await sessions.listOf(ctx.customerId, ctx.now);
      const found = rows.find((row) => publicSessionId(row.id_hash) === id);
      // The own session ends with "Abmelden"; another customer's is not there to be found.
      if (found === undefined || found.id_hash === ctx.session.idHash) {
        throw refusedId('id', DEVICE_MESSAGES.notFound);
      }
      await sessions.removeOf(ctx.customerId, found.id_hash);
      // Its push notifications end with it (docs/decisions/030-push.md).
      await pushes.removeForSession(found.id_hash);
      return { Beendet: true as const };
    },

    getDeviceLogins: async (_params, ctx) => ({
      Geraete: (await logins.listOf(ctx.customerId)).map((row) => ({
        Id: row.id,
        Geraet: row.device_name,
        Eingerichtet: new Date(row.created_at).toISOString(),
        ZuletztVerwendet: new Date(row.last_used_at).toISOString(),
      })),
    }),

    endDeviceLogin: async ({ id }, ctx) => {
      const deviceId = await logins.remove(ctx.customerId, id);
      if (deviceId === null) throw refusedId('id', DEVICE_MESSAGES.notFound);
      // A device revoked in the list gets no more of the customer's push notifications either.
      await pushes.unregister(ctx.customerId, deviceId);
      return { Beendet: true as const };
    },

    endOtherSessions: async (_params, ctx) => {
      await sessions.removeOthersOf(ctx.customerId, ctx.session.idHash);
      await pushes.removeAllBut(ctx.customerId, ctx.session.idHash);
      return { Beendet: true as const };
    },
  };
}
