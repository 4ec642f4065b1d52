import { analytics, useAnalyticsConsent } from '../../shell/analytics.ts';
import { IonItem } from '../../shell/ionic/item.ts';
import { IonToggle } from '../../shell/ionic/toggle.ts';
import { analyticsTexts } from '../../text/analytics.ts';

const t = analyticsTexts.settings;

/** Usage analytics on this device (decision 034): the answer to the question, changed any time. */
export function AnalyticsSection() {
  const consent = useAnalyticsConsent();
  return (
    <section aria-labelledby="analytics-heading">
      <h2 id="analytics-heading">{t.heading}</h2>
      <IonItem>
        <IonToggle
          checked={consent === 'granted'}
          disabled={consent === 'loading'}
          justify="space-between"
          onIonChange={(event) => {
            void analytics.choose(event.detail.checked ? 'granted' : 'denied');
          }}
        >
          <span className="postbox-setting">
            <strong>{t.label}</strong>
            <span>{t.hint}</span>
          </span>
        </IonToggle>
      </IonItem>
    </section>
  );
}
