import { HOST_IDS, HOST_LABELS, type HostId, generalCalls } from '@servicebereich/protocol';
import { useEffect, useState } from 'react';
import { useApi } from '../api/api-context.tsx';
import { appVersion, type AppVersion } from '../native/app-lifecycle.ts';
import { copyText } from '../native/clipboard.ts';
import { pushDeviceId } from '../native/device.ts';
import { capturedLog } from '../native/log-capture.ts';
import { shareContent } from '../native/share.ts';
import { errorTexts } from '../text/errors.ts';
import { shellTexts } from '../text/shell.ts';
import { showAlert } from './alert-store.ts';
import { confirmDiscard } from './confirm-discard.ts';
import { Dialog } from './dialog.tsx';
import { currentHost, selectHost, serverTransport } from './host.ts';
import { showApiError } from './show-api-error.ts';
import { showToast } from './toast-store.ts';
import { DetailList } from './detail-list.tsx';
import { RadioGroup } from './radio-group.tsx';
import { Button } from './button.tsx';

const t = shellTexts.testing;

/** Development only: switch the interface host, see device and build, share the log. */
export default function TestingSettingsDialog(props: { onClose: () => void }) {
  const api = useApi();
  const [host, setHost] = useState<HostId>(currentHost());
  const [pushId, setPushId] = useState<string | null>(null);
  const [version, setVersion] = useState<AppVersion | null>(null);

  useEffect(() => {
    void pushDeviceId().then(setPushId, () => {
      setPushId(null);
    });
    void appVersion().then(setVersion);
  }, []);

  /** A host chosen but not saved is an entry. */
  async function close() {
    if (host !== currentHost() && !(await confirmDiscard())) return;
    props.onClose();
  }

  const copy = (label: string, text: string) => {
    copyText(text).then(
      () => {
        showToast(t.copied(label));
      },
      (error: unknown) => {
        showToast(error instanceof Error ? error.message : String(error));
      },
    );
  };

  return (
    <Dialog open labelledBy="testing-title" onDismiss={() => void close()}>
      <h2 id="testing-title" className="app-dialog__title">
        {t.header}
      </h2>
      <RadioGroup
        id="host"
        legend={t.host}
        options={HOST_IDS.map((id) => ({ value: id, label: HOST_LABELS[id] }))}
        value={host}
        onChange={setHost}
      />
      <Button
        expand="block"
        onClick={() => {
          selectHost(host);
          api.setTransport(serverTransport());
          props.onClose();
        }}
      >
        {t.save}
      </Button>
      <DetailList
        rows={[
          {
            label: t.pushId,
            value: (
              <>
                {pushId ?? t.pushIdMissing}
                {pushId !== null && (
                  <Button
                    size="small"
                    fill="clear"
                    onClick={() => {
                      copy(t.pushId, pushId);
                    }}
                  >
                    {t.copy}
                  </Button>
                )}
              </>
            ),
          },
          { label: t.version, value: version?.version ?? '–' },
          { label: t.build, value: version?.build ?? '–' },
        ]}
      />
      <Button
        expand="block"
        fill="outline"
        onClick={() => {
          shareContent({ title: t.shareLog, text: capturedLog() }).catch((error: unknown) => {
            showToast(error instanceof Error ? error.message : String(error));
          });
        }}
      >
        {t.shareLog}
      </Button>
      <Button
        expand="block"
        fill="outline"
        onClick={() => {
          api.call(generalCalls.debugHeader).then(({ Headers }) => {
            void showAlert({
              header: t.debugHeader,
              message: Object.entries(Headers)
                .map(([name, value]) => `${name}: ${value}`)
                .join('\n'),
              buttons: [{ text: errorTexts.alertOk, role: 'confirm' }],
            });
          }, showApiError);
        }}
      >
        {t.debugHeader}
      </Button>
      <Button expand="block" fill="clear" onClick={() => void close()}>
        {t.close}
      </Button>
    </Dialog>
  );
}
