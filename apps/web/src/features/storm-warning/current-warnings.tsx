import { thunderstorm } from 'ionicons/icons';
import { LinkItem, LinkList } from '../../shell/link-item.tsx';
import { stormWarningTexts } from '../../text/storm-warning.ts';
import { useStormWarnings } from './api/get-storm-warnings.ts';
import { WarningCard } from './warning-list.tsx';

const t = stormWarningTexts.alert;

/**
 * A contract's current storm warnings, on its overview: each in brief, and the way to its storm
 * warning's page (`to`), which says what to do. Nothing where none is current, while they load, or
 * where they cannot (that page says why).
 */
export function CurrentStormWarnings(props: { contractId: string; to: string }) {
  const query = useStormWarnings(props.contractId);
  const current = query.data?.Warnungen.filter((warning) => warning.Aktuell) ?? [];
  if (current.length === 0) return null;
  return (
    <section className="card current-storm-warnings" aria-labelledby="current-storm-warnings">
      <h2 id="current-storm-warnings" className="card__title">
        {t.heading(current.length)}
      </h2>
      {current.map((warning) => (
        <WarningCard key={warning.Id} warning={warning} headingLevel={3} brief />
      ))}
      <LinkList>
        <LinkItem to={props.to} title={t.toStormWarning} icon={thunderstorm} />
      </LinkList>
    </section>
  );
}
