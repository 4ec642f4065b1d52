import {
  calculator,
  calendar,
  chatbubbles,
  compass,
  cube,
  documents,
  fitness,
  gift,
  home,
  thunderstorm,
  videocam,
  warning,
} from 'ionicons/icons';
import type { ReactNode } from 'react';
import { LinkItem, LinkList } from '../../shell/link-item.tsx';
import { PageShell } from '../../shell/page-shell.tsx';
import { servicesTexts } from '../../text/services.ts';

/** Each service's icon: the side navigation's where it has the service too (tab-bar.tsx). */
const ICONS: Record<(typeof servicesTexts.entries)[number]['path'], string> = {
  '/services/schadensmeldung': warning,
  '/services/berater': chatbubbles,
  '/services/dokbox': documents,
  '/services/hausrat': cube,
  '/services/immowert': calculator,
  '/bestfit': compass,
  '/services/unwetterwarnung': thunderstorm,
  '/services/video-meeting': videocam,
  '/services/me1ns': gift,
  '/services/me1ns/my21/': calendar,
  '/services/me1ns/me1nzuhause': home,
  '/services/schmerzlinderung': fitness,
};

/**
 * The services overview: every service with a line on what it does, then the trackers of the
 * customer's e-bikes (composed by the route table: they are the e-bike feature's).
 */
export function ServicesScreen(props: { trackers: ReactNode }) {
  return (
    <PageShell title={servicesTexts.title}>
      <p>{servicesTexts.intro}</p>
      <LinkList>
        {servicesTexts.entries.map((entry) => (
          <LinkItem
            key={entry.path}
            to={entry.path}
            title={entry.label}
            details={[entry.hint]}
            icon={ICONS[entry.path]}
          />
        ))}
      </LinkList>
      {props.trackers}
    </PageShell>
  );
}
