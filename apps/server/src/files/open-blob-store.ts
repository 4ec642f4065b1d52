import path from 'node:path';
import type { Config } from '../config.ts';
import { diskBlobStore, type BlobStore } from './blob-store.ts';

/**
 * The configured blob store; uploads stage in `DATA_DIR/files/tmp` with either. The S3 client is
 * loaded only for a bucket (decision 016).
 */
export async function openBlobStore(
  config: Pick<Config, 'dataDir' | 'blobStore'>,
): Promise<BlobStore> {
  const root = path.join(config.dataDir, 'files');
  if (config.blobStore.kind === 'disk') return diskBlobStore(root);
  const { s3BlobStore } = await import('./s3-blob-store.ts');
  return s3BlobStore(config.blobStore, path.join(root, 'tmp'));
}
