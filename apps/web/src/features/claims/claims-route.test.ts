import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../routes.ts';
import { parseClaimRoute } from './claims-route.tsx';

describe('parseClaimRoute', () => {
  it('reads type, variant and contract from every claim route name', () => {
    expect(parseClaimRoute('schadensmeldung')).toEqual({
      typ: null,
      stepwise: false,
      contractBound: false,
    });
    expect(parseClaimRoute('schadensmeldung-neu')).toMatchObject({ typ: null, stepwise: true });
    expect(parseClaimRoute('schadensmeldung-kfz-neu')).toMatchObject({
      typ: 'kfz',
      stepwise: true,
    });
    expect(parseClaimRoute('schadensmeldung-unfall')).toMatchObject({
      typ: 'unfall',
      stepwise: false,
    });
    expect(parseClaimRoute('vertrag-schadensmeldung-haushalt')).toEqual({
      typ: 'haushalt',
      stepwise: false,
      contractBound: true,
    });
    expect(parseClaimRoute('vertrag-schadensmeldung')).toMatchObject({
      typ: null,
      contractBound: true,
    });
  });

  it('knows the type of every form route of the table', () => {
    const forms = ROUTES.filter(
      (route) => route.area === 'claims' && /schadensmeldung-/.test(route.name),
    ).filter((route) => route.name !== 'schadensmeldung-neu');
    expect(forms.length).toBeGreaterThan(10);
    for (const route of forms) expect(parseClaimRoute(route.name).typ).not.toBeNull();
  });
});
