import { CLAIM_TYPE_LABELS, type ClaimSummary } from '@servicebereich/protocol';
import { claimTexts } from '../../text/claims.ts';
import { CLAIM_PATHS } from './claim-paths.ts';
import { ButtonLink } from '../../shell/button.tsx';
import { DonePanel } from '../../shell/done-panel.tsx';

const t = claimTexts.done;

/** After a claim is sent: its number, what happens next and how long it usually takes. */
export function ClaimDone(props: { summary: ClaimSummary; fileCount: number; visitor: boolean }) {
  const { summary } = props;
  return (
    <DonePanel heading={t.heading}>
      <div className="summary">
        <p>{CLAIM_TYPE_LABELS[summary.Typ]}</p>
        <p>{t.number}</p>
        <p className="claim-number">
          <strong>{summary.Schadennummer}</strong>
        </p>
        <p className="muted">{t.numberHint}</p>
      </div>
      {props.fileCount > 0 && <p>{t.files(props.fileCount)}</p>}
      <h3>{t.nextHeading}</h3>
      <ol>
        {(props.visitor ? t.nextVisitor : t.next).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ol>
      <p>{t.duration}</p>
      {!props.visitor && (
        <ButtonLink expand="block" href={CLAIM_PATHS.myClaims}>
          {t.myClaims}
        </ButtonLink>
      )}
      <ButtonLink expand="block" fill="outline" href={CLAIM_PATHS.overview}>
        {t.toOverview}
      </ButtonLink>
    </DonePanel>
  );
}
