import { isoToDisplay } from '@servicebereich/protocol';
import { homeOutline } from 'ionicons/icons';
import { routePath } from '../../routes.ts';
import { EmptyState } from '../../shell/empty-state.tsx';
import { LinkItem, LinkList } from '../../shell/link-item.tsx';
import { PageShell } from '../../shell/page-shell.tsx';
import { QueryState } from '../../shell/query-state.tsx';
import { campaignTexts } from '../../text/campaigns.ts';
import { routeTitles } from '../../text/routes.ts';
import { useLectures } from './api/get-vortraege.ts';

const t = campaignTexts.lectures;

/** `/services/me1ns/me1nzuhause`: the lectures, newest first. */
export function LecturesScreen() {
  const lectures = useLectures();
  return (
    <PageShell title={routeTitles.me1nzuhause} backTo={routePath('me1ns')}>
      <p>{t.intro}</p>
      <QueryState query={lectures}>
        {(list) =>
          list.length === 0 ? (
            <EmptyState
              icon={homeOutline}
              text={t.empty}
              action={{ label: t.toMe1ns, to: routePath('me1ns') }}
            />
          ) : (
            <LinkList>
              {list.map((lecture) => (
                <LinkItem
                  key={lecture.Id}
                  to={routePath('me1nzuhause-vortrag', { lecture: `vortrag${String(lecture.Id)}` })}
                  title={lecture.Title}
                  details={[
                    t.details(isoToDisplay(lecture.Date) ?? lecture.Date, lecture.Minutes),
                    t.speaker(lecture.Speaker),
                    lecture.Teaser,
                  ]}
                  tags={lecture.HasVideo ? [t.video] : []}
                />
              ))}
            </LinkList>
          )
        }
      </QueryState>
    </PageShell>
  );
}
