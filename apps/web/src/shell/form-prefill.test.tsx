import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { usePrefill } from './form-prefill.ts';
import { FormTextField } from './form-text-field.tsx';

type Values = { telefon: string };

/** A form whose phone field gets `known` once it is given; it shows whether it counts as changed. */
function PhoneForm(props: { known: string | undefined }) {
  const form = useForm<Values>({ defaultValues: { telefon: '' } });
  usePrefill(form, 'telefon', props.known);
  return (
    <form>
      <FormTextField control={form.control} name="telefon" label="Telefon" />
      <output>{form.formState.isDirty ? 'geändert' : 'unverändert'}</output>
    </form>
  );
}

const phone = () => screen.getByLabelText<HTMLInputElement>('Telefon');

describe('usePrefill', () => {
  afterEach(cleanup);

  it('fills the field once the value is known, and that is no change of the customer’s', () => {
    const { rerender } = render(<PhoneForm known={undefined} />);
    expect(phone().value).toBe('');
    act(() => {
      rerender(<PhoneForm known="+43 664 2718345" />);
    });
    expect(phone().value).toBe('+43 664 2718345');
    expect(screen.getByRole('status').textContent).toBe('unverändert');
  });

  it('leaves what the customer typed before the value came', () => {
    const { rerender } = render(<PhoneForm known={undefined} />);
    fireEvent.change(phone(), { target: { value: '0664 1234567' } });
    act(() => {
      rerender(<PhoneForm known="+43 664 2718345" />);
    });
    expect(phone().value).toBe('0664 1234567');
  });
});
