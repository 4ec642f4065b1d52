import path from 'node:path';
import { z } from 'zod/mini';

export const contentEnv = z.object({
  CONTENT_DIR: z.optional(z.string().check(z.minLength(1))),
});

export type ContentSettings = {
  /** The campaign content: Markdown files and pictures, read and checked at start. */
  contentDir: string;
};

export function contentSettings(e: z.infer<typeof contentEnv>): ContentSettings {
  return {
    contentDir: path.resolve(
      e.CONTENT_DIR ?? path.join(import.meta.dirname, '..', '..', '..', 'content'),
    ),
  };
}
