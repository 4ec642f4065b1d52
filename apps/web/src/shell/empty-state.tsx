import { IonButton } from '@ionic/react';
import { Icon } from './icon.tsx';

/**
 * What a screen shows when it has nothing to list: an icon for the kind of thing, a sentence that
 * says so, and where there is one, the next step as a button.
 */
export function EmptyState(props: {
  icon: string;
  text: string;
  action?: { label: string; to: string };
}) {
  return (
    <div className="empty-state">
      <span className="empty-state__icon">
        <Icon icon={props.icon} />
      </span>
      <p role="status">{props.text}</p>
      {props.action !== undefined && (
        <IonButton fill="outline" routerLink={props.action.to}>
          {props.action.label}
        </IonButton>
      )}
    </div>
  );
}
