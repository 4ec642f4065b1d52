import { routePath } from '../../routes.ts';
import { PageShell } from '../../shell/page-shell.tsx';
import { campaignTexts } from '../../text/campaigns.ts';
import { routeTitles } from '../../text/routes.ts';
import { ButtonLink } from '../../shell/button.tsx';

const t = campaignTexts.hub;

const TEASERS = [
  { id: 'my21', title: t.my21Title, text: t.my21Text, link: t.my21Link, to: routePath('my21') },
  {
    id: 'zuhause',
    title: t.zuhauseTitle,
    text: t.zuhauseText,
    link: t.zuhauseLink,
    to: routePath('me1nzuhause'),
  },
  {
    id: 'gesund',
    title: t.healthTitle,
    text: t.healthText,
    link: t.healthLink,
    to: routePath('services-schmerzlinderung'),
  },
] as const;

/** `/services/me1ns`: the hub of the campaigns, a teaser for each. */
export function Me1nsScreen() {
  return (
    <PageShell title={routeTitles.me1ns}>
      <p>{t.intro}</p>
      {TEASERS.map((teaser) => (
        <section key={teaser.id} className="card teaser" aria-labelledby={`teaser-${teaser.id}`}>
          <h2 id={`teaser-${teaser.id}`} className="card__title">
            {teaser.title}
          </h2>
          <p>{teaser.text}</p>
          <ButtonLink fill="outline" href={teaser.to}>
            {teaser.link}
          </ButtonLink>
        </section>
      ))}
    </PageShell>
  );
}
