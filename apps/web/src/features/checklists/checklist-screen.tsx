import { isoToDisplay, type Checklist } from '@servicebereich/protocol';
import { checkmarkDoneOutline, trash } from 'ionicons/icons';
import { useState } from 'react';
import { showAlert } from '../../shell/alert-store.ts';
import { EmptyState } from '../../shell/empty-state.tsx';
import { LoadingSkeleton } from '../../shell/loading-skeleton.tsx';
import { PageShell } from '../../shell/page-shell.tsx';
import { showToast } from '../../shell/toast-store.ts';
import { checklistTexts } from '../../text/checklists.ts';
import { routeTitles } from '../../text/routes.ts';
import { useCheckLists } from './api/get-check-lists.ts';
import { useDeleteCheckListDocument } from './api/delete-check-list-document.ts';
import { UploadDialog } from './upload-dialog.tsx';
import { Icon } from '../../shell/icon.tsx';
import { ProgressLine } from '../../shell/progress-line.tsx';
import { Button } from '../../shell/button.tsx';

const t = checklistTexts;

type Item = Checklist['Items'][number];
type Document = Item['Documents'][number];

/** Asks "Möchtest du die Datei wirklich löschen?" with Nein and Ja (SPEC 5). */
export async function confirmDelete(document: Document): Promise<boolean> {
  const answer = await showAlert({
    header: t.deleteQuestion,
    message: document.FileName,
    buttons: [
      { text: t.no, role: 'cancel' },
      { text: t.yes, role: 'confirm' },
    ],
  });
  return answer?.role === 'confirm';
}

function ChecklistItem(props: { item: Item; onUpload: (item: Item) => void }) {
  const { item } = props;
  const remove = useDeleteCheckListDocument();
  const handleDelete = async (document: Document) => {
    if (!(await confirmDelete(document))) return;
    await remove.mutateAsync(document.DocumentId);
    showToast(t.deletedToast);
  };
  return (
    <li className="checklist-item">
      <h3>{item.Title}</h3>
      <p className="checklist-item__badge">{item.Required ? t.required : t.optional}</p>
      <p>{item.Description}</p>
      {item.Documents.length > 0 && (
        <>
          <p className="muted">{t.uploaded(item.Documents.length)}</p>
          <ul className="checklist-documents">
            {item.Documents.map((document) => (
              <li key={document.DocumentId}>
                <span>
                  {document.FileName}
                  <small className="muted">
                    {' '}
                    · {t.uploadedOn(isoToDisplay(document.UploadDate) ?? document.UploadDate)}
                  </small>
                </span>
                <Button
                  fill="clear"
                  aria-label={t.delete(document.FileName)}
                  disabled={remove.isPending}
                  onClick={() => {
                    // A failed delete was shown by the error path already.
                    void handleDelete(document).catch(() => undefined);
                  }}
                >
                  <Icon slot="icon-only" icon={trash} />
                </Button>
              </li>
            ))}
          </ul>
        </>
      )}
      <Button
        fill="outline"
        size="small"
        onClick={() => {
          props.onUpload(item);
        }}
      >
        {t.uploadFor}
      </Button>
    </li>
  );
}

/** How many of the checklist's items have a document: "2 von 5 Unterlagen hochgeladen". */
function ChecklistProgress(props: { checklist: Checklist }) {
  const items = props.checklist.Items;
  const done = items.filter((item) => item.Documents.length > 0).length;
  return <ProgressLine text={t.progress(done, items.length)} value={done} max={items.length} />;
}

/** The credit checklist: per item the uploaded documents, upload and delete. */
export default function ChecklistScreen() {
  const checklists = useCheckLists();
  const [uploading, setUploading] = useState<Item | null>(null);
  return (
    <PageShell title={routeTitles.kreditcheckliste}>
      {checklists.data === undefined ? (
        checklists.isError ? (
          <p role="status" className="muted">
            {t.loadFailed}
          </p>
        ) : (
          <LoadingSkeleton shape="cards" label={t.loading} />
        )
      ) : checklists.data.length === 0 ? (
        <EmptyState
          icon={checkmarkDoneOutline}
          text={t.empty}
          action={{ label: t.emptyAction, to: '/services/berater' }}
        />
      ) : (
        <>
          <p>{t.intro}</p>
          {checklists.data.map((checklist) => (
            <section
              key={checklist.ChecklistId}
              aria-labelledby={`checklist-${checklist.ChecklistId}`}
            >
              <h2 id={`checklist-${checklist.ChecklistId}`}>{checklist.Title}</h2>
              <ChecklistProgress checklist={checklist} />
              <ul className="checklist">
                {checklist.Items.map((item) => (
                  <ChecklistItem key={item.ItemId} item={item} onUpload={setUploading} />
                ))}
              </ul>
            </section>
          ))}
        </>
      )}
      {uploading !== null && (
        <UploadDialog
          item={uploading}
          onClose={() => {
            setUploading(null);
          }}
        />
      )}
    </PageShell>
  );
}
