import { maintenanceCalls, generalCalls } from '@servicebereich/protocol';
import { useEffect, useRef, useState } from 'react';
import { useApi } from '../api/api-context.tsx';
import { APP_VERSION } from '../app-config.ts';
import { platformName } from '../native/platform.ts';
import { errorTexts } from '../text/errors.ts';
import { startupNoticeTexts as t } from '../text/startup-notices.ts';
import { showAlert } from './alert-store.ts';
import { Dialog } from './dialog.tsx';

/**
 * The notices at app start (SPEC 1, 4): the general maintenance text in an alert, the app
 * maintenance text in a modal that cannot be closed (except on claim pages, which stay usable),
 * and the app version check.
 */
export function StartupNotices(props: { onClaimPage: boolean }) {
  const api = useApi();
  const [notices, setNotices] = useState({ general: '', app: '' });
  const onClaimPage = useRef(props.onClaimPage);
  useEffect(() => {
    onClaimPage.current = props.onClaimPage;
  });

  useEffect(() => {
    const text = (call: typeof maintenanceCalls.isMaintenance) =>
      api.call(call).then(
        ({ Text }) => Text,
        () => '',
      );
    void Promise.all([
      text(maintenanceCalls.isMaintenance),
      text(maintenanceCalls.isMaintenanceApp),
    ]).then(([general, app]) => {
      setNotices({ general, app });
      // Where the app notice blocks the app, it carries the general text too: an alert
      // behind a modal that cannot be closed could not be closed either.
      if (general !== '' && (app === '' || onClaimPage.current)) {
        void showAlert({
          header: errorTexts.alertHeader,
          message: general,
          buttons: [{ text: errorTexts.alertOk, role: 'confirm' }],
        });
      }
    });
    api.call(generalCalls.checkAppVersion, { version: APP_VERSION, platform: platformName() }).then(
      ({ UpdateRequired, StoreUrl }) => {
        if (!UpdateRequired) return;
        void showAlert({
          header: t.update.header,
          message: t.update.message,
          blocking: true,
          buttons: [
            StoreUrl === null
              ? { text: t.update.reload, href: location.href }
              : { text: t.update.store, href: StoreUrl },
          ],
        });
      },
      () => undefined,
    );
  }, [api]);

  return (
    <Dialog open={notices.app !== '' && !props.onClaimPage} labelledBy="maintenance-title">
      <h2 id="maintenance-title" className="app-dialog__title">
        {t.maintenance.header}
      </h2>
      <p className="app-dialog__message">{notices.app}</p>
      {notices.general !== '' && <p className="app-dialog__message">{notices.general}</p>}
    </Dialog>
  );
}
