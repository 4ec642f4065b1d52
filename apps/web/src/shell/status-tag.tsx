import { Icon } from './icon.tsx';

/** A word that marks an item (a legally relevant letter), with an icon, never the icon alone. */
export type StatusTagContent = { text: string; icon: string };

export function StatusTag(props: StatusTagContent) {
  return (
    <span className="status-tag">
      <Icon icon={props.icon} />
      {props.text}
    </span>
  );
}
