import { useEffect, useState } from 'react';
import { readStored, removeStored } from '../../native/storage.ts';
import { settingsTexts } from '../../text/settings.ts';
import { Button } from '../../shell/button.tsx';

const t = settingsTexts.rating;

/** Shown once the customer said "never" to the rating prompt: asking again can be switched back on. */
export function RatingSection() {
  const [state, setState] = useState<'unknown' | 'never' | 'reset' | 'asking'>('unknown');
  useEffect(() => {
    void readStored('neveraskforrating').then((never) => {
      setState(never === true ? 'never' : 'asking');
    });
  }, []);
  if (state === 'unknown' || state === 'asking') return null;
  return (
    <section className="card card--form" aria-labelledby="rating-heading">
      <h2 id="rating-heading" className="card__title">
        {t.heading}
      </h2>
      {state === 'reset' ? (
        <p role="status">{t.done}</p>
      ) : (
        <>
          <p>{t.intro}</p>
          <Button
            fill="outline"
            onClick={() => {
              void removeStored('neveraskforrating').then(() => {
                setState('reset');
              });
            }}
          >
            {t.reset}
          </Button>
        </>
      )}
    </section>
  );
}
