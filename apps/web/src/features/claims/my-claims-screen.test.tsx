import { cleanup, render, screen } from '@testing-library/react';
import { checkmark, close } from 'ionicons/icons';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { Icon } from '../../shell/icon.tsx';
import { trackerSteps } from './claim-tracker.ts';
import { Tracker } from './my-claims-screen.tsx';

const DAY = 86_400_000;

/** An icon's markup as the document holds it. */
function markupOf(icon: string): string {
  const holder = document.createElement('div');
  holder.innerHTML = renderToStaticMarkup(<Icon icon={icon} />);
  return holder.innerHTML;
}

/** The marks of the tracker's steps: a number, or which icon. */
function marks(): string[] {
  const tick = markupOf(checkmark);
  const cross = markupOf(close);
  return [...document.querySelectorAll('.claim-tracker__marker')].map((marker) =>
    marker.innerHTML === tick ? 'tick' : marker.innerHTML === cross ? 'cross' : marker.innerHTML,
  );
}

describe('Tracker', () => {
  afterEach(cleanup);

  it('numbers the step a claim stands at and those ahead, and ticks those done', () => {
    render(
      <Tracker
        claimNumber="S-1"
        steps={trackerSteps('in-pruefung', [
          { Status: 'eingegangen', Zeitpunkt: DAY, Notiz: '' },
          { Status: 'in-pruefung', Zeitpunkt: 2 * DAY, Notiz: '' },
        ])}
      />,
    );
    expect(marks()).toEqual(['tick', '2', '3', '4', '5']);
    expect(document.querySelector('[aria-current="step"]')?.textContent).toContain('In Prüfung');
  });

  it('ticks the end of a settled claim and crosses that of a refused one', () => {
    for (const [end, mark] of [
      ['reguliert', 'tick'],
      ['abgelehnt', 'cross'],
    ] as const) {
      render(
        <Tracker
          claimNumber="S-2"
          steps={trackerSteps(end, [
            { Status: 'eingegangen', Zeitpunkt: DAY, Notiz: '' },
            { Status: end, Zeitpunkt: 3 * DAY, Notiz: '' },
          ])}
        />,
      );
      const tracker = screen.getByRole('list', { name: 'Stand der Schadensmeldung S-2' });
      expect(marks().at(-1)).toBe(mark);
      const last = tracker.querySelector('[aria-current="step"]');
      expect(last?.classList.contains('claim-tracker__step--ended')).toBe(true);
      cleanup();
    }
  });
});
