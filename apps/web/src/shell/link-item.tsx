import { chevronForward } from 'ionicons/icons';
import type { ReactNode } from 'react';
import { Icon } from './icon.tsx';
import { AmountText } from './hidden-amounts.tsx';
import { ContentLink } from './rich-text.tsx';

/** A list of rows that lead to other routes of the app. */
export function LinkList(props: { children: ReactNode }) {
  return <ul className="link-rows">{props.children}</ul>;
}

/**
 * A row of a `LinkList`: a plain link that moves in the app's own navigation (a modified click
 * opens a new tab, as on any link: `ContentLink`).
 */
export function LinkItem(props: {
  to: string;
  title: string;
  details?: readonly string[];
  /** Short labels shown as tags under the details (a contract's motive worlds). */
  tags?: readonly string[];
  /** An icon before the text (a contract's kind), decoration: the title names the row. */
  icon?: string;
}) {
  return (
    <li>
      <ContentLink href={props.to} className="link-row">
        {props.icon !== undefined && (
          <span className="link-row__icon">
            <Icon icon={props.icon} />
          </span>
        )}
        <span className="link-row__text">
          <span className="link-row__title">{props.title}</span>
          {props.details?.map((detail) => (
            <span key={detail} className="link-row__hint">
              <AmountText text={detail} inLink />
            </span>
          ))}
          {props.tags !== undefined && props.tags.length > 0 && (
            <span className="tags">
              {props.tags.map((tag) => (
                <span key={tag} className="tag">
                  {tag}
                </span>
              ))}
            </span>
          )}
        </span>
        <Icon icon={chevronForward} />
      </ContentLink>
    </li>
  );
}

/**
 * A row of a `LinkList` that does something on its page rather than lead elsewhere (a letter that
 * opens in the viewer): its title a heading of the list's section (level 3) holding the button, so
 * that a screen reader finds each row by its heading and the button is named by the title alone;
 * the whole row takes the tap. `current` marks the row whose content is shown beside the list;
 * `chevron` where it opens a view of its own.
 */
export function ButtonItem(props: {
  title: ReactNode;
  details?: readonly string[];
  /** What stands under the details (a letter's mark). */
  children?: ReactNode;
  /** What stands at the row's end, before the chevron. */
  end?: ReactNode;
  chevron: boolean;
  current?: boolean;
  onClick: () => void;
}) {
  const current = props.current === true;
  return (
    <li
      className={
        current ? 'link-row link-row--button link-row--current' : 'link-row link-row--button'
      }
    >
      <span className="link-row__text">
        <h3 className="link-row__title">
          <button
            type="button"
            className="link-row__action"
            aria-current={current ? 'true' : undefined}
            onClick={props.onClick}
          >
            {props.title}
          </button>
        </h3>
        {props.details?.map((detail) => (
          <span key={detail} className="link-row__hint">
            {detail}
          </span>
        ))}
        {props.children}
      </span>
      {props.end}
      {props.chevron && <Icon icon={chevronForward} />}
    </li>
  );
}
