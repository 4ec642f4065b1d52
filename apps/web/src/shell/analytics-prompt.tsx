import { IonButton } from '@ionic/react';
import { analyticsTexts } from '../text/analytics.ts';
import { analytics, useAnalyticsConsent } from './analytics.ts';

const t = analyticsTexts.prompt;

/**
 * The usage analytics question on a device that was never asked (decision 034): beside the
 * screen, not in its way, so the app can be used first and answered later; nothing is counted
 * until "Zustimmen". Both answers look alike; either is kept, and the settings change it.
 */
export function AnalyticsPrompt(props: { aboveTabBar: boolean }) {
  const consent = useAnalyticsConsent();
  if (consent !== 'unknown') return null;
  return (
    <section
      className={`analytics-prompt${props.aboveTabBar ? ' analytics-prompt--above-tab-bar' : ''}`}
      aria-labelledby="analytics-prompt-heading"
    >
      <h2 id="analytics-prompt-heading" className="analytics-prompt__heading">
        {t.heading}
      </h2>
      <p className="analytics-prompt__message">{t.message}</p>
      <p className="analytics-prompt__hint">{t.hint}</p>
      <div className="analytics-prompt__buttons">
        <IonButton
          fill="outline"
          onClick={() => {
            void analytics.choose('denied');
          }}
        >
          {t.decline}
        </IonButton>
        <IonButton
          fill="outline"
          onClick={() => {
            void analytics.choose('granted');
          }}
        >
          {t.agree}
        </IonButton>
      </div>
    </section>
  );
}
