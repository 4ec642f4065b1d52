import { IonAlert, IonToast } from '@ionic/react';
import { TOAST_DURATION_MS } from '@servicebereich/protocol';
import { settleAlert, useCurrentAlert } from './alert-store.ts';
import { dismissToast, useCurrentToast } from './toast-store.ts';

/** Renders the queued alerts, one at a time. */
export function AlertHost() {
  const alert = useCurrentAlert();
  if (alert === undefined) return null;
  return (
    <IonAlert
      key={alert.id}
      isOpen
      header={alert.header}
      message={alert.message}
      backdropDismiss={alert.blocking !== true}
      buttons={alert.buttons.map((button) => ({
        text: button.text,
        ...(button.role === undefined ? {} : { role: button.role }),
        handler: () => {
          if (button.href !== undefined) window.open(button.href, '_self');
          settleAlert(alert.id, button);
        },
      }))}
      onDidDismiss={() => {
        settleAlert(alert.id, null);
      }}
    />
  );
}

/** Renders the queued toasts, one at a time. */
export function ToastHost() {
  const toast = useCurrentToast();
  if (toast === undefined) return null;
  return (
    <IonToast
      key={toast.id}
      isOpen
      message={toast.message}
      duration={TOAST_DURATION_MS}
      position="bottom"
      onDidDismiss={() => {
        dismissToast(toast.id);
      }}
    />
  );
}
