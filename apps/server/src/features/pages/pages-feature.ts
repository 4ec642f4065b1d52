import type { Services } from '../../services.ts';
import type { Feature } from '../feature.ts';
import type { VideoAppointmentsFeature } from '../video-appointments/video-appointments-feature.ts';
import { pageHandlers } from './page-handlers.ts';

/** The page password (SPEC 6): each protected page's area checks the password of its own. */
export function pagesFeature(
  services: Services,
  areas: { video: Pick<VideoAppointmentsFeature, 'completionPage'> },
): Feature {
  return {
    handlers: pageHandlers({
      unlocks: services.unlocks,
      checks: { 'video-termin-abschluss': areas.video.completionPage },
    }),
  };
}
