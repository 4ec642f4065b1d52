import { useState, type ReactNode } from 'react';

export type TimeOption = {
  value: string;
  /** What the chip shows: `09:30`. */
  time: string;
  /** What a screen reader says for it: the day and the time. */
  name: string;
};

export type DayOption = {
  /** The day in full, the heading of its times: `Montag, 7. Dezember 2026`. */
  heading: string;
  /** What a screen reader says for its chip: the day and how many times it has free. */
  name: string;
  /** The chip's three lines: `Mo.`, `7`, `Dez.` */
  weekday: string;
  day: string;
  month: string;
  times: readonly TimeOption[];
};

/** A radio drawn as a chip: the label shows, the radio carries the name a screen reader says. */
function ChipRadio(props: {
  className: string;
  id: string;
  /** The radio group's name. */
  group: string;
  value?: string;
  name: string;
  checked: boolean;
  onChange: () => void;
  children: ReactNode;
}) {
  return (
    <span className={props.className}>
      <input
        id={props.id}
        type="radio"
        name={props.group}
        value={props.value}
        checked={props.checked}
        aria-label={props.name}
        onChange={props.onChange}
      />
      <label htmlFor={props.id} aria-hidden="true">
        {props.children}
      </label>
    </span>
  );
}

/**
 * A day and a time of many (free appointment times): the days as a strip of chips, the times of
 * the day shown as chips under its heading. Radios underneath, two groups, so arrow keys move
 * between the days and between the times and a screen reader names each. A time is chosen on its
 * day: choosing another day takes back a time chosen on one before. The fieldset carries the id,
 * for an error summary's link.
 */
export function DayTimeChoice(props: {
  id: string;
  legend: ReactNode;
  hint?: ReactNode;
  /** The name of the strip of days: `Tag`. */
  daysLabel: string;
  days: readonly DayOption[];
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}) {
  const { id, days, value, error } = props;
  const [picked, setPicked] = useState<string | null>(null);
  const holdsValue = (day: DayOption) => day.times.some((time) => time.value === value);
  const shown =
    days.find((day) => day.heading === picked) ??
    days.find((day) => value !== '' && holdsValue(day)) ??
    days[0];
  const describedBy = [
    ...(props.hint === undefined ? [] : [`${id}-hint`]),
    ...(error === undefined ? [] : [`${id}-error`]),
  ].join(' ');
  const headingId = `${id}-day`;
  return (
    <fieldset
      id={id}
      className="day-time-choice"
      aria-describedby={describedBy === '' ? undefined : describedBy}
    >
      <legend>{props.legend}</legend>
      {props.hint !== undefined && (
        <p id={`${id}-hint`} className="muted">
          {props.hint}
        </p>
      )}
      <div role="radiogroup" aria-label={props.daysLabel} className="day-time-choice__days">
        {days.map((day, index) => (
          <ChipRadio
            key={day.heading}
            className="day-time-choice__day"
            id={`${id}-day-${String(index)}`}
            group={`${id}-days`}
            name={day.name}
            checked={day === shown}
            onChange={() => {
              setPicked(day.heading);
              if (value !== '' && !holdsValue(day)) props.onChange('');
            }}
          >
            <span className="day-time-choice__weekday">{day.weekday}</span>
            <span className="day-time-choice__date">{day.day}</span>
            <span className="day-time-choice__month">{day.month}</span>
          </ChipRadio>
        ))}
      </div>
      {shown !== undefined && (
        <div role="radiogroup" aria-labelledby={headingId}>
          <h3 id={headingId} className="day-time-choice__heading">
            {shown.heading}
          </h3>
          <div className="day-time-choice__times">
            {shown.times.map((time, index) => (
              <ChipRadio
                key={time.value}
                className="day-time-choice__time"
                id={`${id}-time-${String(index)}`}
                group={id}
                value={time.value}
                name={time.name}
                checked={value === time.value}
                onChange={() => {
                  props.onChange(time.value);
                }}
              >
                {time.time}
              </ChipRadio>
            ))}
          </div>
        </div>
      )}
      {error !== undefined && (
        <p id={`${id}-error`} className="form-error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
