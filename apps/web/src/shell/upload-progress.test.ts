import { describe, expect, it } from 'vitest';
import { fileProgress } from './upload-progress.ts';

describe('fileProgress', () => {
  it('fills the files one after the other after the text fields', () => {
    // 100 bytes of fields, then files of 200 and 100 bytes.
    expect(fileProgress([200, 100], 0, 400)).toEqual([0, 0]);
    expect(fileProgress([200, 100], 100, 400)).toEqual([0, 0]);
    expect(fileProgress([200, 100], 200, 400)).toEqual([0.5, 0]);
    expect(fileProgress([200, 100], 350, 400)).toEqual([1, 0.5]);
    expect(fileProgress([200, 100], 400, 400)).toEqual([1, 1]);
  });

  it('never leaves 0 to 1, whatever the browser reports', () => {
    for (const value of fileProgress([10, 10], 1000, 30)) {
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThanOrEqual(1);
    }
  });

  it('reports nothing before the size of the body is known', () => {
    expect(fileProgress([100, 300], 0, 0)).toEqual([0, 0]);
  });
});
