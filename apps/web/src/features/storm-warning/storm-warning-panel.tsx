import { ApiCallError } from '../../api/api-error.ts';
import { QueryState } from '../../shell/query-state.tsx';
import { stormWarningTexts } from '../../text/storm-warning.ts';
import { useStormDevices } from './api/get-storm-devices.ts';
import { useStormStatus } from './api/get-storm-status.ts';
import { EndSection } from './end-section.tsx';
import { PhonesSection } from './phones-section.tsx';
import { PostcodesSection } from './postcodes-section.tsx';
import { SettingsSection } from './settings-section.tsx';
import { WarningsSection } from './warning-list.tsx';
import { ButtonLink } from '../../shell/button.tsx';

const t = stormWarningTexts;

/** The steps of the step-by-step setup (`-neu`): where, who, then on/off and the warnings. */
export const STORM_WARNING_STEPS = ['postcodes', 'recipients', 'overview'] as const;
export type StormWarningStep = (typeof STORM_WARNING_STEPS)[number];

/**
 * A contract's storm warning: its warnings, postcodes, on/off and e-mail, phone numbers, and the
 * end of it; with `only`, the sections of one step.
 */
export function StormWarningPanel(props: { contractId: string; only?: StormWarningStep }) {
  const query = useStormStatus(props.contractId);
  const devices = useStormDevices(props.contractId, query.isSuccess);
  const show = (step: StormWarningStep) => props.only === undefined || props.only === step;
  if (query.error instanceof ApiCallError && query.error.fieldErrors.vertragsnummer !== undefined) {
    return (
      <div className="stack">
        <p role="alert">{t.contractNotFound}</p>
        <ButtonLink href="/services/unwetterwarnung">{t.toPicker}</ButtonLink>
      </div>
    );
  }
  return (
    <QueryState query={query}>
      {(status) => (
        <div className="stack storm-panel">
          {!status.Quelle && (
            <p role="status" className="notice">
              {t.noSource}
            </p>
          )}
          {show('overview') && (
            <WarningsSection contractId={props.contractId} hasPostcodes={status.PLZ.length > 0} />
          )}
          {show('postcodes') && <PostcodesSection status={status} />}
          {show('overview') && <SettingsSection status={status} />}
          {show('recipients') && <PhonesSection status={status} />}
          {props.only === undefined && status.PLZ.length + (devices.data?.length ?? 0) > 0 && (
            <EndSection contractId={props.contractId} />
          )}
        </div>
      )}
    </QueryState>
  );
}
