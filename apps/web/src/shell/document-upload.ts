/**
 * What the DokBox's upload dialog needs to take one named document for another page (the video
 * completion page, Schmerzlinderung): route-table.tsx puts the dialog in, behind a `Suspense` of
 * its own.
 */
export type DocumentUpload = {
  /** The document's name, the title of its files. */
  title: string;
  onUploaded: () => void;
  onClose: () => void;
};
