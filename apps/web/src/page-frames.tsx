import type { PageFrames } from '@servicebereich/protocol';
import { renderToStaticMarkup } from 'react-dom/server';
import { DashboardFrame } from './features/dashboard/dashboard-frame.tsx';
import { LoginFrame } from './features/session/login-frame.tsx';

// The frames of the server's pages (decision 009), built for the server by `vite build --ssr`
// (vite.config.ts) and loaded by it at start (apps/server/src/http/page-frames.ts).

export const loginFrame: PageFrames['loginFrame'] = () => renderToStaticMarkup(<LoginFrame />);

export const dashboardFrame: PageFrames['dashboardFrame'] = (input) =>
  renderToStaticMarkup(<DashboardFrame {...input} />);
