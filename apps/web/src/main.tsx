import { setupIonicReact } from '@ionic/react';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@ionic/react/css/core.css';
import '@ionic/react/css/normalize.css';
import '@ionic/react/css/structure.css';
import '@ionic/react/css/typography.css';
import '@ionic/react/css/padding.css';
import '@ionic/react/css/palettes/dark.class.css';
import './tokens.css';
import './theme.css';
import { App } from './app.tsx';
import { isDevelopmentMode } from './app-config.ts';
import { startLogCapture } from './native/log-capture.ts';
import { isNative } from './native/platform.ts';
import { prefersReducedMotion } from './shell/reduced-motion.ts';
import { scrollToTopOnStatusTap } from './shell/status-tap.ts';

// Asked for less motion, pages and dialogs change without Ionic's transitions. A tap on the status
// bar scrolls the page's content, which is no ion-content (shell/status-tap.ts).
setupIonicReact({ mode: 'md', animated: !prefersReducedMotion(), statusTap: false });
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
