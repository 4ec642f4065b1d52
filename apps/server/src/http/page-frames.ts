import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PageFrames } from '@servicebereich/protocol';

/** Where the web build writes the frames of the server's pages: beside its files, not among them. */
export function pageFramesFile(webDistDir: string): string {
  return path.join(webDistDir, '..', 'dist-frames', 'page-frames.js');
}

/**
 * The frames the web build renders for the server's pages (apps/web/src/page-frames.tsx, decision
 * 009), loaded once at start; null where the build has none (an older build). A file that does
 * not export them stops the start: it is not the build this server was written for.
 */
export async function loadPageFrames(webDistDir: string): Promise<PageFrames | null> {
  const file = pageFramesFile(webDistDir);
  if (!existsSync(file)) return null;
  const frames = (await import(pathToFileURL(file).href)) as Partial<PageFrames>;
  const { visitorFrames, dashboardFrame, analyticsPromptFrame } = frames;
  if (
    typeof visitorFrames !== 'function' ||
    typeof dashboardFrame !== 'function' ||
    typeof analyticsPromptFrame !== 'function'
  ) {
    throw new Error(`${file} does not export the page frames`);
  }
  return { visitorFrames, dashboardFrame, analyticsPromptFrame };
}
