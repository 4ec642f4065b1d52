import type { Services } from '../../services.ts';
import type { Feature } from '../feature.ts';
import { httpSmsGateway, outboxSmsGateway } from './sms-gateway.ts';
import { stormWarningHandlers } from './storm-handlers.ts';
import { stormRepository } from './storm-repository.ts';
import { warningJob } from './warning-job.ts';
import { warningRepository } from './warning-repository.ts';

/** Storm warnings: the customer's places, and the warnings of the source sent by SMS and mail. */
export function stormWarningFeature(services: Services): Feature {
  const { config, log } = services;
  const sms =
    config.sms === null
      ? null
      : config.sms.kind === 'gateway'
        ? httpSmsGateway(config.sms)
        : outboxSmsGateway(config.sms);
  const { source } = config.stormWarning;
  const warnings =
    source === null
      ? null
      : warningJob({
          warnings: warningRepository(services.db),
          source,
          sms,
          mails: services.mails,
          log,
          clock: services.clock,
          intervalMs: config.stormWarning.intervalMs,
        });
  return {
    handlers: stormWarningHandlers({
      storms: stormRepository(services.db),
      sms,
      hasSource: source !== null,
    }),
    start: () => {
      if (warnings === null) log.warn('no storm warning source configured: no warnings arrive');
      if (sms === null) log.warn('no SMS gateway configured: no storm warnings by SMS');
      if (config.sms?.kind === 'outbox') {
        log.warn(
          { dir: config.sms.dir },
          'demo stand-in: SMS are written to the SMS outbox folder, nothing is sent',
        );
      }
      warnings?.start();
    },
    stop: async () => {
      await warnings?.stop();
    },
  };
}
