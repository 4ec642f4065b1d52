import { describe, expect, it } from 'vitest';
import { appointmentCalendar, type AppointmentFacts } from './appointment-mails.ts';

const FACTS: AppointmentFacts = {
  id: '0b7e4a52-8a3c-4f43-9a57-2d6f1a0c9e11',
  startsAt: Date.parse('2026-12-01T09:00:00.000Z'),
  endsAt: Date.parse('2026-12-01T09:30:00.000Z'),
  sequence: 2,
  topic: 'finanzierung',
  message: 'Bitte; mit Plan, und\nZeilen',
  contract: null,
  adviser: { name: 'Mag. Florian Eder, MBA; Büro Salzburg', email: 'florian.eder@example.at' },
  customer: { name: 'Anna Berger', customerNumber: '1000000001', email: 'anna@example.at' },
  documents: [],
};
const NOW = Date.parse('2026-11-20T09:00:00.000Z');

/** The content lines of an iCalendar text, folded lines joined again (RFC 5545 3.1). */
function unfolded(ics: string): string[] {
  return ics.replace(/\r\n[ \t]/g, '').split('\r\n');
}

describe('appointmentCalendar', () => {
  const ics = appointmentCalendar(FACTS, 'booked', NOW);

  it('is one event in UTC with a stable UID and the sequence of the change', () => {
    const lines = unfolded(ics);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines).toContain('METHOD:REQUEST');
    expect(lines).toContain(`UID:${FACTS.id}@servicebereich`);
    expect(lines).toContain('SEQUENCE:2');
    expect(lines).toContain('DTSTART:20261201T090000Z');
    expect(lines).toContain('DTEND:20261201T093000Z');
    expect(lines).toContain('DTSTAMP:20261120T090000Z');
    expect(lines).toContain('STATUS:CONFIRMED');
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
  });

  it('escapes commas and semicolons in text and folds lines at 75 octets with CRLF', () => {
    expect(unfolded(ics)).toContain(
      'SUMMARY:Videotermin mit Mag. Florian Eder\\, MBA\\; Büro Salzburg',
    );
    expect(ics).not.toMatch(/[^\r]\n/);
    for (const line of ics.split('\r\n')) {
      expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    }
  });

  it('cancels with the same UID', () => {
    const lines = unfolded(appointmentCalendar({ ...FACTS, sequence: 3 }, 'cancelled', NOW));
    expect(lines).toContain('METHOD:CANCEL');
    expect(lines).toContain('STATUS:CANCELLED');
    expect(lines).toContain(`UID:${FACTS.id}@servicebereich`);
    expect(lines).toContain('SEQUENCE:3');
  });
});
