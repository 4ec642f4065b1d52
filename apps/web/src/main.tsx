import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@ionic/core/css/core.css';
import '@ionic/core/css/normalize.css';
import '@ionic/core/css/structure.css';
import '@ionic/core/css/typography.css';
import '@ionic/core/css/padding.css';
import '@ionic/core/css/palettes/dark.class.css';
import './tokens.css';
import './theme.css';
import { App } from './app.tsx';
import { isDevelopmentMode } from './app-config.ts';
import { startLogCapture } from './native/log-capture.ts';
import { isNative } from './native/platform.ts';
import { scrollToTopOnStatusTap } from './shell/status-tap.ts';

// A tap on the status bar scrolls the page's content to its top (shell/status-tap.ts).
if (isNative()) scrollToTopOnStatusTap();
if (isDevelopmentMode()) startLogCapture();

const root = document.getElementById('root');
if (root === null) throw new Error('index.html has no #root element');
// The app renders beside the page's frame, which stays usable until the first screen takes it
// over (shell/frame-handover.ts): rendering into it would clear it at the first commit.
const container = document.createElement('div');
root.after(container);

// Rendered as a transition, the first render yields to the browser every few milliseconds
// instead of holding the main thread until the whole app is on screen.
const appRoot = createRoot(container);
startTransition(() => {
  appRoot.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
