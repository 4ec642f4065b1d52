import { describe, expect, it } from 'vitest';
import { activationCodeParam } from './account.ts';

describe('an activation code as typed', () => {
  it('is read without its dashes and spaces, in capitals', () => {
    expect(activationCodeParam.parse('7k3m q9tx-4hpa 2w6r')).toBe('7K3MQ9TX4HPA2W6R');
  });

  it('takes O for 0 and I or L for 1, which the codes leave out', () => {
    expect(activationCodeParam.parse('7K3M-Q9TX-4HPA-2W6O')).toBe('7K3MQ9TX4HPA2W60');
    expect(activationCodeParam.parse('7K3M-Q9TX-4HPA-2WIl')).toBe('7K3MQ9TX4HPA2W11');
  });

  it('refuses any other length or letter', () => {
    for (const code of ['7K3M-Q9TX-4HPA', '7K3M-Q9TX-4HPA-2W6U', '7K3M-Q9TX-4HPA-2W6R-1']) {
      expect(activationCodeParam.safeParse(code).error?.issues[0]?.message).toBe(
        'Der Aktivierungscode besteht aus 16 Buchstaben und Ziffern.',
      );
    }
  });
});
