import type { StormStatus } from '@servicebereich/protocol';
import { showToast } from '../../shell/toast-store.ts';
import { stormWarningTexts } from '../../text/storm-warning.ts';
import { useSetStormStatus } from './api/set-storm-status.ts';

const t = stormWarningTexts.settings;

/** On/off, and whether warnings also go by e-mail. */
export function SettingsSection(props: { status: StormStatus }) {
  const { status } = props;
  const save = useSetStormStatus(status.vertragsnummer);
  return (
    <section aria-labelledby="storm-settings-heading">
      <h2 id="storm-settings-heading">{t.heading}</h2>
      <label className="switch-field">
        <input
          type="checkbox"
          role="switch"
          checked={status.Aktiv}
          disabled={save.isPending}
          aria-describedby="storm-active-hint"
          onChange={(event) => {
            const aktiv = event.target.checked;
            save.mutate(
              { aktiv },
              {
                onSuccess: () => {
                  showToast(aktiv ? t.on : t.off);
                },
              },
            );
          }}
        />
        <span>{t.active}</span>
      </label>
      <p id="storm-active-hint" className="muted">
        {t.activeHint}
      </p>
      <label className="switch-field">
        <input
          type="checkbox"
          checked={status.PerEmail}
          disabled={save.isPending || !status.Aktiv}
          onChange={(event) => {
            save.mutate({ aktiv: status.Aktiv, peremail: event.target.checked });
          }}
        />
        <span>{t.email(status.Email)}</span>
      </label>
    </section>
  );
}
