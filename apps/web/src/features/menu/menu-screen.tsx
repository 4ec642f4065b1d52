import {
  accessibility,
  albums,
  apps,
  helpCircle,
  home,
  mail,
  personCircle,
  pulse,
  settings,
} from 'ionicons/icons';
import { confirmStep } from '../../shell/confirm.ts';
import { LinkItem, LinkList } from '../../shell/link-item.tsx';
import { PageShell } from '../../shell/page-shell.tsx';
import { SERVICE_ICONS } from '../../shell/service-icons.ts';
import { menuTexts } from '../../text/menu.ts';
import { sessionTexts } from '../../text/session.ts';
import { shellTexts } from '../../text/shell.ts';
import { Button } from '../../shell/button.tsx';

type Entry = { label: string; path: string; icon: string };

const e = menuTexts.entries;

// The icons are the tab bar's, the side navigation's and the services' (SERVICE_ICONS).
const SECTIONS: readonly { heading: string; entries: readonly Entry[] }[] = [
  {
    heading: menuTexts.sections.overview,
    entries: [
      { label: e.dashboard, path: '/dashboard', icon: home },
      { label: e.products, path: '/vertraege', icon: albums },
      { label: e.postbox, path: '/nachrichten', icon: mail },
      { label: e.dokbox, path: '/services/dokbox', icon: SERVICE_ICONS['/services/dokbox'] },
    ],
  },
  {
    heading: menuTexts.sections.services,
    entries: [
      {
        label: e.claims,
        path: '/services/schadensmeldung',
        icon: SERVICE_ICONS['/services/schadensmeldung'],
      },
      { label: e.myClaims, path: '/services/meine-schaeden', icon: pulse },
      { label: e.adviser, path: '/services/berater', icon: SERVICE_ICONS['/services/berater'] },
      {
        label: e.videoMeeting,
        path: '/services/video-meeting',
        icon: SERVICE_ICONS['/services/video-meeting'],
      },
      {
        label: e.stormWarning,
        path: '/services/unwetterwarnung',
        icon: SERVICE_ICONS['/services/unwetterwarnung'],
      },
      { label: e.services, path: '/services', icon: apps },
    ],
  },
  {
    heading: menuTexts.sections.campaigns,
    entries: [
      { label: e.me1ns, path: '/services/me1ns', icon: SERVICE_ICONS['/services/me1ns'] },
      {
        label: e.my21,
        path: '/services/me1ns/my21/',
        icon: SERVICE_ICONS['/services/me1ns/my21/'],
      },
      {
        label: e.me1nZuhause,
        path: '/services/me1ns/me1nzuhause',
        icon: SERVICE_ICONS['/services/me1ns/me1nzuhause'],
      },
      { label: e.bestfit, path: '/bestfit', icon: SERVICE_ICONS['/bestfit'] },
    ],
  },
  {
    heading: menuTexts.sections.account,
    entries: [
      { label: e.profile, path: '/profil', icon: personCircle },
      { label: e.settings, path: '/einstellungen', icon: settings },
      { label: e.help, path: '/hilfe', icon: helpCircle },
      { label: shellTexts.accessibilityStatement, path: '/barrierefreiheit', icon: accessibility },
    ],
  },
];

/**
 * Every area of the app, on a wide screen in two columns, and the logout, once the customer
 * confirmed it.
 */
export function MenuScreen(props: { onLogout: () => void }) {
  return (
    <PageShell title={menuTexts.title} backTo={false} wide>
      <div className="card-columns">
        {SECTIONS.map((section, index) => (
          <section key={section.heading} className="card" aria-labelledby={`menu-${String(index)}`}>
            <h2 id={`menu-${String(index)}`} className="card__title">
              {section.heading}
            </h2>
            <LinkList>
              {section.entries.map((entry) => (
                <LinkItem key={entry.path} to={entry.path} title={entry.label} icon={entry.icon} />
              ))}
            </LinkList>
          </section>
        ))}
      </div>
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
