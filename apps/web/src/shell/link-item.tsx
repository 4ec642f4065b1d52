import { useIonRouter } from '@ionic/react';
import { chevronForward } from 'ionicons/icons';
import type { MouseEvent, ReactNode } from 'react';
import { Icon } from './icon.tsx';
import { AmountText } from './hidden-amounts.tsx';

/** A list of rows that lead to other routes of the app. */
export function LinkList(props: { children: ReactNode }) {
  return <ul className="link-rows">{props.children}</ul>;
}

/**
 * A row of a `LinkList`: a plain link that moves in the app's own navigation (a modified click
 * opens a new tab, as on any link). A link rather than an ion-item: it is one, needs no component
 * code, and draws at once.
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
  const router = useIonRouter();
  const handleClick = (event: MouseEvent) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    router.push(props.to);
  };
  return (
    <li>
      <a href={props.to} className="link-row" onClick={handleClick}>
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
      </a>
    </li>
  );
}
