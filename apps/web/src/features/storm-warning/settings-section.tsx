import type { StormStatus } from '@servicebereich/protocol';
import { CheckField } from '../../shell/check-field.tsx';
import { useSavedChoice } from '../../shell/saved-choice.ts';
import { showToast } from '../../shell/toast-store.ts';
import { stormWarningTexts } from '../../text/storm-warning.ts';
import { useSetStormStatus } from './api/set-storm-status.ts';

const t = stormWarningTexts.settings;

/** On/off, and whether warnings also go by e-mail. */
export function SettingsSection(props: { status: StormStatus }) {
  const { status } = props;
  const save = useSetStormStatus(status.vertragsnummer);
  const active = useSavedChoice(status.Aktiv);
  const email = useSavedChoice(status.PerEmail);
  const saving = active.saving || email.saving;
  return (
    <section className="card card--form" aria-labelledby="storm-settings-heading">
      <h2 id="storm-settings-heading" className="card__title">
        {t.heading}
      </h2>
      <CheckField
        kind="switch"
        id="unwetter-aktiv"
        label={t.active}
        hint={t.activeHint}
        checked={active.checked}
        disabled={saving}
        onChange={(aktiv) => {
          active.choose(aktiv);
          save.mutate(
            { aktiv },
            {
              onSuccess: () => {
                showToast(aktiv ? t.on : t.off);
              },
              onError: active.ended,
            },
          );
        }}
      />
      <CheckField
        kind="switch"
        id="unwetter-email"
        label={t.email(status.Email)}
        checked={email.checked}
        disabled={saving || !status.Aktiv}
        onChange={(peremail) => {
          email.choose(peremail);
          save.mutate({ aktiv: status.Aktiv, peremail }, { onError: email.ended });
        }}
      />
    </section>
  );
}
