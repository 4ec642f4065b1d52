import { TOAST_DURATION_MS } from '@servicebereich/protocol';
import { useEffect } from 'react';
import { settleAlert, useCurrentAlert } from './alert-store.ts';
import { Dialog } from './dialog.tsx';
import { usePageAnnouncement } from './page-arrival.ts';
import { dismissToast, useCurrentToast } from './toast-store.ts';

/** Renders the queued alerts, one at a time. */
export function AlertHost() {
  const alert = useCurrentAlert();
  if (alert === undefined) return null;
  const titleId = `alert-title-${alert.id}`;
  return (
    <Dialog
      key={alert.id}
      open
      role="alertdialog"
      labelledBy={titleId}
      {...(alert.blocking === true
        ? {}
        : {
            onDismiss: () => {
              settleAlert(alert.id, null);
            },
          })}
    >
      <h2 id={titleId} className="app-dialog__title">
        {alert.header}
      </h2>
      <p className="app-dialog__message">{alert.message}</p>
      <div className="app-dialog__buttons">
        {alert.buttons.map((button) =>
          button.href === undefined ? (
            <button
              key={button.text}
              type="button"
              className="app-dialog__button"
              onClick={() => {
                settleAlert(alert.id, button);
              }}
            >
              {button.text}
            </button>
          ) : (
            <a
              key={button.text}
              href={button.href}
              className="app-dialog__button"
              onClick={() => {
                settleAlert(alert.id, button);
              }}
            >
              {button.text}
            </a>
          ),
        )}
      </div>
    </Dialog>
  );
}

/** Renders the queued toasts, one at a time, in a polite live region. */
export function ToastHost() {
  const toast = useCurrentToast();
  useEffect(() => {
    if (toast === undefined) return undefined;
    const timer = setTimeout(() => {
      dismissToast(toast.id);
    }, TOAST_DURATION_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [toast]);
  return (
    <div className="app-toast-region" role="status" aria-live="polite">
      {toast !== undefined && (
        <div key={toast.id} className="app-toast">
          {toast.message}
        </div>
      )}
    </div>
  );
}

/** Says the title of each page the app changes to (page-arrival.ts), for screen readers. */
export function PageAnnouncementHost() {
  const title = usePageAnnouncement();
  return (
    <div className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
      {title}
    </div>
  );
}
