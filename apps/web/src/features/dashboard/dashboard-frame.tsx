import type { DashboardFrameInput } from '@servicebereich/protocol';
import { MemoryRouter } from 'react-router-dom';
import { BrandMark } from '../../shell/brand-logo.tsx';
import { FixedHiddenAmounts } from '../../shell/hidden-amounts.tsx';
import { NoContracts } from '../../shell/no-contracts.tsx';
import { TabBar } from '../../shell/tab-bar.tsx';
import { dashboardTexts as t } from '../../text/dashboard.ts';
import { ContractList, DashboardContent, Overview, PostboxSummary } from './dashboard-content.tsx';

/**
 * What the page of the dashboard shows a logged-in customer before the app's JavaScript has run
 * (decision 009): the dashboard's first screen from the answers the page carries, where the
 * app's first render puts it, in the header and tab bar of its page shell. The server renders it
 * (page-frames.tsx) and the app replaces it when it starts. Its rows and tabs are plain links
 * until then; amounts follow the device's "Beträge ausblenden" as its cookie says.
 */
export function DashboardFrame(props: DashboardFrameInput) {
  const { contracts } = props;
  return (
    <MemoryRouter initialEntries={['/dashboard']}>
      <FixedHiddenAmounts hidden={props.hideAmounts}>
        <div className="app-page boot-frame">
          <header className="page-header">
            <div className="page-toolbar">
              <BrandMark className="page-mark" />
              <h1 className="page-title">{t.title}</h1>
              <span className="icon-button" aria-hidden="true" />
            </div>
          </header>
          <main className="ion-padding page-content page-content--wide">
            <DashboardContent
              firstName={props.firstName}
              testMode={false}
              overview={
                contracts.length === 0 ? null : <Overview contracts={contracts} now={props.now} />
              }
              postbox={<PostboxSummary letters={props.letters} />}
              contracts={
                contracts.length === 0 ? <NoContracts /> : <ContractList contracts={contracts} />
              }
            />
          </main>
          <TabBar everyWidth />
        </div>
      </FixedHiddenAmounts>
    </MemoryRouter>
  );
}
