import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { DayTimeChoice, type DayOption } from './day-time-choice.tsx';

function day(heading: string, chip: [string, string, string], times: string[]): DayOption {
  const [weekday, date, month] = chip;
  return {
    heading,
    name: `${heading}, ${String(times.length)} frei`,
    weekday,
    day: date,
    month,
    times: times.map((time) => ({
      value: `${heading} ${time}`,
      time,
      name: `${heading}, ${time} Uhr`,
    })),
  };
}

const DAYS = [
  day('Montag, 7. Dezember 2026', ['Mo.', '7', 'Dez.'], ['09:00', '09:30']),
  day('Mittwoch, 9. Dezember 2026', ['Mi.', '9', 'Dez.'], ['14:00']),
];

/** The choice as a screen holds it, with every value it was given. */
function Choice(props: { initial?: string; error?: string; changes?: string[] }) {
  const [value, setValue] = useState(props.initial ?? '');
  return (
    <DayTimeChoice
      id="beginn"
      legend="Freie Termine"
      hint="Alle Zeiten in österreichischer Zeit."
      daysLabel="Tag"
      days={DAYS}
      value={value}
      onChange={(next) => {
        props.changes?.push(next);
        setValue(next);
      }}
      error={props.error}
    />
  );
}

/** Each radio of a group: its name, and whether it is checked. */
function choices(group: HTMLElement) {
  return within(group)
    .getAllByRole<HTMLInputElement>('radio')
    .map((radio) => [radio.getAttribute('aria-label'), radio.checked]);
}

/** The radios of the times shown, in the group named by their day's heading. */
function times() {
  const heading = screen.getByRole('heading', { level: 3 }).textContent;
  return choices(screen.getByRole('radiogroup', { name: heading }));
}

describe('DayTimeChoice', () => {
  afterEach(cleanup);

  it('shows the days as a strip and the first day’s times under its heading', () => {
    render(<Choice />);
    const strip = screen.getByRole('radiogroup', { name: 'Tag' });
    expect(choices(strip)).toEqual([
      ['Montag, 7. Dezember 2026, 2 frei', true],
      ['Mittwoch, 9. Dezember 2026, 1 frei', false],
    ]);
    expect([...strip.querySelectorAll('label')].map((label) => label.textContent)).toEqual([
      'Mo.7Dez.',
      'Mi.9Dez.',
    ]);
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('Montag, 7. Dezember 2026');
    expect(times()).toEqual([
      ['Montag, 7. Dezember 2026, 09:00 Uhr', false],
      ['Montag, 7. Dezember 2026, 09:30 Uhr', false],
    ]);
  });

  it('shows another day’s times, and takes back a time chosen on the day before', () => {
    const changes: string[] = [];
    render(<Choice changes={changes} />);
    fireEvent.click(screen.getByRole('radio', { name: 'Montag, 7. Dezember 2026, 09:30 Uhr' }));
    expect(times()).toEqual([
      ['Montag, 7. Dezember 2026, 09:00 Uhr', false],
      ['Montag, 7. Dezember 2026, 09:30 Uhr', true],
    ]);
    fireEvent.click(screen.getByRole('radio', { name: 'Mittwoch, 9. Dezember 2026, 1 frei' }));
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe(
      'Mittwoch, 9. Dezember 2026',
    );
    expect(times()).toEqual([['Mittwoch, 9. Dezember 2026, 14:00 Uhr', false]]);
    expect(changes).toEqual(['Montag, 7. Dezember 2026 09:30', '']);
    fireEvent.click(screen.getByRole('radio', { name: 'Mittwoch, 9. Dezember 2026, 14:00 Uhr' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Montag, 7. Dezember 2026, 2 frei' }));
    expect(changes).toEqual([
      'Montag, 7. Dezember 2026 09:30',
      '',
      'Mittwoch, 9. Dezember 2026 14:00',
      '',
    ]);
  });

  it('opens on the day of the time chosen before', () => {
    render(<Choice initial="Mittwoch, 9. Dezember 2026 14:00" />);
    expect(times()).toEqual([['Mittwoch, 9. Dezember 2026, 14:00 Uhr', true]]);
    expect(choices(screen.getByRole('radiogroup', { name: 'Tag' }))).toEqual([
      ['Montag, 7. Dezember 2026, 2 frei', false],
      ['Mittwoch, 9. Dezember 2026, 1 frei', true],
    ]);
  });

  it('names the hint and the error as the fieldset’s description', () => {
    render(<Choice error="Bitte wähle einen freien Termin." />);
    const fieldset = screen.getByRole('group', { name: 'Freie Termine' });
    expect(fieldset.id).toBe('beginn');
    expect(fieldset.getAttribute('aria-describedby')).toBe('beginn-hint beginn-error');
    expect(screen.getByRole('alert').textContent).toBe('Bitte wähle einen freien Termin.');
  });
});
