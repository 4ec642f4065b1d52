import { useHiddenAmounts } from '../../shell/hidden-amounts.tsx';
import { CheckField } from '../../shell/check-field.tsx';
import { IonItem } from '../../shell/ionic/item.ts';
import { IonRadio, IonRadioGroup } from '../../shell/ionic/radio.ts';
import type { DarkModeSetting } from '../../shell/dark-mode.ts';
import { LinkItem, LinkList } from '../../shell/link-item.tsx';
import { PageShell } from '../../shell/page-shell.tsx';
import { settingsTexts } from '../../text/settings.ts';
import { AnalyticsSection } from './analytics-section.tsx';
import { DataExportSection } from './data-export-section.tsx';
import { DevicesSection } from './devices-section.tsx';
import { PushSection } from './push-section.tsx';
import { RatingSection } from './rating-section.tsx';

const OPTIONS: readonly { value: DarkModeSetting; label: string }[] = [
  { value: 'system', label: settingsTexts.system },
  { value: 'light', label: settingsTexts.light },
  { value: 'dark', label: settingsTexts.dark },
];

function AmountsSection() {
  const { hidden, setHidden } = useHiddenAmounts();
  return (
    <section aria-labelledby="amounts-heading">
      <h2 id="amounts-heading">{settingsTexts.amounts.heading}</h2>
      <CheckField
        id="betraege-ausblenden"
        label={settingsTexts.amounts.hide}
        hint={settingsTexts.amounts.hint}
        checked={hidden}
        onChange={setHidden}
      />
    </section>
  );
}

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
      <AmountsSection />
      <section aria-labelledby="postbox-heading">
        <h2 id="postbox-heading">{settingsTexts.postbox.heading}</h2>
        <LinkList>
          <LinkItem
            to="/nachrichten"
            title={settingsTexts.postbox.link}
            details={[settingsTexts.postbox.hint]}
          />
        </LinkList>
      </section>
      <PushSection />
      <DevicesSection />
      <DataExportSection />
      <AnalyticsSection />
      <RatingSection />
    </PageShell>
  );
}
