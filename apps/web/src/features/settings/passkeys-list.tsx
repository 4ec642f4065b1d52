import type { Passkey } from '@servicebereich/protocol';
import { passkeySupport } from '../../api/passkey-support.ts';
import { showAlert } from '../../shell/alert-store.ts';
import { showApiError } from '../../shell/show-api-error.ts';
import { showToast } from '../../shell/toast-store.ts';
import { quickLoginTexts } from '../../text/quick-login.ts';
import { settingsTexts } from '../../text/settings.ts';
import { useAddPasskey, usePasskeys, useRemovePasskey } from './api/passkeys.ts';
import { CredentialItem } from './credential-item.tsx';
import { Button } from '../../shell/button.tsx';

const t = settingsTexts.passkeys;

function nameOf(passkey: Passkey): string {
  return passkey.Browser === ''
    ? passkey.Geraet
    : settingsTexts.devices.deviceWithBrowser(passkey.Geraet, passkey.Browser);
}

/**
 * The customer's passkeys (decision 029), each to remove after a confirmation, and one to add
 * where this browser can make one; at an IP address, why it cannot. Nothing where the browser
 * cannot and there are none.
 */
export function PasskeysList() {
  const query = usePasskeys();
  const add = useAddPasskey();
  const remove = useRemovePasskey();
  const support = passkeySupport();
  const supported = support === 'supported';
  const passkeys = query.data?.Passkeys ?? [];
  if (support === 'unsupported' && passkeys.length === 0) return null;

  async function confirmRemove(passkey: Passkey) {
    const answer = await showAlert({
      header: t.removeConfirm.header,
      message: t.removeConfirm.message(nameOf(passkey)),
      buttons: [
        { text: t.removeConfirm.no, role: 'cancel' },
        { text: t.removeConfirm.yes, role: 'confirm' },
      ],
    });
    if (answer?.role !== 'confirm') return;
    remove.mutate(passkey.Id, {
      onSuccess: () => {
        showToast(t.removed);
      },
      onError: showApiError,
    });
  }

  return (
    <>
      <h3>{t.heading}</h3>
      <p>{t.intro}</p>
      {passkeys.length > 0 && (
        <ul className="device-list">
          {passkeys.map((passkey) => (
            <CredentialItem
              key={passkey.Id}
              name={nameOf(passkey)}
              setUp={passkey.Eingerichtet}
              lastUsed={passkey.ZuletztVerwendet}
              removeLabel={t.removeLabel(nameOf(passkey))}
              removing={remove.isPending}
              onRemove={() => {
                void confirmRemove(passkey);
              }}
            />
          ))}
        </ul>
      )}
      {support === 'ip-address' && <p>{t.atIpAddress}</p>}
      {supported && (
        <Button
          fill="outline"
          expand="block"
          disabled={add.isPending}
          onClick={() => {
            add.mutate(undefined, {
              onSuccess: (created) => {
                if (created) showToast(quickLoginTexts.passkey.created);
              },
              onError: showApiError,
            });
          }}
        >
          {t.add}
        </Button>
      )}
    </>
  );
}
