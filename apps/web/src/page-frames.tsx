import type { PageFrames } from '@servicebereich/protocol';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ClaimsOverviewFrame } from './features/claims/claims-overview-frame.tsx';
import { CLAIM_PATHS } from './features/claims/claim-paths.ts';
import { DashboardFrame } from './features/dashboard/dashboard-frame.tsx';
import { ActivationFrame } from './features/session/activation-frame.tsx';
import { LoginFrame } from './features/session/login-frame.tsx';
import { AnalyticsPromptFrame } from './shell/analytics-prompt-card.tsx';
import { FRAME_PATH_ATTRIBUTE } from './shell/frame-handover.ts';

// The frames of the server's pages (decision 009), built for the server by `vite build --ssr`
// (vite.config.ts) and loaded by it at start (apps/server/src/http/page-frames.ts).

/** The pages a visitor opens first, by path, each with its frame, which waits for its screen. */
const VISITOR_FRAMES: Readonly<Record<string, ReactElement>> = {
  '/login': <LoginFrame />,
  '/aktivierung': <ActivationFrame />,
  [CLAIM_PATHS.overview]: <ClaimsOverviewFrame path={CLAIM_PATHS.overview} stepwise={false} />,
  [CLAIM_PATHS.overviewNew]: <ClaimsOverviewFrame path={CLAIM_PATHS.overviewNew} stepwise />,
};

export const visitorFrames: PageFrames['visitorFrames'] = () =>
  Object.fromEntries(
    Object.entries(VISITOR_FRAMES).map(([path, frame]) => [
      path,
      renderToStaticMarkup(<div {...{ [FRAME_PATH_ATTRIBUTE]: path }}>{frame}</div>),
    ]),
  );

export const dashboardFrame: PageFrames['dashboardFrame'] = (input) =>
  renderToStaticMarkup(<DashboardFrame {...input} />);

export const analyticsPromptFrame: PageFrames['analyticsPromptFrame'] = (input) =>
  renderToStaticMarkup(<AnalyticsPromptFrame aboveTabBar={input.aboveTabBar} />);
