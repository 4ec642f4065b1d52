import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FormTextField } from './form-text-field.tsx';

type Values = { verfuegernummer: string };

function CustomerNumberForm(props: { onSubmit: (values: Values) => void; serverError?: string }) {
  const form = useForm<Values>({ defaultValues: { verfuegernummer: '' } });
  return (
    <form
      onSubmit={(event) => {
        void form.handleSubmit((values) => {
          props.onSubmit(values);
          if (props.serverError !== undefined) {
            form.setError('verfuegernummer', { message: props.serverError });
          }
        })(event);
      }}
    >
      <FormTextField control={form.control} name="verfuegernummer" label="Verfügernummer" />
      <button type="submit">Weiter</button>
    </form>
  );
}

describe('FormTextField', () => {
  afterEach(cleanup);

  it('is a labelled input whose id is the wire name and whose value reaches the form', async () => {
    const onSubmit = vi.fn();
    render(<CustomerNumberForm onSubmit={onSubmit} />);
    const input = screen.getByLabelText('Verfügernummer');
    expect(input.id).toBe('verfuegernummer');
    await userEvent.type(input, '1000000001');
    await userEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(onSubmit).toHaveBeenCalledWith({ verfuegernummer: '1000000001' });
    expect(input.getAttribute('aria-invalid')).toBeNull();
  });

  it('shows a field error under the input, announced and tied to it', async () => {
    render(<CustomerNumberForm onSubmit={vi.fn()} serverError="Bitte prüfe die Verfügernummer." />);
    await userEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    const error = await screen.findByRole('alert');
    expect(error.textContent).toBe('Bitte prüfe die Verfügernummer.');
    const input = screen.getByLabelText('Verfügernummer');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe(error.id);
  });
});
