import type { VideoAppointment } from '@servicebereich/protocol';
import { describe, expect, it } from 'vitest';
import { appointmentCalendarFile } from './appointment-calendar.ts';

const APPOINTMENT: VideoAppointment = {
  TerminId: '00000000-0000-4000-8000-000000005000',
  BeraterId: 'B-20417',
  BeraterName: 'Mag. Florian Eder',
  Beginn: '2026-11-23T08:00:00.000Z',
  Ende: '2026-11-23T08:30:00.000Z',
  Thema: 'vorsorge',
  Vertragsnummer: null,
};

/** The file's content lines, unfolded (RFC 5545 3.1). */
async function lines(file: File): Promise<string[]> {
  const content = await file.text();
  expect(content.endsWith('\r\n')).toBe(true);
  return content.slice(0, -2).replace(/\r\n /g, '').split('\r\n');
}

describe('appointmentCalendarFile', () => {
  it("is the appointment as an event, with the mails' UID, in UTC, leading to the meeting", async () => {
    const url = 'https://app.servicebereich.example/services/video-meeting?berater=B-20417';
    const file = appointmentCalendarFile(APPOINTMENT, url, Date.UTC(2026, 10, 20, 9, 30, 5));
    expect(file.name).toBe('videotermin.ics');
    expect(file.type).toBe('text/calendar');
    expect(await lines(file)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Servicebereich//Videotermin//DE',
      'METHOD:PUBLISH',
      'BEGIN:VEVENT',
      'UID:00000000-0000-4000-8000-000000005000@servicebereich',
      'DTSTAMP:20261120T093005Z',
      'DTSTART:20261123T080000Z',
      'DTEND:20261123T083000Z',
      'SUMMARY:Videotermin mit Mag. Florian Eder',
      `DESCRIPTION:Thema: Vorsorge und Pension\\nTeilnehmen: ${url}`,
      'LOCATION:Videogespräch im Servicebereich',
      `URL:${url}`,
      'END:VEVENT',
      'END:VCALENDAR',
    ]);
  });

  it('escapes what iCalendar reserves and folds lines after 75 octets', async () => {
    const file = appointmentCalendarFile(
      { ...APPOINTMENT, BeraterName: 'Eder; Moser, Gruber\\Hofer Öğütçü'.repeat(3) },
      'https://example.at/m',
      0,
    );
    const content = await file.text();
    for (const line of content.split('\r\n')) {
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    }
    expect((await lines(file)).find((line) => line.startsWith('SUMMARY:'))).toBe(
      `SUMMARY:Videotermin mit ${'Eder\\; Moser\\, Gruber\\\\Hofer Öğütçü'.repeat(3)}`,
    );
  });
});
