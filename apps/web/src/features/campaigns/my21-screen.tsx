import {
  isoToDisplay,
  MY21_DAYS,
  type My21Day,
  type My21Programme,
} from '@servicebereich/protocol';
import { checkmarkCircle, chevronForward, lockClosed } from 'ionicons/icons';
import { routePath } from '../../routes.ts';
import { Icon } from '../../shell/icon.tsx';
import { PageShell } from '../../shell/page-shell.tsx';
import { QueryState } from '../../shell/query-state.tsx';
import { campaignTexts } from '../../text/campaigns.ts';
import { routeTitles } from '../../text/routes.ts';
import { useStartMy21 } from './api/change-my21.ts';
import { useMy21Content } from './api/get-my21-content.ts';
import { ContentLink } from '../../shell/rich-text.tsx';
import { My21FeedbackForm } from './my21-mail-forms.tsx';
import { Button } from '../../shell/button.tsx';

const t = campaignTexts.my21;

export type My21Props = {
  loggedIn: boolean;
  /** Remembers this page for after the login, then goes to the login. */
  onLogin: () => void;
};

/** Why a day is locked, as its row says it. */
export function lockedText(day: Extract<My21Day, { Unlocked: false }>): string {
  return day.UnlocksOn === null
    ? t.lockedNotStarted
    : t.lockedUntil(isoToDisplay(day.UnlocksOn) ?? day.UnlocksOn);
}

function Status(props: { programme: My21Programme } & My21Props) {
  const start = useStartMy21();
  const { programme } = props;
  if (!props.loggedIn) {
    return (
      <div className="stack">
        <p className="notice">{t.visitor}</p>
        <Button onClick={props.onLogin}>{campaignTexts.login}</Button>
      </div>
    );
  }
  if (programme.Started === null) {
    return (
      <div className="stack">
        <p>{t.startHint}</p>
        <Button
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
      <p id="my21-progress-text">{t.progress(done, MY21_DAYS)}</p>
      <progress value={done} max={MY21_DAYS} aria-labelledby="my21-progress-text" />
      <p>{t.opened(open, MY21_DAYS)}</p>
    </div>
  );
}

function DayRow(props: { day: My21Day }) {
  const { day } = props;
  if (!day.Unlocked) {
    return (
      <li className="my21-day my21-day--locked">
        <Icon icon={lockClosed} />
        <span className="my21-day__text">
          <span className="my21-day__title">{t.dayLabel(day.Day)}</span>
          <span className="my21-day__hint">{lockedText(day)}</span>
        </span>
      </li>
    );
  }
  return (
    <li className="my21-day">
      <ContentLink
        href={routePath('my21-day', { day: String(day.Day) })}
        className="my21-day__link"
      >
        <span className="my21-day__text">
          <span className="my21-day__title">{t.dayTitle(day.Day, day.Title)}</span>
          <span className="my21-day__hint">{day.Teaser}</span>
          {day.Done && (
            <span className="my21-day__done">
              <Icon icon={checkmarkCircle} />
              {t.done}
            </span>
          )}
        </span>
        <Icon icon={chevronForward} />
      </ContentLink>
    </li>
  );
}

/** `/services/me1ns/my21/`: the start or the progress, the 21 days and the feedback. */
export function My21Screen(props: My21Props) {
  const programme = useMy21Content(props.loggedIn);
  return (
    <PageShell title={routeTitles.my21} backTo={routePath('me1ns')}>
      <p>{t.intro}</p>
      <QueryState query={programme}>
        {(data) => (
          <>
            <Status programme={data} {...props} />
            <section aria-labelledby="my21-days-heading">
              <h2 id="my21-days-heading">{t.daysHeading}</h2>
              <ol className="my21-days">
                {data.Days.map((day) => (
                  <DayRow key={day.Day} day={day} />
                ))}
              </ol>
            </section>
          </>
        )}
      </QueryState>
      <My21FeedbackForm />
    </PageShell>
  );
}
