import { Icon } from './icon.tsx';

/** A round button that shows only an icon; the label names it for assistive technology. */
export function IconButton(props: {
  label: string;
  icon: string;
  onClick: () => void;
  disabled?: boolean;
}) {
  return (
    <button
      type="button"
      className="icon-button"
      aria-label={props.label}
      disabled={props.disabled}
      onClick={props.onClick}
    >
      <Icon icon={props.icon} />
    </button>
  );
}
