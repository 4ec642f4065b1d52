import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { leaveApp, onAppUrlOpen, onBackButton } from './native/app-lifecycle.ts';
import { openInAppBrowser } from './native/browser.ts';
import { isNative } from './native/platform.ts';
import { backButtonAction } from './navigation/back-button.ts';
import {
  parseDeepLink,
  resolveDeepLink,
  type DeepLink,
  type DeepLinkNotice,
} from './navigation/deep-links.ts';
import { safeAfterLoginTarget } from './navigation/safe-target.ts';
import { showAlert } from './shell/alert-store.ts';
import { dismissTopDialog } from './shell/dialog.tsx';
import { errorTexts } from './text/errors.ts';

/**
 * Deep links (SPEC 2) from the native app's URL events, or the address a web app was opened
 * with; the screen of a tapped push notification (decision 030); and Android's back button (`navigation/back-button.ts`). Shown once the session is known.
 */
export function DeepLinkHandler(props: {
  loggedIn: boolean;
  rememberAfterLogin: (path: string) => void;
}) {
  const navigate = useNavigate();
  const state = useRef(props);
  useEffect(() => {
    state.current = props;
  });

  useEffect(() => {
    const follow = (link: DeepLink) => {
      const action = resolveDeepLink(link, { loggedIn: state.current.loggedIn });
      const notify = ({ header, message }: DeepLinkNotice) => {
        void showAlert({
          header,
          message,
          buttons: [{ text: errorTexts.alertOk, role: 'confirm' }],
        });
      };
      switch (action.kind) {
        case 'open-in-app-browser':
          void openInAppBrowser(action.url);
          break;
        case 'alert':
          notify(action);
          break;
        case 'navigate':
          navigate(action.to);
          if (action.notice !== undefined) notify(action.notice);
          break;
        case 'login':
          state.current.rememberAfterLogin(action.afterLogin);
          navigate('/login');
          if (action.notice !== undefined) notify(action.notice);
          break;
      }
    };
    const handle = (url: string) => {
      const link = parseDeepLink(url);
      if (link !== null) follow(link);
    };
    if (!isNative()) handle(location.href);
    const stopUrls = onAppUrlOpen(handle);
    // A tapped push notification opens its screen like a link for logged-in customers. Only the
    // native app's needs the push plugin; on the web the service worker opens the screen itself.
    const stopPush = isNative()
      ? import('./native/push.ts').then(({ push }) =>
          push.onOpened((screen) => {
            const path = safeAfterLoginTarget(screen);
            if (path !== null) follow({ kind: 'seite-eingeloggt', path });
          }),
        )
      : null;
    const stopBack = onBackButton(({ canGoBack }) => {
      // An open dialog (a letter's viewer, a sheet) closes first, as Escape closes it.
      if (dismissTopDialog()) return;
      const action = backButtonAction({
        canGoBack,
        historyLength: history.length,
        pathname: location.pathname,
      });
      switch (action) {
        case 'back':
          navigate(-1);
          break;
        case 'dashboard':
          navigate('/dashboard', { replace: true });
          break;
        case 'leave-app':
          void leaveApp();
          break;
      }
    });
    return () => {
      stopUrls();
      void stopPush?.then((stop) => {
        stop();
      });
      stopBack();
    };
  }, [navigate]);

  return null;
}
