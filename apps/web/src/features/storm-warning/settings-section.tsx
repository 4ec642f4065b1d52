import type { StormStatus } from '@servicebereich/protocol';
import { CheckField } from '../../shell/check-field.tsx';
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
      <CheckField
        kind="switch"
        id="unwetter-aktiv"
        label={t.active}
        hint={t.activeHint}
        checked={status.Aktiv}
        disabled={save.isPending}
        onChange={(aktiv) => {
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
      <CheckField
        kind="switch"
        id="unwetter-email"
        label={t.email(status.Email)}
        checked={status.PerEmail}
        disabled={save.isPending || !status.Aktiv}
        onChange={(peremail) => {
          save.mutate({ aktiv: status.Aktiv, peremail });
        }}
      />
    </section>
  );
}
