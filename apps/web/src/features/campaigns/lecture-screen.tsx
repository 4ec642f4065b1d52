import { isoToDisplay } from '@servicebereich/protocol';
import { routePath } from '../../routes.ts';
import { PageShell } from '../../shell/page-shell.tsx';
import { QueryState } from '../../shell/query-state.tsx';
import { campaignTexts } from '../../text/campaigns.ts';
import { routeTitles } from '../../text/routes.ts';
import { useLecture } from './api/get-vortrag.ts';
import { ContentLink, RichText } from '../../shell/rich-text.tsx';

const t = campaignTexts.lectures;

/**
 * `/services/me1ns/me1nzuhause/vortrag{id}`: one lecture, its video player embedded where the
 * content names one (the server allows that player's origin as a frame), and its text.
 */
export function LectureScreen(props: { id: number }) {
  const lecture = useLecture(props.id);
  return (
    <PageShell title={routeTitles['me1nzuhause-vortrag']} backTo={routePath('me1nzuhause')}>
      <QueryState query={lecture}>
        {(data) => (
          <article className="stack" aria-labelledby="lecture-heading">
            <h2 id="lecture-heading">{data.Title}</h2>
            <p className="muted">
              {t.speaker(data.Speaker)}
              <br />
              {t.details(isoToDisplay(data.Date) ?? data.Date, data.Minutes)}
            </p>
            {data.VideoUrl !== null && (
              <div className="lecture-video">
                <iframe
                  src={data.VideoUrl}
                  title={t.videoTitle(data.Title)}
                  allow="fullscreen; picture-in-picture"
                  sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
                  referrerPolicy="strict-origin-when-cross-origin"
                />
              </div>
            )}
            <RichText blocks={data.Body} headingLevel={3} />
            <ContentLink href={routePath('me1nzuhause')}>{t.toList}</ContentLink>
          </article>
        )}
      </QueryState>
    </PageShell>
  );
}
