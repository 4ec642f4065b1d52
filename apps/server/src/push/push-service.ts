import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../config.ts';
import type { Tables } from '../db/tables.ts';
import type { ScheduledJobs } from '../jobs/scheduled-jobs.ts';
import { apnsSender } from './apns-sender.ts';
import { fcmSender } from './fcm-sender.ts';
import { pushDelivery } from './push-delivery.ts';
import { pushRepository } from './push-repository.ts';
import { webPushSender } from './web-push-sender.ts';

/** The push messages: where they are queued, and which providers deliver them. */
export function pushService(
  app: FastifyInstance,
  config: Config['push'],
  deps: { db: Kysely<Tables>; jobs: ScheduledJobs; clock: () => number },
) {
  const { fcm, apns, webPush } = config;
  const pushes = pushRepository(deps.db);
  const delivery = pushDelivery({
    pushes,
    senders: {
      ...(fcm === null ? {} : { fcm: fcmSender(fcm) }),
      ...(apns === null ? {} : { apns: apnsSender(apns) }),
      ...(webPush === null ? {} : { webpush: webPushSender(webPush) }),
    },
    log: app.log,
    clock: deps.clock,
  });
  app.addHook('onReady', (done) => {
    if (fcm === null) app.log.warn('no FCM service account configured: no push to Android');
    if (apns === null) app.log.warn('no APNs key configured: no push to iOS');
    if (webPush === null) app.log.warn('no VAPID keys configured: no Web Push to browsers');
    done();
  });
  app.addHook('onClose', () => delivery.close());
  deps.jobs.add({
    name: 'send-push',
    everyMs: config.sendEveryMs,
    run: async () => {
      await delivery.runDue();
    },
  });
  return {
    pushes,
    available: { fcm: fcm !== null, apns: apns !== null, webpush: webPush !== null },
    vapidPublicKey: webPush?.publicKey ?? null,
    webPushHosts: webPush?.hosts ?? [],
  };
}

export type PushService = ReturnType<typeof pushService>;
