import { cleanup, render } from '@testing-library/react';
import { menu } from 'ionicons/icons';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Icon } from './icon.tsx';

describe('Icon', () => {
  afterEach(cleanup);

  it('draws the ionicons markup inline, hidden from assistive technology', () => {
    const { container } = render(<Icon icon={menu} slot="icon-only" />);
    const icon = container.querySelector('.icon');
    expect(icon?.getAttribute('aria-hidden')).toBe('true');
    expect(icon?.getAttribute('slot')).toBe('icon-only');
    expect(icon?.querySelector('svg path')).not.toBeNull();
  });

  it('draws nothing but ionicons SVG icons', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Icon icon="data:text/html,<script>alert(1)</script>" />)).toThrow(
      'Not an ionicons SVG icon',
    );
  });
});
