import { fingerPrint, scan } from 'ionicons/icons';
import type { BiometricKind } from '../../native/biometric.ts';
import { Icon } from '../../shell/icon.tsx';
import { quickLoginTexts } from '../../text/quick-login.ts';
import { Button } from '../../shell/button.tsx';

const t = quickLoginTexts.biometric;

/**
 * The fingerprint or face-id button of the native app. Its own chunk: the web never shows it, and
 * its icons are most of the login screen's own code.
 */
export default function BiometricButton(props: { kind: BiometricKind; onClick: () => void }) {
  return (
    <Button expand="block" fill="outline" onClick={props.onClick}>
      <Icon slot="start" icon={props.kind === 'face' ? scan : fingerPrint} />
      {props.kind === 'face' ? t.face : t.fingerprint}
    </Button>
  );
}
