/** The file picker takes images and PDFs (SPEC 5); the server checks the content again. */
export const ACCEPTED_FILE_TYPES = 'image/*,application/pdf';

export function isAcceptedFile(file: File): boolean {
  return file.type.startsWith('image/') || file.type === 'application/pdf';
}
