import {
  formatConfirmationCode,
  isoToDisplay,
  normalizeConfirmationCode,
  type ConfirmationCheck,
} from '@servicebereich/protocol';
import { closeCircleOutline } from 'ionicons/icons';
import { DetailList } from '../../shell/detail-list.tsx';
import { PageShell } from '../../shell/page-shell.tsx';
import { QueryState } from '../../shell/query-state.tsx';
import { StatusTag } from '../../shell/status-tag.tsx';
import { confirmationTexts } from '../../text/confirmations.ts';
import { routeTitles } from '../../text/routes.ts';
import { useConfirmationCheck } from './api/bestaetigung-pruefen.ts';

const t = confirmationTexts.check;

function day(iso: string): string {
  return isoToDisplay(iso) ?? iso;
}

/** What the check found: the document's lines while it holds, else that it does not. */
function CheckResult(props: { check: ConfirmationCheck }) {
  const { check } = props;
  switch (check.Ergebnis) {
    case 'gueltig': {
      const document = check.Dokument;
      return (
        <section aria-labelledby="confirmation-check-title" className="stack">
          <p role="status" className="notice">
            {t.valid}
          </p>
          <h2 id="confirmation-check-title">{document.Titel}</h2>
          <DetailList
            rows={[
              { label: t.issuer, value: document.Aussteller },
              { label: t.number, value: document.Nummer },
              { label: t.issued, value: day(document.Ausgestellt) },
            ]}
          />
          <h3>{t.facts}</h3>
          <DetailList
            rows={document.Angaben.map((fact) => ({ label: fact.Bezeichnung, value: fact.Wert }))}
          />
          <p>
            <strong>{document.Erklaerung}</strong>
          </p>
          <p>{t.compare}</p>
        </section>
      );
    }
    case 'widerrufen':
      return (
        <div className="stack">
          <StatusTag text={confirmationTexts.list.revokedTag} icon={closeCircleOutline} />
          <p role="alert">
            {t.revoked(check.Titel, check.Nummer, day(check.Ausgestellt), day(check.Widerrufen))}
          </p>
        </div>
      );
    case 'unbekannt':
      return <p role="alert">{t.unknown}</p>;
  }
}

/**
 * A confirmation's public check (decision 043): anyone with its code sees, without login, what
 * the document shows while it holds, or plainly that it was revoked or is unknown. Kept out of
 * search engines, like the answer it shows.
 */
export function ConfirmationCheckScreen(props: { code: string }) {
  const query = useConfirmationCheck(props.code);
  const code = normalizeConfirmationCode(props.code);
  return (
    <PageShell title={routeTitles.bestaetigung}>
      <meta name="robots" content="noindex" />
      <div className="stack">
        <p>{t.intro}</p>
        <DetailList
          rows={[
            {
              label: t.code,
              value: (
                <span className="unbroken-text">
                  {code === null ? props.code : formatConfirmationCode(code)}
                </span>
              ),
            },
          ]}
        />
        <QueryState query={query}>{(check) => <CheckResult check={check} />}</QueryState>
      </div>
    </PageShell>
  );
}
