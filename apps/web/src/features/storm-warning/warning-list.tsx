import {
  formatViennaTime,
  isoToDisplay,
  viennaIsoDate,
  type StormKind,
  type StormWarning,
} from '@servicebereich/protocol';
import { flash, rainy, snow, sunny, thermometer, thunderstorm, warning } from 'ionicons/icons';
import { Icon } from '../../shell/icon.tsx';
import { QueryState } from '../../shell/query-state.tsx';
import { stormWarningTexts } from '../../text/storm-warning.ts';
import { useStormWarnings } from './api/get-storm-warnings.ts';

const t = stormWarningTexts.warnings;

const KIND_ICONS: Record<StormKind, string> = {
  gewitter: flash,
  hagel: thunderstorm,
  sturm: warning,
  regen: rainy,
  schnee: snow,
  glatteis: snow,
  hitze: sunny,
  kaelte: thermometer,
  sonstiges: warning,
};

/** "20.11.2026, 14:00" in Vienna time. */
function when(iso: string): string {
  const ms = Date.parse(iso);
  return `${isoToDisplay(viennaIsoDate(ms)) ?? ''}, ${formatViennaTime(ms)}`;
}

/**
 * One warning: its level as a coloured band and badge that also say the level in words, with an
 * icon for the kind of weather, so colour is never the only signal. `brief` leaves out what the
 * storm warning's page says of it besides: its description, what to do and its source.
 */
export function WarningCard(props: {
  warning: StormWarning;
  /** Its title's level: 4 under the storm warning's "Aktuelle Warnungen", 3 in a card. */
  headingLevel?: 3 | 4;
  brief?: boolean;
}) {
  const { warning: w, brief = false } = props;
  const Heading = props.headingLevel === 3 ? 'h3' : 'h4';
  const headingId = `storm-warning-${w.Id}`;
  return (
    <article className={`storm-warning storm-warning--${w.Stufe}`} aria-labelledby={headingId}>
      <p className="storm-warning__badge">
        <Icon icon={KIND_ICONS[w.Art]} />
        <span>
          {t.level(w.Stufe)} · {t.kinds[w.Art]}
        </span>
      </p>
      <Heading id={headingId} className="storm-warning__title">
        {w.Titel}
      </Heading>
      <p className="storm-warning__when">
        {w.Aktuell || w.Ende === null
          ? t.period(when(w.Beginn), w.Ende === null ? '' : when(w.Ende))
          : t.ended(when(w.Ende))}
      </p>
      <p className="muted">{t.for(w.PLZ.join(', '))}</p>
      {!brief && w.Beschreibung !== '' && <p>{w.Beschreibung}</p>}
      {!brief && w.Aktuell && (
        <>
          <h5>{t.whatToDo}</h5>
          <p>{w.Handlungsempfehlung === '' ? t.advice[w.Stufe] : w.Handlungsempfehlung}</p>
        </>
      )}
      {!brief && w.Herausgeber !== '' && <p className="muted">{t.source(w.Herausgeber)}</p>}
    </article>
  );
}

/** The current warnings for the contract's postcodes, then those of the last days. */
export function WarningsSection(props: { contractId: string; hasPostcodes: boolean }) {
  const query = useStormWarnings(props.contractId);
  return (
    <section className="card card--form" aria-labelledby="storm-warnings-heading">
      <h2 id="storm-warnings-heading" className="card__title">
        {t.heading}
      </h2>
      {props.hasPostcodes ? (
        <QueryState query={query}>
          {({ Warnungen }) => {
            const current = Warnungen.filter((w) => w.Aktuell);
            const recent = Warnungen.filter((w) => !w.Aktuell);
            return (
              <>
                <h3>{t.current}</h3>
                {current.length === 0 ? (
                  <p role="status">{t.none}</p>
                ) : (
                  current.map((w) => <WarningCard key={w.Id} warning={w} />)
                )}
                {recent.length > 0 && (
                  <>
                    <h3>{t.recent}</h3>
                    {recent.map((w) => (
                      <WarningCard key={w.Id} warning={w} />
                    ))}
                  </>
                )}
              </>
            );
          }}
        </QueryState>
      ) : (
        <p className="muted">{t.noPostcodes}</p>
      )}
    </section>
  );
}
