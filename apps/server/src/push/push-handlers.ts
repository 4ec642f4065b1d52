import { PUSH_MESSAGES } from '@servicebereich/protocol';
import { fieldError } from '../http/api-error.ts';
import type { Handlers } from '../http/handlers.ts';
import type { PushKind } from '../db/tables.ts';
import type { PushRepository, Topics } from './push-repository.ts';
import { allowedEndpoint } from './web-push-sender.ts';

type PushHandlers = Pick<
  Handlers,
  'registerPush' | 'unregisterPush' | 'getPushSettings' | 'setPushSettings' | 'getVapidPublicKey'
>;

/** The devices and topics of push notifications (docs/decisions/030-push.md). */
export function pushHandlers(deps: {
  pushes: PushRepository;
  /** The kinds the server can send; a device of another kind is not registered. */
  available: Record<PushKind, boolean>;
  vapidPublicKey: string | null;
  /** The push services a browser's subscription may name. */
  webPushHosts: readonly string[];
}): PushHandlers {
  const settings = (topics: Topics) => ({
    Postbox: topics.postbox,
    Schaden: topics.claims,
    Unwetter: topics.storm,
    Verfuegbar: deps.available,
  });

  return {
    registerPush: async ({ installationid, art, token, endpoint, p256dh, auth }, ctx) => {
      if (!deps.available[art]) throw fieldError('art', PUSH_MESSAGES.unavailable);
      const webPush = art === 'webpush';
      if (webPush && !allowedEndpoint(endpoint ?? '', deps.webPushHosts)) {
        throw fieldError('endpoint', PUSH_MESSAGES.endpointHost);
      }
      const { moved } = await deps.pushes.register(
        ctx.customerId,
        ctx.session.idHash,
        {
          installationId: installationid,
          kind: art,
          address: (webPush ? endpoint : token) ?? '',
          p256dh: webPush ? (p256dh ?? null) : null,
          auth: webPush ? (auth ?? null) : null,
        },
        ctx.now,
      );
      if (moved) ctx.request.log.info({ kind: art }, 'push device moved to another customer');
      return { Registriert: true as const };
    },

    unregisterPush: async ({ installationid }, ctx) => {
      await deps.pushes.unregister(ctx.customerId, installationid);
      return { Entfernt: true as const };
    },

    getPushSettings: async (_params, ctx) => settings(await deps.pushes.topics(ctx.customerId)),

    setPushSettings: async ({ postbox, schaden, unwetter }, ctx) =>
      settings(
        await deps.pushes.setTopics(
          ctx.customerId,
          {
            ...(postbox === undefined ? {} : { postbox }),
            ...(schaden === undefined ? {} : { claims: schaden }),
            ...(unwetter === undefined ? {} : { storm: unwetter }),
          },
          ctx.now,
        ),
      ),

    getVapidPublicKey: () => Promise.resolve({ PublicKey: deps.vapidPublicKey }),
  };
}
