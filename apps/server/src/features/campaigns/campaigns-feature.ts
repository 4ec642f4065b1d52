import type { Services } from '../../services.ts';
import type { Feature } from '../feature.ts';
import { campaignHandlers } from './campaign-handlers.ts';
import { my21Repository } from './my21-repository.ts';

/** my21 feedback and questionnaires per IP address and minute: anyone may send them. */
const MY21_MAILS_PER_MINUTE = 5;

/** The campaign areas (me1ns, my21, me1n Zuhause, Schmerzlinderung) and the dashboard's sliders. */
export function campaignsFeature(services: Services): Feature {
  const allowMail = services.perMinute('my21-mail', MY21_MAILS_PER_MINUTE);
  return {
    handlers: campaignHandlers({
      content: services.content,
      my21: my21Repository(services.db),
      mails: services.mails,
      my21Email: services.config.mail.my21Email,
      allowMail: ({ request }) => allowMail(request),
    }),
  };
}
