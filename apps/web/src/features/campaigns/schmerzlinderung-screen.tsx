import { GEMEINSAM_GESUND_NAME_PREFIX } from '@servicebereich/protocol';
import type { ReactNode } from 'react';
import { DocumentList } from '../../shell/document-list.tsx';
import type { DocumentUpload } from '../../shell/document-upload.ts';
import { PageShell } from '../../shell/page-shell.tsx';
import { QueryState } from '../../shell/query-state.tsx';
import { campaignTexts } from '../../text/campaigns.ts';
import { routeTitles } from '../../text/routes.ts';
import { useServicePage } from './api/get-service-seite.ts';
import { ContentImage } from './content-image.tsx';
import { RichText } from '../../shell/rich-text.tsx';

const t = campaignTexts.schmerzlinderung;

type SchmerzlinderungProps = {
  loggedIn: boolean;
  /** Remembers this page for after the login, then goes to the login. */
  onLogin: () => void;
  /** The DokBox's upload dialog for one document (route-table.tsx puts it in). */
  uploadDialog: (upload: DocumentUpload) => ReactNode;
};

/** The documents of the offer; a logged-in customer puts each into the DokBox. */
function Documents(props: { documents: readonly string[] } & SchmerzlinderungProps) {
  return (
    <section className="card stack" aria-labelledby="gesund-documents-heading">
      <h3 id="gesund-documents-heading" className="card__title">
        {t.documentsHeading}
      </h3>
      <p>{props.loggedIn ? t.documentsHint : t.loginHint}</p>
      <DocumentList
        documents={props.documents}
        loggedIn={props.loggedIn}
        onLogin={props.onLogin}
        uploadDialog={props.uploadDialog}
        titleOf={(name) => `${GEMEINSAM_GESUND_NAME_PREFIX}${name}`}
      />
    </section>
  );
}

/**
 * `/services/schmerzlinderung` (public): the Gemeinsam-gesund offer from the content folder, and
 * for a logged-in customer the upload of its documents into the DokBox as "Gemeinsam gesund - …".
 */
export function SchmerzlinderungScreen(props: SchmerzlinderungProps) {
  const page = useServicePage('schmerzlinderung');
  return (
    <PageShell title={routeTitles['services-schmerzlinderung']}>
      <QueryState query={page}>
        {(content) => (
          <article className="stack" aria-labelledby="gesund-heading">
            <h2 id="gesund-heading">{content.Title}</h2>
            <ContentImage name={content.Image} alt={content.ImageAlt} />
            <RichText blocks={content.Body} headingLevel={3} />
            {content.Documents.length > 0 && <Documents documents={content.Documents} {...props} />}
          </article>
        )}
      </QueryState>
    </PageShell>
  );
}
