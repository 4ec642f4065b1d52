import {
  isoToDisplay,
  MY21_DAYS,
  type My21Day,
  type My21Programme,
} from '@servicebereich/protocol';
import { checkmarkCircle, lockClosed } from 'ionicons/icons';
import { routePath } from '../../routes.ts';
import { Icon } from '../../shell/icon.tsx';
import { PageShell } from '../../shell/page-shell.tsx';
import { ProgressLine } from '../../shell/progress-line.tsx';
import { QueryState } from '../../shell/query-state.tsx';
import { campaignTexts } from '../../text/campaigns.ts';
import { routeTitles } from '../../text/routes.ts';
import { useStartMy21 } from './api/change-my21.ts';
import { useMy21Content } from './api/get-my21-content.ts';
import { ContentLink } from '../../shell/rich-text.tsx';
import { My21FeedbackForm } from './my21-mail-forms.tsx';
import { Button, ButtonLink } from '../../shell/button.tsx';

const t = campaignTexts.my21;

export type My21Props = {
  loggedIn: boolean;
  /** Remembers this page for after the login, then goes to the login. */
  onLogin: () => void;
};

/** A day's number and state in words: a tile's name, as the rows said it before. */
export function dayStateText(day: My21Day): string {
  if (day.Unlocked) return day.Done ? t.dayDone(day.Day) : t.dayOpen(day.Day);
  return day.UnlocksOn === null
    ? t.dayLockedNotStarted(day.Day)
    : t.dayLockedUntil(day.Day, isoToDisplay(day.UnlocksOn) ?? day.UnlocksOn);
}

/** The day to go on with: the first open one whose task is not done. */
function nextDay(days: readonly My21Day[]) {
  return days.find((d): d is Extract<My21Day, { Unlocked: true }> => d.Unlocked && !d.Done);
}

function Status(props: { programme: My21Programme } & My21Props) {
  const start = useStartMy21();
  const { programme } = props;
  if (!props.loggedIn) {
    return (
      <div className="stack">
        <p className="notice">{t.visitor}</p>
        <Button expand="block" onClick={props.onLogin}>
          {campaignTexts.login}
        </Button>
      </div>
    );
  }
  if (programme.Started === null) {
    return (
      <div className="stack">
        <p>{t.startHint}</p>
        <Button
          expand="block"
          disabled={start.isPending}
          onClick={() => {
            start.mutate();
          }}
        >
          {start.isPending ? t.starting : t.start}
        </Button>
      </div>
    );
  }
  const done = programme.Days.filter((d) => d.Unlocked && d.Done).length;
  const open = programme.Days.filter((d) => d.Unlocked).length;
  return (
    <div className="my21-progress">
      <p className="muted">{t.startedOn(isoToDisplay(programme.Started) ?? programme.Started)}</p>
      <ProgressLine text={t.progress(done, MY21_DAYS)} value={done} max={MY21_DAYS} />
      <p>{t.opened(open, MY21_DAYS)}</p>
    </div>
  );
}

/**
 * One day of the grid: its number, and its state by colour, an icon and in words. An open or done
 * day is a link to it, the next one to go on with marked as the current step; a locked day is text.
 */
function DayTile(props: { day: My21Day; next: boolean }) {
  const { day, next } = props;
  const number = (
    <span className="my21-tile__number" aria-hidden="true">
      {day.Day}
    </span>
  );
  const name = <span className="visually-hidden">{dayStateText(day)}</span>;
  if (!day.Unlocked) {
    return (
      <li className="my21-tile my21-tile--locked">
        {number}
        <Icon icon={lockClosed} />
        {name}
      </li>
    );
  }
  return (
    <li className="my21-tile">
      <ContentLink
        href={routePath('my21-day', { day: String(day.Day) })}
        className={[
          'my21-tile__link',
          day.Done ? 'my21-tile--done' : 'my21-tile--open',
          next && 'my21-tile--next',
        ]
          .filter(Boolean)
          .join(' ')}
        aria-current={next ? 'step' : undefined}
      >
        {number}
        {day.Done && <Icon icon={checkmarkCircle} />}
        {name}
      </ContentLink>
    </li>
  );
}

/** The open day to go on with: its title and teaser, and the way there. */
function NextDay(props: { day: Extract<My21Day, { Unlocked: true }> }) {
  const { day } = props;
  return (
    <section className="card card--form my21-next" aria-labelledby="my21-next-heading">
      <p className="my21-next__label">{t.nextLabel}</p>
      <h2 id="my21-next-heading" className="card__title">
        {t.dayTitle(day.Day, day.Title)}
      </h2>
      <p>{day.Teaser}</p>
      <ButtonLink expand="block" href={routePath('my21-day', { day: String(day.Day) })}>
        {t.openDay(day.Day)}
      </ButtonLink>
    </section>
  );
}

/** When the next locked day opens, once the programme runs; the days after it follow daily. */
function NextOpening(props: { days: readonly My21Day[] }) {
  const locked = props.days.find(
    (d): d is Extract<My21Day, { Unlocked: false }> => !d.Unlocked && d.UnlocksOn !== null,
  );
  const date = locked?.UnlocksOn;
  if (locked === undefined || date === undefined || date === null) return null;
  return <p className="muted">{t.opensOn(locked.Day, isoToDisplay(date) ?? date)}</p>;
}

/**
 * `/services/me1ns/my21/`: the start or the progress, the 21 days as a grid, the day to go on with
 * and the feedback.
 */
export function My21Screen(props: My21Props) {
  const programme = useMy21Content(props.loggedIn);
  return (
    <PageShell title={routeTitles.my21} backTo={routePath('me1ns')}>
      <p>{t.intro}</p>
      <QueryState query={programme}>
        {(data) => {
          const next = nextDay(data.Days);
          return (
            <>
              <Status programme={data} {...props} />
              <section className="my21-days" aria-labelledby="my21-days-heading">
                <h2 id="my21-days-heading">{t.daysHeading}</h2>
                <ol className="my21-grid">
                  {data.Days.map((day) => (
                    <DayTile key={day.Day} day={day} next={day.Day === next?.Day} />
                  ))}
                </ol>
                <NextOpening days={data.Days} />
              </section>
              {next !== undefined && <NextDay day={next} />}
            </>
          );
        }}
      </QueryState>
      <My21FeedbackForm />
    </PageShell>
  );
}
