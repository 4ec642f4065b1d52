import type { Services } from '../../services.ts';
import type { Feature } from '../feature.ts';
import { accessibilityHandlers } from './accessibility-handlers.ts';

/** Barriers reported per IP address and minute: anyone may report one. */
const ACCESSIBILITY_MAILS_PER_MINUTE = 5;

/** The accessibility statement and the reports of barriers (§ 19 BaFG). */
export function accessibilityFeature(services: Services): Feature {
  const allowMail = services.perMinute('accessibility-mail', ACCESSIBILITY_MAILS_PER_MINUTE);
  return {
    handlers: accessibilityHandlers({
      db: services.db,
      statement: services.content.accessibility,
      mails: services.mails,
      deskEmail: services.config.mail.accessibilityEmail,
      allowMail: ({ request }) => allowMail(request),
    }),
  };
}
