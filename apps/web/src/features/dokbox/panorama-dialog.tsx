import { IonButton } from '@ionic/react';
import { Dialog } from '../../shell/dialog.tsx';
import { dokboxTexts } from '../../text/dokbox.ts';

const t = dokboxTexts.panoramaDialog;

/**
 * A 360° photo at full height in a strip that scrolls sideways: dragging, swiping or the arrow
 * keys look around.
 */
export function PanoramaDialog(props: { src: string; name: string; onClose: () => void }) {
  return (
    <Dialog open labelledBy="dokbox-panorama-title" onDismiss={props.onClose}>
      <h2 id="dokbox-panorama-title" className="app-dialog__title">
        {props.name}
      </h2>
      <p className="app-dialog__message">{t.hint}</p>
      <div className="dokbox-panorama" tabIndex={0} role="region" aria-label={t.region(props.name)}>
        <img src={props.src} alt={t.alt(props.name)} />
      </div>
      <div className="app-dialog__buttons">
        <IonButton onClick={props.onClose}>{t.close}</IonButton>
      </div>
    </Dialog>
  );
}
