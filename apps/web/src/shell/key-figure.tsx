import { AmountText } from './hidden-amounts.tsx';

/**
 * The figure a card is about (a contract's balance or premium, a fund product's value, a
 * household's total): its label small above it, the figure large, hidden with the other amounts.
 */
export function KeyFigure(props: { label: string; value: string }) {
  return (
    <p className="key-figure">
      <span>{props.label}</span>
      <strong>
        <AmountText text={props.value} />
      </strong>
    </p>
  );
}
