import { settingsTexts } from '../../text/settings.ts';
import { dateTime } from './date-time.ts';
import { Button } from '../../shell/button.tsx';

const t = settingsTexts.credentials;

/**
 * One way of logging in without the password, in the settings' device list: a device's
 * biometric login (decision 027) or a passkey (decision 029), with when it was set up and last
 * used, to remove.
 */
export function CredentialItem(props: {
  name: string;
  setUp: string;
  lastUsed: string;
  removeLabel: string;
  removing: boolean;
  onRemove: () => void;
}) {
  return (
    <li className="device-list__item">
      <div>
        <strong>{props.name}</strong>
        <p className="muted">{t.lastUsed(dateTime(props.lastUsed))}</p>
        <p className="muted">{t.setUp(dateTime(props.setUp))}</p>
      </div>
      <Button
        fill="outline"
        size="small"
        disabled={props.removing}
        aria-label={props.removeLabel}
        onClick={props.onRemove}
      >
        {t.remove}
      </Button>
    </li>
  );
}
