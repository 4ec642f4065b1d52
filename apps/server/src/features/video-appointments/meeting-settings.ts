import { z } from 'zod/mini';
import { integer } from '../../config-values.ts';

/** Meeting passwords are guessed against: tries per IP address and minute, unless configured. */
export const MEETING_PASSWORD_ATTEMPTS_PER_MINUTE = 10;

/** The video provider whose rooms the meetings use, and how often their passwords may be tried. */
export const meetingEnv = z.object({
  MEETING_PASSWORD_RATE_LIMIT_PER_MINUTE: z._default(
    integer(1, Number.MAX_SAFE_INTEGER),
    MEETING_PASSWORD_ATTEMPTS_PER_MINUTE,
  ),
  VIDEO_MEETING_URL: z.optional(
    z.url({
      protocol: /^https?$/,
      error: 'erwartet: die https://-Adresse eines Jitsi-Meet-Servers',
    }),
  ),
});

export type MeetingSettings = {
  /** Meeting (and completion page) passwords tried per IP address and minute. */
  meetingPasswordRateLimitPerMinute: number;
  /**
   * The Jitsi Meet compatible server whose rooms the video meetings use, without a trailing
   * slash; null: no provider, the meeting page says so.
   */
  videoMeetingUrl: string | null;
};

export function meetingSettings(e: z.infer<typeof meetingEnv>): MeetingSettings {
  return {
    meetingPasswordRateLimitPerMinute: e.MEETING_PASSWORD_RATE_LIMIT_PER_MINUTE,
    videoMeetingUrl: e.VIDEO_MEETING_URL?.replace(/\/+$/, '') ?? null,
  };
}
