import { describe, expect, it } from 'vitest';
import { addPickedFiles } from './pending-files.ts';

const file = (name: string, bytes: number) => new File([new Uint8Array(bytes)], name);

describe('addPickedFiles', () => {
  it('skips a file with the same name and size as a pending one', () => {
    const pending = [file('a.jpg', 10)];
    const next = addPickedFiles(
      pending,
      [file('a.jpg', 10), file('a.jpg', 11), file('b.jpg', 10)],
      10,
    );
    expect(next.map((f) => `${f.name}:${f.size}`)).toEqual(['a.jpg:10', 'a.jpg:11', 'b.jpg:10']);
  });

  it('takes no more files than fit under the limit', () => {
    const picked = Array.from({ length: 12 }, (_, i) => file(`${i}.jpg`, 1));
    expect(addPickedFiles([], picked, 10)).toHaveLength(10);
    expect(addPickedFiles([file('x.pdf', 3)], picked, 1)).toHaveLength(1);
  });
});
