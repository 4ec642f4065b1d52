import { calendar, fitness, home } from 'ionicons/icons';
import { routePath } from '../../routes.ts';
import { LinkItem, LinkList } from '../../shell/link-item.tsx';
import { PageShell } from '../../shell/page-shell.tsx';
import { campaignTexts } from '../../text/campaigns.ts';
import { routeTitles } from '../../text/routes.ts';

const t = campaignTexts.hub;

/** The campaigns, each with the icon the services' overview gives it. */
const CAMPAIGNS = [
  { title: t.my21Title, text: t.my21Text, to: routePath('my21'), icon: calendar },
  { title: t.zuhauseTitle, text: t.zuhauseText, to: routePath('me1nzuhause'), icon: home },
  {
    title: t.healthTitle,
    text: t.healthText,
    to: routePath('services-schmerzlinderung'),
    icon: fitness,
  },
] as const;

/** `/services/me1ns`: the hub of the campaigns, a row for each with a line on what it offers. */
export function Me1nsScreen() {
  return (
    <PageShell title={routeTitles.me1ns}>
      <p>{t.intro}</p>
      <LinkList>
        {CAMPAIGNS.map((campaign) => (
          <LinkItem
            key={campaign.to}
            to={campaign.to}
            title={campaign.title}
            details={[campaign.text]}
            icon={campaign.icon}
          />
        ))}
      </LinkList>
    </PageShell>
  );
}
