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

  it('with rows is a textarea of that many lines, its footnote read with it', async () => {
    function MessageForm() {
      const form = useForm<{ nachricht: string }>({ defaultValues: { nachricht: '' } });
      const message = form.watch('nachricht');
      return (
        <FormTextField
          control={form.control}
          name="nachricht"
          label="Nachricht"
          rows={4}
          maxLength={20}
          footnote={`${String(message.length)} von 20 Zeichen`}
        />
      );
    }
    render(<MessageForm />);
    const field = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Nachricht' });
    expect(field.tagName).toBe('TEXTAREA');
    expect(field.rows).toBe(4);
    await userEvent.type(field, 'Zwei{Enter}Zeilen');
    expect(field.value).toBe('Zwei\nZeilen');
    expect(screen.getByRole('textbox', { name: 'Nachricht' })).toHaveProperty('maxLength', 20);
    const footnote = document.getElementById(field.getAttribute('aria-describedby') ?? '');
    expect(footnote?.textContent).toBe('11 von 20 Zeichen');
  });
});
