import { VIDEO_TOPIC_LABELS, type VideoAppointment } from '@servicebereich/protocol';
import { videoTexts as t } from '../../text/video.ts';

/** The calendar file's name, as the appointment mails name theirs. */
const FILE_NAME = 'videotermin.ics';

/** A text value of iCalendar (RFC 5545 3.3.11): backslash, semicolon, comma and line breaks escaped. */
function text(value: string): string {
  return value.replace(/[\\;,]/g, (char) => `\\${char}`).replace(/\r?\n/g, '\\n');
}

/** A time in UTC as iCalendar writes it, `20261123T080000Z`. */
function utc(epochMs: number): string {
  return new Date(epochMs)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

const encoder = new TextEncoder();

/** A content line folded after at most 75 octets, each further part after a space (3.1). */
function fold(line: string): string {
  const parts: string[] = [];
  let part = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(part);
      part = '';
      octets = 0;
    }
    part += char;
    octets += size;
  }
  parts.push(part);
  return parts.join('\r\n ');
}

/**
 * An appointment as a calendar file for the device's calendar: the same UID as the mails' files,
 * so that a calendar holding the mail's entry updates it instead of adding another. `meetingUrl`
 * is the meeting page's address, `now` the file's time stamp.
 */
export function appointmentCalendarFile(
  appointment: VideoAppointment,
  meetingUrl: string,
  now: number,
): File {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Servicebereich//Videotermin//DE',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${appointment.TerminId}@servicebereich`,
    `DTSTAMP:${utc(now)}`,
    `DTSTART:${utc(Date.parse(appointment.Beginn))}`,
    `DTEND:${utc(Date.parse(appointment.Ende))}`,
    `SUMMARY:${text(t.calendarSummary(appointment.BeraterName))}`,
    `DESCRIPTION:${text(t.calendarDescription(VIDEO_TOPIC_LABELS[appointment.Thema], meetingUrl))}`,
    `LOCATION:${text(t.calendarLocation)}`,
    `URL:${meetingUrl}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return new File([`${lines.map(fold).join('\r\n')}\r\n`], FILE_NAME, { type: 'text/calendar' });
}
