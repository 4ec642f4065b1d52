import {
  VIDEO_ADVISER_PARAM,
  VIDEO_APPOINTMENTS_ANCHOR,
  VIDEO_MEETING_PATH,
} from '@servicebereich/protocol';
import type { FastifyRequest } from 'fastify';
import { publicOrigin } from '../../http/public-origin.ts';
import type { MeetingAccess } from './appointment-mails.ts';

/** The provider's address of a room; null without a configured provider. */
export function roomUrlOf(videoMeetingUrl: string | null, roomName: string): string | null {
  return videoMeetingUrl === null ? null : `${videoMeetingUrl}/${roomName}`;
}

/** What the mails of a booking or move tell: the new password, the app's pages, the room. */
export function meetingAccess(
  request: FastifyRequest,
  appointment: { agentId: string; roomName: string; password: string },
  videoMeetingUrl: string | null,
): MeetingAccess {
  const origin = publicOrigin(request);
  const adviser = new URLSearchParams({ [VIDEO_ADVISER_PARAM]: appointment.agentId });
  return {
    password: appointment.password,
    meetingLink: `${origin}${VIDEO_MEETING_PATH}?${adviser.toString()}`,
    appointmentsLink: `${origin}/services/berater#${VIDEO_APPOINTMENTS_ANCHOR}`,
    roomUrl: roomUrlOf(videoMeetingUrl, appointment.roomName),
  };
}
