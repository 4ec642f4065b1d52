import type { Contract } from '@servicebereich/protocol';
import { useEffect, useState } from 'react';
import { readStored, writeStored } from '../../../native/storage.ts';
import { contractTexts } from '../../../text/contracts.ts';
import { Button } from '../../../shell/button.tsx';

const t = contractTexts.voucher;

/** The voucher code printed on the voucher: the contract's last six digits. */
export function voucherCode(contractId: string): string {
  return `SB-${contractId.slice(-6)}`;
}

/** The motor contract's voucher; hiding it is kept on the device (hideVoucher). */
export function VoucherPage(props: { contract: Contract }) {
  const [hidden, setHidden] = useState<boolean | null>(null);
  useEffect(() => {
    void readStored('hideVoucher').then((stored) => {
      setHidden(stored ?? false);
    });
  }, []);
  const store = (value: boolean) => {
    setHidden(value);
    void writeStored('hideVoucher', value);
  };
  if (hidden === null) return null;
  if (hidden) {
    return (
      <div className="stack">
        <p>{t.hidden}</p>
        <Button
          fill="outline"
          onClick={() => {
            store(false);
          }}
        >
          {t.show}
        </Button>
      </div>
    );
  }
  return (
    <section className="stack" aria-labelledby="voucher-heading">
      <h2 id="voucher-heading">{t.heading}</h2>
      <p>{t.text}</p>
      <p className="voucher-code">
        <span>{t.code}</span> <strong>{voucherCode(props.contract.ContractId)}</strong>
      </p>
      <Button
        fill="outline"
        onClick={() => {
          store(true);
        }}
      >
        {t.hide}
      </Button>
    </section>
  );
}
