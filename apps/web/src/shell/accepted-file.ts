import { UPLOAD_FILE_MAX_BYTES } from '@servicebereich/protocol';
import { shellTexts } from '../text/shell.ts';

/** The file picker takes images and PDFs (SPEC 5); the server checks the content again. */
export const ACCEPTED_FILE_TYPES = 'image/*,application/pdf';

/** The largest file an upload takes, in MB, as the hints and messages say it. */
export const FILE_MAX_MEGABYTES = UPLOAD_FILE_MAX_BYTES / 1024 / 1024;

export function isAcceptedFile(file: File): boolean {
  return file.type.startsWith('image/') || file.type === 'application/pdf';
}

/**
 * The picked files that can be sent, and what to say of the first that cannot: `typeText` for
 * one of another kind, the size for one larger than an upload takes; null where all can. Said
 * when the file is picked, rather than after a large one has been sent in vain.
 */
export function checkPickedFiles(
  picked: readonly File[],
  typeText: string,
): { accepted: File[]; error: string | null } {
  const wrongType = picked.find((file) => !isAcceptedFile(file));
  const tooLarge = picked.find((file) => file.size > UPLOAD_FILE_MAX_BYTES);
  return {
    accepted: picked.filter((file) => isAcceptedFile(file) && file.size <= UPLOAD_FILE_MAX_BYTES),
    error:
      wrongType !== undefined
        ? typeText
        : tooLarge !== undefined
          ? shellTexts.fileTooLarge(tooLarge.name, FILE_MAX_MEGABYTES)
          : null,
  };
}
