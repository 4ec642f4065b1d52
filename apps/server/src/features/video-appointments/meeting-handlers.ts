import {
  ERROR_KEYS,
  formatViennaDateTime,
  VIDEO_JOIN_MINUTES_BEFORE,
  VIDEO_MEETING_MESSAGES,
  VIDEO_PASSWORD_HOURS_AFTER,
  VIDEO_ROOM_MINUTES_AFTER,
  VIDEO_TOPICS,
  type VideoMeeting,
} from '@servicebereich/protocol';
import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables.ts';
import { fieldError, generalError, MESSAGES } from '../../http/api-error.ts';
import type { CallContext, Handlers } from '../../http/handlers.ts';
import type { PageUnlocks } from '../../http/page-unlocks.ts';
import type { Allowance } from '../../http/server-frame.ts';
import { meetingPasswordMatches } from '../../security/meeting-passwords.ts';
import { logSecurityEvent } from '../../security/security-log.ts';
import { hashToken, newToken } from '../../security/tokens.ts';
import { roomUrlOf } from './meeting-access.ts';
import { meetingRepository, type MeetingAppointment } from './meeting-repository.ts';

const MINUTE_MS = 60_000;

function meetingOf(appointment: MeetingAppointment): VideoMeeting {
  const topic = VIDEO_TOPICS.find((t) => t === appointment.topic);
  if (topic === undefined) throw new Error(`unknown video topic ${appointment.topic}`);
  return {
    BeraterName: appointment.agent_name,
    Beginn: new Date(appointment.starts_at).toISOString(),
    Ende: new Date(appointment.ends_at).toISOString(),
    Thema: topic,
    Dokumente: JSON.parse(appointment.documents_json) as string[],
    Bewertet: appointment.rating !== null,
  };
}

/** The page whose password is an appointment's meeting password (decision 006). */
const COMPLETION_PAGE = 'video-termin-abschluss';

/** How long a password opens an appointment after its end; an unlock made with it as long. */
function endedAfter(now: number): number {
  return now - VIDEO_PASSWORD_HOURS_AFTER * 60 * MINUTE_MS;
}

/**
 * The meeting passwords' one check, for the meeting page and the completion page's password
 * prompt alike: both count towards one limit per address.
 */
export function meetingPasswords(deps: {
  db: Kysely<Tables>;
  /** Tries per IP address and minute: meeting passwords are guessed against. */
  allowAttempt: Allowance;
}) {
  const meetings = meetingRepository(deps.db);

  /**
   * The appointment that the password opens: booked, and not ended longer than
   * VIDEO_PASSWORD_HOURS_AFTER ago; of the adviser `agentId`, or of any for null (the completion
   * page's prompt names none). Wrong, expired, cancelled and unknown are answered alike.
   */
  async function appointmentOf(
    password: string,
    agentId: string | null,
    ctx: CallContext,
  ): Promise<MeetingAppointment> {
    if (!(await deps.allowAttempt(ctx.request))) {
      logSecurityEvent(ctx.request, {
        event: 'meeting-password',
        agentId,
        outcome: 'rate-limited',
      });
      throw generalError(MESSAGES.tooManyRequests, 429);
    }
    const candidates = await meetings.withPassword(agentId, endedAfter(ctx.now));
    // Every candidate is compared: the time taken does not tell which one matched.
    const matches = candidates.filter((c) =>
      meetingPasswordMatches(c.id, c.meeting_password_hash, password),
    );
    const appointment = matches[0];
    if (appointment === undefined) {
      logSecurityEvent(ctx.request, {
        event: 'meeting-password',
        agentId,
        outcome: 'wrong-credentials',
      });
      throw fieldError(ERROR_KEYS.password, VIDEO_MEETING_MESSAGES.password);
    }
    return appointment;
  }

  return {
    appointmentOf,
    /**
     * The completion page's password check (CheckPagePassword): what the unlock keeps is the
     * password's hash, so the unlock ends when the password does.
     */
    completionPage: async (password: string, ctx: CallContext): Promise<string> =>
      (await appointmentOf(password, null, ctx)).meeting_password_hash,
  };
}

export type MeetingPasswords = ReturnType<typeof meetingPasswords>;

export function meetingHandlers(deps: {
  db: Kysely<Tables>;
  passwords: MeetingPasswords;
  unlocks: PageUnlocks;
  videoMeetingUrl: string | null;
}): Pick<
  Handlers,
  'videoCallGenerate' | 'videoCallGetRoom' | 'getVideoTerminAbschluss' | 'videoTerminFeedback'
> {
  const meetings = meetingRepository(deps.db);
  const { passwords, unlocks } = deps;

  /**
   * The appointment whose password unlocked the completion page in this session, while that
   * password holds; else the page must ask for it again.
   */
  async function unlockedAppointment(ctx: CallContext): Promise<MeetingAppointment> {
    const subject = await unlocks.subjectOf(ctx, COMPLETION_PAGE);
    const appointment =
      subject === null ? undefined : await meetings.byPasswordHash(subject, endedAfter(ctx.now));
    if (appointment === undefined) {
      throw fieldError(ERROR_KEYS.password, VIDEO_MEETING_MESSAGES.locked);
    }
    return appointment;
  }

  return {
    videoCallGenerate: async ({ password, beraterid, checkpassword }, ctx) => {
      const appointment = await passwords.appointmentOf(password, beraterid, ctx);
      // The password is that of the completion page too: after the meeting it opens at once.
      await unlocks.unlock(ctx, COMPLETION_PAGE, appointment.meeting_password_hash);
      const meeting = meetingOf(appointment);
      if (checkpassword) return { ChatId: null, Termin: meeting };
      if (ctx.now < appointment.starts_at - VIDEO_JOIN_MINUTES_BEFORE * MINUTE_MS) {
        throw fieldError(
          ERROR_KEYS.password,
          VIDEO_MEETING_MESSAGES.tooEarly(formatViennaDateTime(appointment.starts_at)),
        );
      }
      const closesAt = appointment.ends_at + VIDEO_ROOM_MINUTES_AFTER * MINUTE_MS;
      if (ctx.now >= closesAt) throw fieldError(ERROR_KEYS.password, VIDEO_MEETING_MESSAGES.over);
      const chatId = newToken();
      await meetings.openRoom({
        chatHash: hashToken(chatId),
        appointmentId: appointment.id,
        now: ctx.now,
        expiresAt: closesAt,
      });
      return { ChatId: chatId, Termin: meeting };
    },

    videoCallGetRoom: async ({ chatid }, ctx) => {
      const room = await meetings.room(hashToken(chatid), ctx.now);
      if (room === undefined) throw fieldError('chatid', VIDEO_MEETING_MESSAGES.room);
      return {
        RoomUrl: roomUrlOf(deps.videoMeetingUrl, room.room_name),
        Beginn: new Date(room.starts_at).toISOString(),
        BeraterName: room.agent_name,
      };
    },

    getVideoTerminAbschluss: async (_params, ctx) => meetingOf(await unlockedAppointment(ctx)),

    videoTerminFeedback: async ({ bewertung, kommentar }, ctx) => {
      const appointment = await unlockedAppointment(ctx);
      if (ctx.now < appointment.starts_at) {
        throw fieldError('bewertung', VIDEO_MEETING_MESSAGES.notYet);
      }
      await meetings.saveFeedback(appointment.id, bewertung, kommentar, ctx.now);
      return { Gespeichert: true as const };
    },
  };
}
