import { useIonRouter } from '@ionic/react';
import type { MouseEvent, ReactNode } from 'react';
import { IonItem } from './ionic/item.ts';

/** A list row that leads to another route of the app, in the app's own navigation. */
export function LinkItem(props: { to: string; children: ReactNode }) {
  const router = useIonRouter();
  const handleClick = (event: MouseEvent) => {
    // A modified click opens the address in a new tab, as on any link.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    router.push(props.to);
  };
  return (
    <IonItem href={props.to} detail onClick={handleClick}>
      {props.children}
    </IonItem>
  );
}
