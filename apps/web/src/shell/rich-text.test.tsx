import type { TextBlock } from '@servicebereich/protocol';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { renderScreen } from '../../test/render-screen.tsx';
import { RichText } from './rich-text.tsx';

afterEach(() => {
  cleanup();
});

const plain = (Text: string) => ({ Text, Style: 'plain' as const, Href: null });

it('draws the blocks as elements and markup in a text as text', async () => {
  const blocks: TextBlock[] = [
    { Kind: 'heading', Spans: [plain('Zwischentitel')] },
    {
      Kind: 'paragraph',
      Spans: [
        plain('<img src=x onerror=alert(1)> '),
        { Text: 'fett', Style: 'strong', Href: null },
        { Text: 'Berater', Style: 'plain', Href: '/services/berater' },
        { Text: 'anrufen', Style: 'plain', Href: 'tel:+4357070100' },
      ],
    },
    { Kind: 'numbers', Items: [[plain('eins')], [plain('zwei')]] },
  ];
  const { container } = { container: document.body };
  await renderScreen(<RichText blocks={blocks} headingLevel={3} />, { loggedIn: false });
  expect(screen.getByRole('heading', { level: 3, name: 'Zwischentitel' })).toBeTruthy();
  expect(container.querySelector('img')).toBeNull();
  expect(screen.getByText('<img src=x onerror=alert(1)>', { exact: false })).toBeTruthy();
  expect(container.querySelector('strong')?.textContent).toBe('fett');
  expect(screen.getByRole('link', { name: 'Berater' }).getAttribute('href')).toBe(
    '/services/berater',
  );
  expect(screen.getByRole('link', { name: 'anrufen' }).getAttribute('href')).toBe(
    'tel:+4357070100',
  );
  expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['eins', 'zwei']);
});
