import type { DocumentUpload } from '../../shell/document-upload.ts';
import { promptForRating } from '../../shell/rating-prompt.ts';
import { useDokbox } from './api/get-dokbox.ts';
import { FileFormDialog } from './file-form-dialog.tsx';

/**
 * The "Fotos & Dateien" dialog for a document another page asks for (the documents of a video
 * appointment, the "Gemeinsam gesund - " documents of Schmerzlinderung): new files, the
 * document's name as their title.
 */
export function DocumentUploadDialog(props: DocumentUpload) {
  const overview = useDokbox();
  return (
    <FileFormDialog
      group={null}
      folders={overview.data?.categories ?? []}
      presetName={props.title}
      onSaved={props.onUploaded}
      onClose={() => {
        props.onClose();
        // After an upload, once the dialog is gone and its toast shows (as in the DokBox).
        void promptForRating();
      }}
    />
  );
}
