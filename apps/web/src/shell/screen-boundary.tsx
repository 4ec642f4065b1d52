import { Component, type ReactNode } from 'react';
import { shellTexts } from '../text/shell.ts';
import { removeFrame } from './frame-handover.ts';
import { LoadingSkeleton } from './loading-skeleton.tsx';
import { PageShell } from './page-shell.tsx';
import { Button } from './button.tsx';

/** What a route shows while its screen's code loads: its frame with the shape of a list. */
export function ScreenLoading(props: { title: string }) {
  return (
    <PageShell title={props.title}>
      <LoadingSkeleton />
    </PageShell>
  );
}

/**
 * A screen whose code could not be loaded (a lost connection, a new version of the app on the
 * server) or that failed to render shows its frame, the reason and "Erneut versuchen", which loads
 * the app again: React keeps a failed code import failed until then.
 */
export class ScreenBoundary extends Component<
  { title: string; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  // A visitor's frame waiting for the screen would hide that it failed.
  override componentDidCatch(): void {
    removeFrame();
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <PageShell title={this.props.title}>
        <div className="stack">
          <p role="alert">{shellTexts.screenFailed}</p>
          <Button
            fill="outline"
            onClick={() => {
              location.reload();
            }}
          >
            {shellTexts.query.retry}
          </Button>
        </div>
      </PageShell>
    );
  }
}
