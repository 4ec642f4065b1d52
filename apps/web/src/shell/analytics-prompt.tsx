import { useLayoutEffect } from 'react';
import { analytics, useAnalyticsConsent } from './analytics.ts';
import { AnalyticsPromptCard, PROMPT_ANSWERS } from './analytics-prompt-card.tsx';
import { removePagePrompt } from './page-prompt.ts';
import { Button } from './button.tsx';

/**
 * The usage analytics question on a device that was never asked (decision 034): beside the
 * screen, not in its way, so the app can be used first and answered later; nothing is counted
 * until "Zustimmen". Both answers look alike; either is kept, and the settings change it. Once the
 * stored answer is read, it takes the place of the page's copy (page-prompt.ts) in the same paint.
 */
export function AnalyticsPrompt(props: { aboveTabBar: boolean }) {
  const consent = useAnalyticsConsent();
  useLayoutEffect(() => {
    if (consent !== 'loading') removePagePrompt();
  }, [consent]);
  if (consent !== 'unknown') return null;
  return (
    <AnalyticsPromptCard aboveTabBar={props.aboveTabBar}>
      {PROMPT_ANSWERS.map(([answer, text]) => (
        <Button
          key={answer}
          fill="outline"
          onClick={() => {
            void analytics.choose(answer);
          }}
        >
          {text}
        </Button>
      ))}
    </AnalyticsPromptCard>
  );
}
