import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadPageFrames, pageFramesFile } from './page-frames.ts';

describe('loadPageFrames', () => {
  const buildDirs: string[] = [];
  afterEach(async () => {
    await Promise.all(buildDirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  async function build(frames: string | null): Promise<string> {
    const buildDir = await mkdtemp(path.join(tmpdir(), 'servicebereich-frames-'));
    buildDirs.push(buildDir);
    const webDistDir = path.join(buildDir, 'dist');
    await mkdir(webDistDir);
    if (frames !== null) {
      await mkdir(path.dirname(pageFramesFile(webDistDir)));
      await writeFile(pageFramesFile(webDistDir), frames);
    }
    return webDistDir;
  }

  it('loads the frames the web build wrote beside its files', async () => {
    const frames = await loadPageFrames(
      await build(
        "export const visitorFrames = () => ({ '/login': 'login' }); export const dashboardFrame = (i) => i.firstName; export const analyticsPromptFrame = (i) => String(i.aboveTabBar);",
      ),
    );
    expect(frames?.analyticsPromptFrame({ aboveTabBar: true })).toBe('true');
    expect(frames?.visitorFrames()).toEqual({ '/login': 'login' });
    expect(
      frames?.dashboardFrame({
        firstName: 'Ilse',
        contracts: [],
        letters: [],
        hideAmounts: false,
        now: 0,
      }),
    ).toBe('Ilse');
  });

  it('has none for a build without frames, and refuses a file that is not the frames', async () => {
    expect(await loadPageFrames(await build(null))).toBeNull();
    await expect(loadPageFrames(await build('export const other = 1;'))).rejects.toThrow(
      'does not export the page frames',
    );
    // A build of the frames from before the analytics question was one of them.
    await expect(
      loadPageFrames(
        await build(
          'export const visitorFrames = () => ({}); export const dashboardFrame = () => "";',
        ),
      ),
    ).rejects.toThrow('does not export the page frames');
  });
});
