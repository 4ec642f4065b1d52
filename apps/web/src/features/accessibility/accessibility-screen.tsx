import { isoToDisplay } from '@servicebereich/protocol';
import { PageShell } from '../../shell/page-shell.tsx';
import { QueryState } from '../../shell/query-state.tsx';
import { RichText } from '../../shell/rich-text.tsx';
import { accessibilityTexts } from '../../text/accessibility.ts';
import { routeTitles } from '../../text/routes.ts';
import { AccessibilityFeedbackForm } from './accessibility-feedback-form.tsx';
import { useAccessibilityStatement } from './api/get-accessibility-statement.ts';

/**
 * `/barrierefreiheit` (public): the accessibility statement from the content folder, the day of
 * its last check, and the form that reports a barrier.
 */
export function AccessibilityScreen() {
  const statement = useAccessibilityStatement();
  return (
    <PageShell title={routeTitles.barrierefreiheit}>
      <QueryState query={statement}>
        {(content) => (
          <article className="stack" aria-labelledby="barrierefreiheit-heading">
            <h2 id="barrierefreiheit-heading">{content.Title}</h2>
            <p className="muted">
              {accessibilityTexts.checkedOn(isoToDisplay(content.CheckedOn) ?? content.CheckedOn)}
            </p>
            <RichText blocks={content.Body} headingLevel={3} />
            <AccessibilityFeedbackForm />
          </article>
        )}
      </QueryState>
    </PageShell>
  );
}
