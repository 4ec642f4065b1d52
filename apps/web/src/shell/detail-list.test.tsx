import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DetailList } from './detail-list.tsx';

describe('DetailList', () => {
  afterEach(cleanup);

  it('shows each label with its value, in order, and leaves out the rows without a value', () => {
    const { container } = render(
      <DetailList
        rows={[
          { label: 'IBAN', value: 'AT61 1904 3002 3457 3201' },
          { label: 'Bank', value: undefined },
          { label: 'E-Mail', value: <a href="mailto:eder@example.at">eder@example.at</a> },
          { label: 'Mobilnummer', value: null },
          { label: 'Stiege/Stock/Tür', value: '' },
        ]}
      />,
    );
    expect(container.innerHTML).toBe(
      '<dl class="detail-list">' +
        '<div class="detail-list__row"><dt>IBAN</dt><dd>AT61 1904 3002 3457 3201</dd></div>' +
        '<div class="detail-list__row"><dt>E-Mail</dt>' +
        '<dd><a href="mailto:eder@example.at">eder@example.at</a></dd></div>' +
        '<div class="detail-list__row"><dt>Stiege/Stock/Tür</dt><dd></dd></div>' +
        '</dl>',
    );
  });

  it('sets a long value under its label', () => {
    const { container } = render(
      <DetailList
        rows={[{ label: 'Beschreibung', value: 'Ein Rohr ist geplatzt.', long: true }]}
      />,
    );
    expect(container.querySelector('dd')?.className).toBe('detail-list__long');
  });

  it('shows the dashboard’s totals in their own look', () => {
    const { container } = render(
      <DetailList
        variant="figures"
        rows={[
          { label: 'Guthaben', value: '11.445,39 €' },
          { label: 'Offene Kredite', value: undefined },
        ]}
      />,
    );
    expect(container.innerHTML).toBe(
      '<dl class="figures"><div><dt>Guthaben</dt><dd>11.445,39 €</dd></div></dl>',
    );
  });

  it('marks a list whose values stand under their labels on a phone', () => {
    const { container } = render(
      <DetailList variant="stacked" rows={[{ label: 'Prämie', value: '85,00 € monatlich' }]} />,
    );
    expect(container.innerHTML).toBe(
      '<dl class="detail-list detail-list--stacked">' +
        '<div class="detail-list__row"><dt>Prämie</dt><dd>85,00 € monatlich</dd></div></dl>',
    );
  });
});
