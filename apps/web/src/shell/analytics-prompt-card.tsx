import type { ReactNode } from 'react';
import type { AnalyticsConsent } from './analytics.ts';
import { analyticsTexts } from '../text/analytics.ts';
import { Button } from './button.tsx';
import { ANSWER_ATTRIBUTE, PAGE_PROMPT_ATTRIBUTE, PAINT_TIMING_NAME } from './page-prompt.ts';

const t = analyticsTexts.prompt;

/** The two answers, in their order on the card, with their buttons' words. */
export const PROMPT_ANSWERS: readonly (readonly [AnalyticsConsent, string])[] = [
  ['denied', t.decline],
  ['granted', t.agree],
];

/** The question's card: heading, what is counted, where to change it, and the two answers. */
export function AnalyticsPromptCard(props: {
  aboveTabBar: boolean;
  /** The page's copy: hidden until boot.ts knows the device was never asked. */
  page?: boolean;
  children: ReactNode;
}) {
  const page = props.page === true;
  const classes = [
    'analytics-prompt',
    props.aboveTabBar && 'analytics-prompt--above-tab-bar',
    // Before the app has started, in the system's colour scheme, as the frames.
    page && 'boot-frame',
  ];
  return (
    <section
      className={classes.filter(Boolean).join(' ')}
      aria-labelledby="analytics-prompt-heading"
      {...(page ? { hidden: true, [PAGE_PROMPT_ATTRIBUTE]: '' } : {})}
    >
      <h2 id="analytics-prompt-heading" className="analytics-prompt__heading">
        {t.heading}
      </h2>
      <p
        className="analytics-prompt__message"
        {...(page ? { elementtiming: PAINT_TIMING_NAME } : {})}
      >
        {t.message}
      </p>
      <p className="analytics-prompt__hint">{t.hint}</p>
      <div className="analytics-prompt__buttons">{props.children}</div>
    </section>
  );
}

/**
 * The question as the server's page paints it (page-frames.tsx), before the app's code has
 * arrived: the app's card with the same buttons. A tap on one hides the card and keeps the answer
 * (boot.ts), which the app follows (page-prompt.ts).
 */
export function AnalyticsPromptFrame(props: { aboveTabBar: boolean }) {
  return (
    <AnalyticsPromptCard aboveTabBar={props.aboveTabBar} page>
      {PROMPT_ANSWERS.map(([answer, text]) => (
        <Button key={answer} fill="outline" {...{ [ANSWER_ATTRIBUTE]: answer }}>
          {text}
        </Button>
      ))}
    </AnalyticsPromptCard>
  );
}
