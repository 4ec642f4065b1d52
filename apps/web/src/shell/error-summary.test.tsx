import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorSummary, summaryOf } from './error-summary.tsx';
import { FormErrorSummary, summaryErrors } from './form-error-summary.tsx';

const ERRORS = [
  { field: 'kennzeichen', message: 'Bitte gib das Kennzeichen an.' },
  { field: 'dateien', message: 'Bitte wähle mindestens eine Datei.' },
];

function Fields() {
  return (
    <>
      <label htmlFor="kennzeichen">Kennzeichen</label>
      <input id="kennzeichen" />
      <div id="dateien">
        <input type="file" tabIndex={-1} aria-hidden="true" />
        <p>Keine Dateien</p>
      </div>
    </>
  );
}

describe('ErrorSummary', () => {
  afterEach(cleanup);

  it('shows nothing before the first attempt, nor once every error is fixed', () => {
    const { rerender } = render(<ErrorSummary errors={ERRORS} attempt={0} />);
    expect(screen.queryByRole('region')).toBeNull();
    rerender(<ErrorSummary errors={[]} attempt={1} />);
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('takes the focus at a failed attempt and lists each error as a link to its field', () => {
    render(
      <>
        <ErrorSummary errors={ERRORS} attempt={1} />
        <Fields />
      </>,
    );
    const summary = screen.getByRole('region', { name: 'Bitte prüfe die markierten Felder.' });
    expect(document.activeElement).toBe(summary);
    const links = screen.getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Bitte gib das Kennzeichen an.', '#kennzeichen'],
      ['Bitte wähle mindestens eine Datei.', '#dateien'],
    ]);
  });

  it('focuses the field of a link and scrolls it to the middle of the page', () => {
    const scroll = vi.fn();
    Element.prototype.scrollIntoView = scroll;
    render(
      <>
        <ErrorSummary errors={ERRORS} attempt={1} />
        <Fields />
      </>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Bitte gib das Kennzeichen an.' }));
    expect(document.activeElement).toBe(screen.getByLabelText('Kennzeichen'));
    expect(scroll).toHaveBeenLastCalledWith({ block: 'center' });
    // A group with no control to focus but a hidden one is focused itself.
    fireEvent.click(screen.getByRole('link', { name: 'Bitte wähle mindestens eine Datei.' }));
    expect(document.activeElement?.id).toBe('dateien');
  });

  it('takes the focus again at the next failed attempt, not while the customer types', () => {
    const { rerender } = render(
      <>
        <ErrorSummary errors={ERRORS} attempt={1} />
        <Fields />
      </>,
    );
    const field = screen.getByLabelText('Kennzeichen');
    field.focus();
    rerender(
      <>
        <ErrorSummary errors={ERRORS.slice(1)} attempt={1} />
        <Fields />
      </>,
    );
    expect(document.activeElement).toBe(field);
    rerender(
      <>
        <ErrorSummary errors={ERRORS.slice(1)} attempt={2} />
        <Fields />
      </>,
    );
    expect(document.activeElement).toBe(screen.getByRole('region'));
  });

  it('lists a form’s own errors by field', () => {
    expect(summaryOf({ plz: 'Bitte gib die Postleitzahl an.', ort: undefined })).toEqual([
      { field: 'plz', message: 'Bitte gib die Postleitzahl an.' },
    ]);
  });
});

describe('FormErrorSummary', () => {
  afterEach(cleanup);

  it('lists the nested errors of react-hook-form by their paths', () => {
    expect(
      summaryErrors({
        iban: { type: 'schema', message: 'Die IBAN ist ungültig.' },
        posten: Object.assign([undefined, { wert: { type: 'schema', message: 'Zu hoch.' } }], {
          root: { type: 'schema', message: 'Bitte gib zu jedem Gegenstand den Wert an.' },
        }),
      }),
    ).toEqual([
      { field: 'iban', message: 'Die IBAN ist ungültig.' },
      { field: 'posten.1.wert', message: 'Zu hoch.' },
      { field: 'posten', message: 'Bitte gib zu jedem Gegenstand den Wert an.' },
    ]);
  });

  it('lists a field named like a part of an error (message, type)', () => {
    expect(
      summaryErrors({
        email: { type: 'invalid_format', message: 'Bitte gib eine gültige E-Mail-Adresse ein.' },
        message: { type: 'too_small', message: 'Bitte beschreib die Barriere.' },
        type: { message: 'Bitte wähle die Art des Schadens.' },
      }),
    ).toEqual([
      { field: 'email', message: 'Bitte gib eine gültige E-Mail-Adresse ein.' },
      { field: 'message', message: 'Bitte beschreib die Barriere.' },
      { field: 'type', message: 'Bitte wähle die Art des Schadens.' },
    ]);
  });

  function Form(props: { onValid: () => void }) {
    const form = useForm({ defaultValues: { ort: '' } });
    return (
      <form noValidate onSubmit={(event) => void form.handleSubmit(props.onValid)(event)}>
        <FormErrorSummary control={form.control} />
        <label htmlFor="ort">Ort</label>
        <input id="ort" {...form.register('ort', { required: 'Bitte gib den Ort an.' })} />
        <button type="submit">Senden</button>
      </form>
    );
  }

  it('appears at a failed submit and goes once the field is fixed', async () => {
    const onValid = vi.fn();
    render(<Form onValid={onValid} />);
    expect(screen.queryByRole('region')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Senden' }));
    const link = await screen.findByRole('link', { name: 'Bitte gib den Ort an.' });
    // The summary takes the focus once it is on screen.
    await vi.waitFor(() => {
      expect(document.activeElement).toBe(screen.getByRole('region'));
    });
    fireEvent.click(link);
    expect(document.activeElement).toBe(screen.getByLabelText('Ort'));
    fireEvent.change(screen.getByLabelText('Ort'), { target: { value: 'Graz' } });
    await vi.waitFor(() => {
      expect(screen.queryByRole('region')).toBeNull();
    });
    expect(onValid).not.toHaveBeenCalled();
  });
});
