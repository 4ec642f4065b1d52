import { useHiddenAmounts } from '../../shell/hidden-amounts.tsx';
import { CheckField } from '../../shell/check-field.tsx';
import type { DarkModeSetting } from '../../shell/dark-mode.ts';
import { LinkItem, LinkList } from '../../shell/link-item.tsx';
import { PageShell } from '../../shell/page-shell.tsx';
import { RadioGroup } from '../../shell/radio-group.tsx';
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
    <section className="card card--form" aria-labelledby="amounts-heading">
      <h2 id="amounts-heading" className="card__title">
        {settingsTexts.amounts.heading}
      </h2>
      <CheckField
        kind="switch"
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
      <section className="card card--form" aria-labelledby="appearance-heading">
        <h2 id="appearance-heading" className="card__title">
          {settingsTexts.appearance}
        </h2>
        <p>{settingsTexts.appearanceHint}</p>
        <RadioGroup
          id="darstellung"
          labelledBy="appearance-heading"
          options={OPTIONS}
          value={props.darkMode}
          onChange={props.onDarkModeChange}
        />
      </section>
      <AmountsSection />
      <section className="card" aria-labelledby="postbox-heading">
        <h2 id="postbox-heading" className="card__title">
          {settingsTexts.postbox.heading}
        </h2>
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
