import { fromBuffer, type Entry, type ZipFile } from 'yauzl';

export type Archive = Map<string, Buffer>;

/** Every entry of a ZIP, by its path (for the server's and the end-to-end tests). */
export function unzip(data: Buffer): Promise<Archive> {
  return new Promise((resolve, reject) => {
    fromBuffer(data, { lazyEntries: true }, (error, zip: ZipFile | undefined) => {
      if (error !== null || zip === undefined) {
        reject(error ?? new Error('no archive'));
        return;
      }
      const entries: Archive = new Map();
      zip.on('entry', (entry: Entry) => {
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError !== null) {
            reject(streamError);
            return;
          }
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('error', reject);
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => {
        resolve(entries);
      });
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}
