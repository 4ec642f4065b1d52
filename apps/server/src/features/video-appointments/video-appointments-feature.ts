import type { Services } from '../../services.ts';
import type { AdviserFeature } from '../adviser/adviser-feature.ts';
import type { Feature } from '../feature.ts';
import { appointmentHandlers } from './appointment-handlers.ts';
import { appointmentRepository } from './appointment-repository.ts';
import { meetingHandlers, meetingPasswords, type MeetingPasswords } from './meeting-handlers.ts';

export type VideoAppointmentsFeature = Feature & {
  /** The completion page's password check, which the page password call asks. */
  completionPage: MeetingPasswords['completionPage'];
};

/** Video appointments with an adviser: booking, the meeting and its completion page. */
export function videoAppointmentsFeature(
  services: Services,
  areas: { adviser: Pick<AdviserFeature, 'repository'> },
): VideoAppointmentsFeature {
  const { db, blobs, mails, config } = services;
  const passwords = meetingPasswords({
    db,
    allowAttempt: services.perMinute('meeting-password', config.meetingPasswordRateLimitPerMinute),
  });
  return {
    handlers: {
      ...appointmentHandlers({
        appointments: appointmentRepository(db),
        advisers: areas.adviser.repository,
        blobs,
        mails,
        videoMeetingUrl: config.videoMeetingUrl,
      }),
      ...meetingHandlers({
        db,
        passwords,
        unlocks: services.unlocks,
        videoMeetingUrl: config.videoMeetingUrl,
      }),
    },
    completionPage: passwords.completionPage,
  };
}
