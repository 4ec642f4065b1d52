import type { Contract } from '@servicebereich/protocol';

/**
 * A contract by its name and number ("Kfz-Versicherung · 730-041.885-7"), wherever a text names
 * one: the name breaks where it must, the dot stays with it (a no-break space before it), the
 * number stays on one line (`.contract-number`).
 */
export function ContractLabel(props: {
  contract: Contract;
  /** Another name than the contract's (an e-bike's make and model). */
  name?: string;
}) {
  const { Name, ContractIdFormatted } = props.contract.Details;
  return (
    <>
      {props.name ?? Name}
      {'\u00a0· '}
      <span className="contract-number">{ContractIdFormatted}</span>
    </>
  );
}
