import { confirmStep } from '../../shell/confirm.ts';
import { LinkItem, LinkList } from '../../shell/link-item.tsx';
import { PageShell } from '../../shell/page-shell.tsx';
import { menuTexts } from '../../text/menu.ts';
import { sessionTexts } from '../../text/session.ts';
import { shellTexts } from '../../text/shell.ts';
import { Button } from '../../shell/button.tsx';

type Entry = { label: string; path: string };

const e = menuTexts.entries;

const SECTIONS: readonly { heading: string; entries: readonly Entry[] }[] = [
  {
    heading: menuTexts.sections.overview,
    entries: [
      { label: e.dashboard, path: '/dashboard' },
      { label: e.products, path: '/vertraege' },
      { label: e.postbox, path: '/nachrichten' },
      { label: e.dokbox, path: '/services/dokbox' },
    ],
  },
  {
    heading: menuTexts.sections.services,
    entries: [
      { label: e.claims, path: '/services/schadensmeldung' },
      { label: e.myClaims, path: '/services/meine-schaeden' },
      { label: e.adviser, path: '/services/berater' },
      { label: e.videoMeeting, path: '/services/video-meeting' },
      { label: e.stormWarning, path: '/services/unwetterwarnung' },
      { label: e.services, path: '/services' },
    ],
  },
  {
    heading: menuTexts.sections.campaigns,
    entries: [
      { label: e.me1ns, path: '/services/me1ns' },
      { label: e.my21, path: '/services/me1ns/my21/' },
      { label: e.me1nZuhause, path: '/services/me1ns/me1nzuhause' },
      { label: e.bestfit, path: '/bestfit' },
    ],
  },
  {
    heading: menuTexts.sections.account,
    entries: [
      { label: e.profile, path: '/profil' },
      { label: e.settings, path: '/einstellungen' },
      { label: e.help, path: '/hilfe' },
      { label: shellTexts.accessibilityStatement, path: '/barrierefreiheit' },
    ],
  },
];

/** Every area of the app, and the logout, once the customer confirmed it. */
export function MenuScreen(props: { onLogout: () => void }) {
  return (
    <PageShell title={menuTexts.title} backTo={false}>
      {SECTIONS.map((section) => (
        <section key={section.heading}>
          <h2 className="section-heading">{section.heading}</h2>
          <LinkList>
            {section.entries.map((entry) => (
              <LinkItem key={entry.path} to={entry.path} title={entry.label} />
            ))}
          </LinkList>
        </section>
      ))}
      <Button
        expand="block"
        fill="outline"
        onClick={() => {
          void confirmStep(sessionTexts.logoutConfirm).then((confirmed) => {
            if (confirmed) props.onLogout();
          });
        }}
      >
        {sessionTexts.logout}
      </Button>
    </PageShell>
  );
}
