import { UPLOAD_FILE_MAX_BYTES } from '@servicebereich/protocol';
import { describe, expect, it } from 'vitest';
import { checkPickedFiles } from './accepted-file.ts';

/** A file of the type and size given, without its bytes. */
function fileOf(name: string, type: string, size: number): File {
  const file = new File([], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

describe('the files picked', () => {
  const photo = fileOf('Schaden.jpg', 'image/jpeg', 3_000_000);
  const scan = fileOf('Rechnung.pdf', 'application/pdf', UPLOAD_FILE_MAX_BYTES);
  const large = fileOf('Video-Standbild.png', 'image/png', UPLOAD_FILE_MAX_BYTES + 1);
  const note = fileOf('notiz.txt', 'text/plain', 100);

  it('keeps images and PDFs up to the largest an upload takes', () => {
    expect(checkPickedFiles([photo, scan], 'Nur Bilder')).toEqual({
      accepted: [photo, scan],
      error: null,
    });
  });

  it('leaves out a larger file and says so, with its name and the limit', () => {
    expect(checkPickedFiles([photo, large], 'Nur Bilder')).toEqual({
      accepted: [photo],
      error: 'Die Datei „Video-Standbild.png“ ist zu groß (höchstens 20 MB).',
    });
  });

  it("leaves out a file of another kind with the feature's words, before any size", () => {
    expect(checkPickedFiles([large, note, photo], 'Nur Bilder')).toEqual({
      accepted: [photo],
      error: 'Nur Bilder',
    });
  });
});
