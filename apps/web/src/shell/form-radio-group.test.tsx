import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FormRadioGroup } from './form-radio-group.tsx';
import { RadioGroup } from './radio-group.tsx';

type Values = { tageszeit: string };

const OPTIONS = [
  { value: 'vormittag', label: 'Vormittag' },
  { value: 'nachmittag', label: 'Nachmittag', hint: '13 bis 17 Uhr' },
] as const;

function TimeOfDayForm(props: { onSubmit: (values: Values) => void }) {
  const form = useForm<Values>({ defaultValues: { tageszeit: '' } });
  return (
    <form
      noValidate
      onSubmit={(event) => {
        void form.handleSubmit(props.onSubmit)(event);
      }}
    >
      <FormRadioGroup
        control={form.control}
        name="tageszeit"
        legend="Tageszeit"
        hint="Wann passt es dir?"
        options={OPTIONS}
      />
      <button
        type="button"
        onClick={() => {
          form.setError('tageszeit', { message: 'Bitte wähle eine Tageszeit.' });
        }}
      >
        Prüfen
      </button>
      <button type="submit">Weiter</button>
    </form>
  );
}

describe('the radio group', () => {
  afterEach(cleanup);

  it('is a group named by its question, each choice labelled, the first one carrying the wire name', async () => {
    const onSubmit = vi.fn();
    render(<TimeOfDayForm onSubmit={onSubmit} />);
    const group = screen.getByRole('group', { name: 'Tageszeit' });
    expect(group.getAttribute('aria-describedby')).toBe('tageszeit-hint');
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((radio) => radio.id)).toEqual(['tageszeit', 'tageszeit-1']);
    expect(radios.every((radio) => !(radio as HTMLInputElement).checked)).toBe(true);
    const afternoon = within(group).getByRole('radio', { name: 'Nachmittag' });
    expect(afternoon.getAttribute('aria-describedby')).toBe('tageszeit-1-option-hint');

    // The whole row takes the tap.
    await userEvent.click(within(group).getByText('13 bis 17 Uhr'));
    expect((afternoon as HTMLInputElement).checked).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(onSubmit).toHaveBeenCalledWith({ tageszeit: 'nachmittag' }, expect.anything());
  });

  it('shows its error under the choices, announced and described, each choice marked invalid', async () => {
    render(<TimeOfDayForm onSubmit={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Prüfen' }));
    const group = screen.getByRole('group', { name: 'Tageszeit' });
    expect(within(group).getByRole('alert').textContent).toBe('Bitte wähle eine Tageszeit.');
    expect(group.getAttribute('aria-describedby')).toBe('tageszeit-hint tageszeit-error');
    for (const radio of within(group).getAllByRole('radio')) {
      expect(radio.getAttribute('aria-invalid')).toBe('true');
    }
  });

  it('is named by a heading of the page where there is one', () => {
    const onChange = vi.fn();
    render(
      <section>
        <h2 id="darstellung-heading">Darstellung</h2>
        <RadioGroup
          id="darstellung"
          labelledBy="darstellung-heading"
          options={[
            { value: 'hell', label: 'Hell' },
            { value: 'dunkel', label: 'Dunkel' },
          ]}
          value="hell"
          onChange={onChange}
        />
      </section>,
    );
    const group = screen.getByRole('radiogroup', { name: 'Darstellung' });
    expect(within(group).getByRole('radio', { name: 'Hell' })).toHaveProperty('checked', true);
  });
});
