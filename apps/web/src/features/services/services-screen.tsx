import type { ReactNode } from 'react';
import { LinkItem, LinkList } from '../../shell/link-item.tsx';
import { PageShell } from '../../shell/page-shell.tsx';
import { servicesTexts } from '../../text/services.ts';
import { SERVICE_ICONS } from '../../shell/service-icons.ts';

/**
 * The services overview: every service with a line on what it does, then the trackers of the
 * customer's e-bikes (composed by the route table: they are the e-bike feature's).
 */
export function ServicesScreen(props: { trackers: ReactNode }) {
  return (
    <PageShell title={servicesTexts.title}>
      <p>{servicesTexts.intro}</p>
      <div className="card">
        <LinkList>
          {servicesTexts.entries.map((entry) => (
            <LinkItem
              key={entry.path}
              to={entry.path}
              title={entry.label}
              details={[entry.hint]}
              icon={SERVICE_ICONS[entry.path]}
            />
          ))}
        </LinkList>
      </div>
      {props.trackers}
    </PageShell>
  );
}
