import { IonItem } from '../../shell/ionic/item.ts';
import { IonRadio, IonRadioGroup } from '../../shell/ionic/radio.ts';
import type { DarkModeSetting } from '../../shell/dark-mode.ts';
import { PageShell } from '../../shell/page-shell.tsx';
import { settingsTexts } from '../../text/settings.ts';
import { DevicesSection } from './devices-section.tsx';

const OPTIONS: readonly { value: DarkModeSetting; label: string }[] = [
  { value: 'system', label: settingsTexts.system },
  { value: 'light', label: settingsTexts.light },
  { value: 'dark', label: settingsTexts.dark },
];

export function SettingsScreen(props: {
  darkMode: DarkModeSetting;
  onDarkModeChange: (setting: DarkModeSetting) => void;
}) {
  return (
    <PageShell title={settingsTexts.title}>
      <section aria-labelledby="appearance-heading">
        <h2 id="appearance-heading">{settingsTexts.appearance}</h2>
        <p>{settingsTexts.appearanceHint}</p>
        <IonRadioGroup
          value={props.darkMode}
          aria-labelledby="appearance-heading"
          onIonChange={(event) => {
            props.onDarkModeChange(event.detail.value as DarkModeSetting);
          }}
        >
          {OPTIONS.map((option) => (
            <IonItem key={option.value}>
              <IonRadio value={option.value}>{option.label}</IonRadio>
            </IonItem>
          ))}
        </IonRadioGroup>
      </section>
      <DevicesSection />
    </PageShell>
  );
}
