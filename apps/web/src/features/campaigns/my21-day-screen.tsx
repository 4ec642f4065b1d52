import { isoToDisplay, MY21_DAYS, type My21Day } from '@servicebereich/protocol';
import { routePath } from '../../routes.ts';
import { CheckField } from '../../shell/check-field.tsx';
import { PageShell } from '../../shell/page-shell.tsx';
import { QueryState } from '../../shell/query-state.tsx';
import { useSavedChoice } from '../../shell/saved-choice.ts';
import { campaignTexts } from '../../text/campaigns.ts';
import { routeTitles } from '../../text/routes.ts';
import { useSetMy21Done } from './api/change-my21.ts';
import { useMy21Content } from './api/get-my21-content.ts';
import { ContentImage } from './content-image.tsx';
import { My21QuestionnaireForm } from './my21-mail-forms.tsx';
import type { My21Props } from './my21-screen.tsx';
import { ContentLink, RichText } from '../../shell/rich-text.tsx';
import { Button } from '../../shell/button.tsx';

const t = campaignTexts.my21;

function Locked(props: { day: Extract<My21Day, { Unlocked: false }> } & My21Props) {
  const { day } = props;
  return (
    <div className="stack">
      <h2>{t.dayLabel(day.Day)}</h2>
      <p className="notice">
        {!props.loggedIn
          ? t.lockedDayVisitor
          : day.UnlocksOn === null
            ? t.lockedDayNotStarted
            : t.lockedDay(isoToDisplay(day.UnlocksOn) ?? day.UnlocksOn)}
      </p>
      {!props.loggedIn && <Button onClick={props.onLogin}>{campaignTexts.login}</Button>}
    </div>
  );
}

function Task(props: { day: Extract<My21Day, { Unlocked: true }> }) {
  const { day } = props;
  const setDone = useSetMy21Done();
  const tick = useSavedChoice(day.Done);
  return (
    <section className="card my21-task" aria-labelledby="my21-task-heading">
      <h3 id="my21-task-heading" className="card__title">
        {t.taskHeading}
      </h3>
      <p>{day.Task}</p>
      <CheckField
        id="erledigt"
        label={t.taskDone}
        checked={tick.checked}
        disabled={tick.saving}
        onChange={(done) => {
          tick.choose(done);
          setDone.mutate({ tag: day.Day, erledigt: done }, { onError: tick.ended });
        }}
      />
      {tick.saving && (
        <p role="status" className="muted">
          {t.saving}
        </p>
      )}
    </section>
  );
}

function Open(props: { day: Extract<My21Day, { Unlocked: true }> }) {
  const { day } = props;
  return (
    <article className="stack my21-open" aria-labelledby="my21-day-heading">
      <h2 id="my21-day-heading">{t.dayTitle(day.Day, day.Title)}</h2>
      <p className="lead">{day.Teaser}</p>
      <ContentImage name={day.Image} alt={day.ImageAlt} />
      <RichText blocks={day.Body} headingLevel={3} />
      <Task day={day} />
      {day.Day === MY21_DAYS && <My21QuestionnaireForm />}
    </article>
  );
}

/**
 * `/services/me1ns/my21/{day}`: an open day with its text, picture and task (the last one with the
 * questionnaire); a locked day says when it opens.
 */
export function My21DayScreen(props: { day: number } & My21Props) {
  const programme = useMy21Content(props.loggedIn);
  const { day } = props;
  return (
    <PageShell title={`${routeTitles['my21-day']} ${String(day)}`} backTo={routePath('my21')}>
      <QueryState query={programme}>
        {(data) => {
          const shown = data.Days.find((d) => d.Day === day);
          const previous = data.Days.find((d) => d.Day === day - 1);
          const next = data.Days.find((d) => d.Day === day + 1);
          return (
            <>
              {shown === undefined ? null : shown.Unlocked ? (
                <Open day={shown} />
              ) : (
                <Locked day={shown} loggedIn={props.loggedIn} onLogin={props.onLogin} />
              )}
              <nav className="my21-nav" aria-label={routeTitles.my21}>
                {previous?.Unlocked === true && (
                  <ContentLink href={routePath('my21-day', { day: String(day - 1) })}>
                    {t.previous(day - 1)}
                  </ContentLink>
                )}
                <ContentLink href={routePath('my21')}>{t.toOverview}</ContentLink>
                {next?.Unlocked === true && day < MY21_DAYS && (
                  <ContentLink href={routePath('my21-day', { day: String(day + 1) })}>
                    {t.next(day + 1)}
                  </ContentLink>
                )}
              </nav>
            </>
          );
        }}
      </QueryState>
    </PageShell>
  );
}
