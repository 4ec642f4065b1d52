import { analytics, useAnalyticsConsent } from '../../shell/analytics.ts';
import { CheckField } from '../../shell/check-field.tsx';
import { analyticsTexts } from '../../text/analytics.ts';

const t = analyticsTexts.settings;

/** Usage analytics on this device (decision 034): the answer to the question, changed any time. */
export function AnalyticsSection() {
  const consent = useAnalyticsConsent();
  return (
    <section className="card card--form" aria-labelledby="analytics-heading">
      <h2 id="analytics-heading" className="card__title">
        {t.heading}
      </h2>
      <CheckField
        kind="switch"
        id="nutzungsstatistik"
        label={t.label}
        hint={t.hint}
        checked={consent === 'granted'}
        disabled={consent === 'loading'}
        onChange={(on) => {
          void analytics.choose(on ? 'granted' : 'denied');
        }}
      />
    </section>
  );
}
