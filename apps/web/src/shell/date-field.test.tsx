import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FormTimeField } from './date-field.tsx';

type Values = { schadenzeit: string };

function TimeForm(props: { onSubmit: (values: Values) => void }) {
  const form = useForm<Values>({ defaultValues: { schadenzeit: '' } });
  return (
    <form
      onSubmit={(event) => {
        void form.handleSubmit(props.onSubmit)(event);
      }}
    >
      <FormTimeField control={form.control} name="schadenzeit" label="Uhrzeit" />
      <button type="submit">Weiter</button>
    </form>
  );
}

function pointer(kind: 'fine' | 'coarse') {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === `(pointer: ${kind})` }));
}

describe('FormTimeField', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('with a mouse is typed as HH:MM, 24 hours, the colon put in', async () => {
    pointer('fine');
    const onSubmit = vi.fn();
    render(<TimeForm onSubmit={onSubmit} />);
    const input = screen.getByLabelText('Uhrzeit (HH:MM)');
    expect(input.getAttribute('type')).toBe('text');
    expect(input.getAttribute('inputmode')).toBe('numeric');
    await userEvent.type(input, '1745');
    expect(input).toHaveProperty('value', '17:45');
    await userEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(onSubmit).toHaveBeenCalledWith({ schadenzeit: '17:45' }, expect.anything());
  });

  it('on a touch screen is the platform picker', () => {
    pointer('coarse');
    render(<TimeForm onSubmit={vi.fn()} />);
    expect(screen.getByLabelText('Uhrzeit').getAttribute('type')).toBe('time');
  });
});
