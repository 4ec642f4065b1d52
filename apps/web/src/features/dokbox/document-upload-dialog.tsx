import { promptForRating } from '../../shell/rating-prompt.ts';
import { useDokbox } from './api/get-dokbox.ts';
import { FileFormDialog } from './file-form-dialog.tsx';

/**
 * The "Fotos & Dateien" dialog for a document another page asks for (the documents of a video
 * appointment): new files, the document's name as their title.
 */
export function DocumentUploadDialog(props: {
  title: string;
  onUploaded: () => void;
  onClose: () => void;
}) {
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
