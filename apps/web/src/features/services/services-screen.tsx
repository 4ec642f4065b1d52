import { LinkItem, LinkList } from '../../shell/link-item.tsx';
import { PageShell } from '../../shell/page-shell.tsx';
import { servicesTexts } from '../../text/services.ts';

/** The services overview: every service with a line on what it does. */
export function ServicesScreen() {
  return (
    <PageShell title={servicesTexts.title}>
      <p>{servicesTexts.intro}</p>
      <LinkList>
        {servicesTexts.entries.map((entry) => (
          <LinkItem key={entry.path} to={entry.path} title={entry.label} details={[entry.hint]} />
        ))}
      </LinkList>
    </PageShell>
  );
}
