import { describe, expect, it } from 'vitest';
import { fileProgress } from './upload-progress.ts';

describe('fileProgress', () => {
  const sizes = [100, 300];
  // 50 bytes of fields and part headers come first.
  const total = 450;

  it('counts nothing for the files while the fields go out', () => {
    expect(fileProgress(sizes, 40, total)).toEqual([0, 0]);
  });

  it('fills the files one after the other', () => {
    expect(fileProgress(sizes, 100, total)).toEqual([0.5, 0]);
    expect(fileProgress(sizes, 300, total)).toEqual([1, 0.5]);
  });

  it('has every file done once the whole body went out', () => {
    expect(fileProgress(sizes, total, total)).toEqual([1, 1]);
  });

  it('reports nothing before the size of the body is known', () => {
    expect(fileProgress(sizes, 0, 0)).toEqual([0, 0]);
  });
});
