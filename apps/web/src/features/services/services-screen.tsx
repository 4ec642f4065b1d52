import { IonLabel, IonList } from '../../shell/ionic/item.ts';
import { LinkItem } from '../../shell/link-item.tsx';
import { PageShell } from '../../shell/page-shell.tsx';
import { servicesTexts } from '../../text/services.ts';

/** The services overview: every service with a line on what it does. */
export function ServicesScreen() {
  return (
    <PageShell title={servicesTexts.title}>
      <p>{servicesTexts.intro}</p>
      <IonList lines="full">
        {servicesTexts.entries.map((entry) => (
          <LinkItem key={entry.path} to={entry.path}>
            <IonLabel>
              <h2>{entry.label}</h2>
              <p>{entry.hint}</p>
            </IonLabel>
          </LinkItem>
        ))}
      </IonList>
    </PageShell>
  );
}
