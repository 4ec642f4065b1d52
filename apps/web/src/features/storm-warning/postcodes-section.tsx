import { postcodeParam, STORM_MAX_POSTCODES, type StormStatus } from '@servicebereich/protocol';
import { closeCircle } from 'ionicons/icons';
import { useState } from 'react';
import { fieldErrorsOf } from '../../api/api-error.ts';
import { IconButton } from '../../shell/icon-button.tsx';
import { showApiError } from '../../shell/show-api-error.ts';
import { TextField } from '../../shell/text-field.tsx';
import { showToast } from '../../shell/toast-store.ts';
import { stormWarningTexts } from '../../text/storm-warning.ts';
import { useSetStormPostcodes } from './api/set-storm-postcodes.ts';
import { ErrorSummary, summaryOf } from '../../shell/error-summary.tsx';
import { Button } from '../../shell/button.tsx';

const t = stormWarningTexts.postcodes;

/** "1070 Wien" */
export function postcodeName(postcode: StormStatus['PLZ'][number]): string {
  return [postcode.plz, ...postcode.Orte.slice(0, 1)].join(' ');
}

/** The watched postcodes with their places, each to remove, and a field to add one. */
export function PostcodesSection(props: { status: StormStatus }) {
  const { status } = props;
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [attempt, setAttempt] = useState(0);
  const save = useSetStormPostcodes(status.vertragsnummer);
  const current = status.PLZ.map((p) => p.plz);
  const full = current.length >= STORM_MAX_POSTCODES;

  async function change(plz: readonly string[], done: (saved: StormStatus) => string) {
    try {
      const saved = await save.mutateAsync(plz);
      showToast(done(saved));
      return true;
    } catch (failure) {
      const message = fieldErrorsOf(failure).plz;
      if (message === undefined) showApiError(failure);
      else setError(message);
      return false;
    }
  }

  async function handleAdd() {
    setAttempt((count) => count + 1);
    const parsed = postcodeParam.safeParse(typed);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    if (current.includes(parsed.data)) {
      setError(t.twice(parsed.data));
      return;
    }
    const added = await change([...current, parsed.data], (saved) => {
      const entry = saved.PLZ.find((p) => p.plz === parsed.data);
      return t.added(entry === undefined ? parsed.data : postcodeName(entry));
    });
    if (added) setTyped('');
  }

  return (
    <section className="card card--form" aria-labelledby="storm-postcodes-heading">
      <h2 id="storm-postcodes-heading" className="card__title">
        {t.heading}
      </h2>
      <p>{t.intro}</p>
      {status.PLZ.length === 0 ? (
        <p className="muted">{t.none}</p>
      ) : (
        <ul className="device-list">
          {status.PLZ.map((postcode) => (
            <li key={postcode.plz} className="device-list__item">
              <span>
                <strong>{postcode.plz}</strong> {postcode.Orte.join(', ')}
              </span>
              <IconButton
                label={t.remove(postcodeName(postcode))}
                icon={closeCircle}
                disabled={save.isPending}
                onClick={() => {
                  void change(
                    current.filter((p) => p !== postcode.plz),
                    () => t.removed(postcodeName(postcode)),
                  );
                }}
              />
            </li>
          ))}
        </ul>
      )}
      {full ? (
        <p className="muted">{t.full}</p>
      ) : (
        <>
          {/* Above the form: the field and its button share one line. */}
          <ErrorSummary errors={summaryOf({ plz: error })} attempt={attempt} />
          <form
            noValidate
            className="inline-form"
            onSubmit={(event) => {
              event.preventDefault();
              void handleAdd();
            }}
          >
            <TextField
              id="plz"
              label={t.label}
              value={typed}
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={4}
              error={error}
              onChange={(value) => {
                setTyped(value);
                setError(undefined);
              }}
            />
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? t.adding : t.add}
            </Button>
          </form>
        </>
      )}
    </section>
  );
}
