import { BIC_MISMATCH, sessionCalls, contractPageCalls } from '@servicebereich/protocol';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Transport } from '../../../api/transport.ts';
import { recordingTransport, renderContractPage } from './contract-page-harness.tsx';
import { SepaPage } from './sepa-page.tsx';

// The test mode's savings contract shares its account with a fund savings plan and with
// insurance contracts.
const SAVINGS = '4103827415';
// Voll:Wert and a term life insurance, both debited from a German account.
const VOLL_WERT = '8207315846';

const INSURER = 'Servicebereich Versicherung AG (Gläubiger-ID AT46ZZZ09990000202)';
const BUILDING_SOCIETY = 'Servicebereich Bausparkasse AG (Gläubiger-ID AT57ZZZ09990000101)';

function renderSepa(transport: Transport, contractId: string): Promise<void> {
  return renderContractPage(transport, contractId, (contract) => (
    <SepaPage contract={contract} overviewPath={`/geld/vertrag/${contractId}/uebersicht`} />
  ));
}

function type(label: string, value: string): void {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

function submit(label: string): void {
  act(() => {
    fireEvent.submit(screen.getByLabelText(label).closest('form') as HTMLFormElement);
  });
}

/** From the account step to the confirmation, with a new IBAN and BIC. */
async function chooseNewAccount(): Promise<void> {
  type('IBAN', 'at61 1904 3002 3457 3201');
  type('BIC', 'bkauatww');
  submit('IBAN');
  await screen.findByRole('heading', { name: 'Änderung bestätigen' });
}

const mandate = () => screen.getByText(/^Ich ermächtige /).textContent;

describe('SepaPage', () => {
  afterEach(cleanup);

  it('names the insurer and its creditor id in the mandate of insurance contracts', async () => {
    await renderSepa(recordingTransport().transport, VOLL_WERT);
    await chooseNewAccount();
    const others = screen.getByRole('group', { name: 'Auch für diese Verträge ändern?' });
    expect(
      within(others).getByRole('checkbox', {
        name: 'Berufsunfähigkeitsvorsorge\u00a0· 830-264.815-9',
      }),
    ).toBeTruthy();
    // The mandate under a heading of its own, apart from the contracts' choices before it.
    const heading = screen.getByRole('heading', { name: 'SEPA-Lastschriftmandat', level: 3 });
    expect(others.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(mandate()).toBe(
      `Ich ermächtige die ${INSURER}, Zahlungen von meinem Konto mittels SEPA-Lastschrift einzuziehen. Zugleich weise ich mein Kreditinstitut an, die von der Servicebereich Versicherung AG auf mein Konto gezogenen SEPA-Lastschriften einzulösen.`,
    );
  });

  it('names each company whose contracts change, the building society first', async () => {
    await renderSepa(recordingTransport().transport, SAVINGS);
    await chooseNewAccount();
    const others = screen.getByRole('group', { name: 'Auch für diese Verträge ändern?' });
    for (const other of [
      'Fondssparplan Nachhaltig\u00a0· 520-846.193-7',
      'FlexibleLife\u00a0· 810-462.937-0',
      'FlexibleLife 2.0\u00a0· 810-927.401-5',
    ]) {
      expect(within(others).getByRole('checkbox', { name: other })).toBeTruthy();
    }
    expect(within(others).queryByText(/^Wohnbaukredit/)).toBeNull();
    expect(mandate()).toMatch(
      `Ich ermächtige die ${BUILDING_SOCIETY} und die ${INSURER}, Zahlungen von meinem Konto`,
    );
  });

  it('goes on only with a change of the account or the day', async () => {
    const { transport } = recordingTransport();
    await renderSepa(transport, SAVINGS);
    const iban = screen.getByLabelText<HTMLInputElement>('IBAN');
    // The account as it is, typed once more without its spaces.
    type('IBAN', iban.value.replaceAll(' ', '').toLowerCase());
    submit('IBAN');
    expect(
      await screen.findByText(
        'Von diesem Konto buchen wir schon ab. Gib ein anderes Konto oder einen anderen Abbuchungstag an.',
        { selector: ':not(a)' },
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Änderung bestätigen' })).toBeNull();
    // Another day of the same account is a change.
    fireEvent.click(screen.getByLabelText('25. des Monats'));
    submit('IBAN');
    expect(await screen.findByRole('heading', { name: 'Änderung bestätigen' })).toBeTruthy();
  });

  it('leads the focus to the confirmation, and back to the account, which is kept', async () => {
    const { transport } = recordingTransport();
    await renderSepa(transport, SAVINGS);
    await chooseNewAccount();
    expect(document.activeElement?.textContent).toBe('Änderung bestätigen');
    fireEvent.click(screen.getByText('Konto bearbeiten'));
    const holder = await screen.findByLabelText('Kontoinhaber:in');
    expect(document.activeElement).toBe(holder);
    expect(screen.getByLabelText<HTMLInputElement>('IBAN').value).toBe('at61 1904 3002 3457 3201');
  });

  it("fills the BIC from the IBAN of a bank it knows, names the bank, and refuses another bank's BIC", async () => {
    const { transport } = recordingTransport();
    await renderSepa(transport, SAVINGS);
    const bic = screen.getByLabelText<HTMLInputElement>('BIC');
    expect(bic.value).toBe('SBGSAT2SXXX');
    expect(screen.getByText('Salzburger Sparkasse Bank AG')).toBeTruthy();
    // Another account at the same bank keeps the BIC.
    type('IBAN', 'AT37 2040 4000 0000 1234');
    expect(bic.value).toBe('SBGSAT2SXXX');
    // An account at another bank the directory knows brings its BIC and name.
    type('IBAN', 'AT07 3200 0000 0123 4573');
    await screen.findByText('Raiffeisenlandesbank Niederösterreich-Wien AG');
    expect(bic.value).toBe('RLNWATWW');
    type('BIC', 'GIBAATWW');
    submit('IBAN');
    expect(await screen.findByText(BIC_MISMATCH, { selector: ':not(a)' })).toBeTruthy();
    // At a bank it does not know, the old bank's BIC goes, for the customer to give.
    type('IBAN', 'AT61 1904 3002 3457 3201');
    await screen.findByText('Wir ergänzen ihn aus der IBAN, wenn wir die Bank kennen.');
    expect(bic.value).toBe('');
    submit('IBAN');
    expect(
      await screen.findByText('Bitte gib einen BIC ein.', { selector: ':not(a)' }),
    ).toBeTruthy();
  });

  it('asks for the mandate and the password before it sends anything', async () => {
    const { transport, requests } = recordingTransport();
    await renderSepa(transport, SAVINGS);
    type('IBAN', 'AT61 1904 3002 3457 3202');
    submit('IBAN');
    expect(
      await screen.findByText('Die IBAN ist ungültig. Bitte prüfe deine Eingabe.', {
        selector: ':not(a)',
      }),
    ).toBeTruthy();
    await chooseNewAccount();
    // The new account as it will be saved: the IBAN in groups of four, the bank by its BIC.
    expect(screen.getByText('AT61 1904 3002 3457 3201')).toBeTruthy();
    expect(screen.getByText('UniCredit Bank Austria AG')).toBeTruthy();
    submit('Passwort');
    expect(
      await screen.findByText('Bitte gib dein Passwort ein.', { selector: ':not(a)' }),
    ).toBeTruthy();
    expect(
      screen.getByText('Bitte bestätige das SEPA-Lastschriftmandat.', { selector: ':not(a)' }),
    ).toBeTruthy();
    expect(
      requests.filter(
        (r) =>
          r.call === sessionCalls.confirmPassword ||
          r.call === contractPageCalls.changeSepaLastschrift,
      ),
    ).toEqual([]);
  });
});
