import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { ContentLink } from './rich-text.tsx';

/** How a button looks (theme.css, `.button`): Material's buttons in the brand's colours. */
export type ButtonLook = {
  /**
   * Solid for the page's main action (the default), outlined for a second one, clear for a quiet
   * one.
   */
  fill?: 'solid' | 'outline' | 'clear';
  /** The whole width of its column. */
  expand?: 'block';
  size?: 'small';
  /** For an action that deletes or ends something. */
  color?: 'danger';
  className?: string;
};

function buttonClassName(look: ButtonLook): string {
  return [
    'button',
    look.fill !== undefined && look.fill !== 'solid' && `button--${look.fill}`,
    look.expand === 'block' && 'button--block',
    look.size === 'small' && 'button--small',
    look.color === 'danger' && 'button--danger',
    look.className,
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * A button (`type="button"` unless a form's submit). A plain button element, drawn at once: as
 * Ionic's ion-button it was a web component with its own code in the first load, started and
 * rendered on every screen, and a ripple effect that had to be defined beside it.
 */
export function Button(
  props: ButtonLook & Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'color' | 'className'>,
) {
  const { fill, expand, size, color, className, type = 'button', ...button } = props;
  return (
    <button
      type={type}
      className={buttonClassName({ fill, expand, size, color, className })}
      {...button}
    />
  );
}

/**
 * A link that looks like a button: to a route of the app (in its own navigation), a website, or
 * a phone number or mail address (shell/rich-text.tsx, ContentLink).
 */
export function ButtonLink(
  props: ButtonLook & {
    href: string;
    children: ReactNode;
    'aria-label'?: string;
    onClick?: () => void;
  },
) {
  const { href, children, onClick, fill, expand, size, color, className } = props;
  return (
    <ContentLink
      href={href}
      className={buttonClassName({ fill, expand, size, color, className })}
      aria-label={props['aria-label']}
      onClick={onClick}
    >
      {children}
    </ContentLink>
  );
}
