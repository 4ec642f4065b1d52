import { IonButton } from '@ionic/react';
import { Icon } from './icon.tsx';

/** The next step from an empty screen: another route, or an action on the screen itself. */
export type EmptyStateAction = { label: string } & ({ to: string } | { onClick: () => void });

/**
 * What a screen (or a part of it) shows when it has nothing to show: an icon for the kind of
 * thing, a sentence that says so, and where there is one, the next step as a button.
 */
export function EmptyState(props: { icon: string; text: string; action?: EmptyStateAction }) {
  const { action } = props;
  return (
    <div className="empty-state">
      <span className="empty-state__icon">
        <Icon icon={props.icon} />
      </span>
      <p role="status">{props.text}</p>
      {action === undefined ? null : 'to' in action ? (
        <IonButton fill="outline" routerLink={action.to}>
          {action.label}
        </IonButton>
      ) : (
        <IonButton fill="outline" onClick={action.onClick}>
          {action.label}
        </IonButton>
      )}
    </div>
  );
}
