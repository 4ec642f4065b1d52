import path from 'node:path';
import type { Config } from '../config.ts';
import { diskBlobStore, type BlobStore } from './blob-store.ts';
import { s3BlobStore } from './s3-blob-store.ts';

/** The configured blob store; uploads stage in `DATA_DIR/files/tmp` with either. */
export function openBlobStore(config: Pick<Config, 'dataDir' | 'blobStore'>): Promise<BlobStore> {
  const root = path.join(config.dataDir, 'files');
  return config.blobStore.kind === 's3'
    ? s3BlobStore(config.blobStore, path.join(root, 'tmp'))
    : diskBlobStore(root);
}
