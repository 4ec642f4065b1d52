import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FileName } from './file-name.tsx';

function drawn(name: string): string {
  return render(
    <span>
      <FileName name={name} />
    </span>,
  ).container.innerHTML;
}

describe('FileName', () => {
  afterEach(cleanup);

  it('may break after _, - and . within the name and before its extension', () => {
    expect(drawn('Kontoauszug_2026-11.Hofer.pdf')).toBe(
      '<span>Kontoauszug_<wbr>2026-<wbr>11.<wbr>Hofer<wbr>.pdf</span>',
    );
  });

  it('keeps a name without such places, or without an extension, as it is', () => {
    expect(drawn('Haushaltsversicherung.pdf')).toBe('<span>Haushaltsversicherung<wbr>.pdf</span>');
    expect(drawn('Rechnung')).toBe('<span>Rechnung</span>');
    expect(drawn('.profile')).toBe('<span>.profile</span>');
  });
});
