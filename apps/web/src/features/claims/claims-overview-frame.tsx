import { MemoryRouter } from 'react-router-dom';
import { CLAIM_ONLY_MODE } from '../../app-config.ts';
import { VisitorFrame } from '../../shell/visitor-frame.tsx';
import { routeTitles } from '../../text/routes.ts';
import { VisitorOverview } from './claims-overview-content.tsx';

/**
 * What the page of a claim overview shows a visitor before the app's JavaScript has run (decision
 * 009): every claim type, each a plain link to its form until the app has started, and the login.
 * It stays until the overview's screen is shown (shell/frame-handover.ts).
 */
export function ClaimsOverviewFrame(props: { path: string; stepwise: boolean }) {
  return (
    <MemoryRouter initialEntries={[props.path]}>
      <VisitorFrame title={routeTitles.schadensmeldung} backTo="/dashboard">
        <VisitorOverview
          stepwise={props.stepwise}
          contract={null}
          loginOffered={!CLAIM_ONLY_MODE}
        />
      </VisitorFrame>
    </MemoryRouter>
  );
}
