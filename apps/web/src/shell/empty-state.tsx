import { Icon } from './icon.tsx';
import { Button, ButtonLink } from './button.tsx';

/** The next step from an empty screen: another route, or an action on the screen itself. */
export type EmptyStateAction = { label: string } & ({ to: string } | { onClick: () => void });

/**
 * The picture of an empty place: a blank sheet on a soft ground with a few sparks, and the kind
 * of thing (the icon) on a badge in front of it. Decoration: the sentence below says it all.
 */
export function EmptyPicture(props: { icon: string }) {
  return (
    <span className="empty-state__art" aria-hidden="true">
      <svg className="empty-state__scene" viewBox="0 0 160 120" focusable="false">
        <ellipse className="empty-state__ground" cx="80" cy="68" rx="74" ry="46" />
        <g transform="rotate(-6 72 60)">
          <rect className="empty-state__sheet" x="40" y="18" width="70" height="84" rx="8" />
          <rect className="empty-state__line" x="52" y="34" width="40" height="6" rx="3" />
          <rect className="empty-state__line" x="52" y="48" width="46" height="6" rx="3" />
          <rect className="empty-state__line" x="52" y="62" width="28" height="6" rx="3" />
        </g>
        <circle className="empty-state__spark" cx="20" cy="34" r="4" />
        <circle className="empty-state__spark" cx="140" cy="22" r="3" />
        <circle className="empty-state__spark" cx="132" cy="104" r="2.5" />
      </svg>
      <span className="empty-state__icon">
        <Icon icon={props.icon} />
      </span>
    </span>
  );
}

/**
 * What a screen (or a part of it) shows when it has nothing to show: a picture with the icon of
 * the kind of thing, a sentence that says so, and where there is one, the next step as a button.
 */
export function EmptyState(props: { icon: string; text: string; action?: EmptyStateAction }) {
  const { action } = props;
  return (
    <div className="empty-state">
      <EmptyPicture icon={props.icon} />
      <p role="status">{props.text}</p>
      {action === undefined ? null : 'to' in action ? (
        <ButtonLink fill="outline" href={action.to}>
          {action.label}
        </ButtonLink>
      ) : (
        <Button fill="outline" onClick={action.onClick}>
          {action.label}
        </Button>
      )}
    </div>
  );
}
