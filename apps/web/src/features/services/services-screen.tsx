import { IonItem, IonLabel, IonList } from '@ionic/react';
import { PageShell } from '../../shell/page-shell.tsx';
import { servicesTexts } from '../../text/services.ts';

/** The services overview: every service with a line on what it does. */
export function ServicesScreen() {
  return (
    <PageShell title={servicesTexts.title}>
      <p>{servicesTexts.intro}</p>
      <IonList lines="full">
        {servicesTexts.entries.map((entry) => (
          <IonItem key={entry.path} routerLink={entry.path} detail>
            <IonLabel>
              <h2>{entry.label}</h2>
              <p>{entry.hint}</p>
            </IonLabel>
          </IonItem>
        ))}
      </IonList>
    </PageShell>
  );
}
