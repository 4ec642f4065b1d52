import type { TextBlock, TextSpan } from '@servicebereich/protocol';
import type { MouseEvent, ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { shellTexts as t } from '../text/shell.ts';

type LinkProps = {
  href: string;
  children: ReactNode;
  className?: string;
  'aria-label'?: string;
  /** The current one of a set of links (a programme's day to go on with: `step`). */
  'aria-current'?: 'step' | 'page';
  onClick?: () => void;
};

/** A link to a route of the app, followed in the app's navigation; a modified click opens a tab. */
function AppLink(props: LinkProps) {
  const navigate = useNavigate();
  const { href, onClick } = props;
  const handleClick = (event: MouseEvent) => {
    onClick?.();
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(href);
  };
  return (
    <a
      href={href}
      className={props.className}
      aria-label={props['aria-label']}
      aria-current={props['aria-current']}
      onClick={handleClick}
    >
      {props.children}
    </a>
  );
}

/**
 * A link of the content: inside the app, to a website (a new tab), or to mail and phone.
 * `onClick` runs before the link is followed (a dialog that closes, say).
 */
export function ContentLink(props: LinkProps) {
  const { href, className, onClick } = props;
  const label = props['aria-label'];
  if (href.startsWith('/')) return <AppLink {...props} />;
  if (href.startsWith('https:')) {
    return (
      <a
        href={href}
        className={className}
        aria-label={label}
        target="_blank"
        rel="noopener noreferrer"
        onClick={onClick}
      >
        {props.children}
        <span className="visually-hidden"> {t.externalLink}</span>
      </a>
    );
  }
  return (
    <a href={href} className={className} aria-label={label} onClick={onClick}>
      {props.children}
    </a>
  );
}

function Spans(props: { spans: readonly TextSpan[] }) {
  return props.spans.map((span, i) => {
    const text =
      span.Style === 'strong' ? (
        <strong>{span.Text}</strong>
      ) : span.Style === 'em' ? (
        <em>{span.Text}</em>
      ) : (
        span.Text
      );
    return span.Href === null ? (
      <span key={i}>{text}</span>
    ) : (
      <ContentLink key={i} href={span.Href}>
        {text}
      </ContentLink>
    );
  });
}

/**
 * Text of the content folder, drawn as the app's own elements: the server sends blocks of text
 * spans, never HTML, so nothing in a content file can reach the page as markup.
 */
export function RichText(props: { blocks: readonly TextBlock[]; headingLevel: 2 | 3 }) {
  const Heading = props.headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="rich-text">
      {props.blocks.map((block, i) => {
        switch (block.Kind) {
          case 'paragraph':
            return (
              <p key={i}>
                <Spans spans={block.Spans} />
              </p>
            );
          case 'heading':
            return (
              <Heading key={i}>
                <Spans spans={block.Spans} />
              </Heading>
            );
          case 'bullets':
          case 'numbers': {
            const List = block.Kind === 'bullets' ? 'ul' : 'ol';
            return (
              <List key={i}>
                {block.Items.map((item, j) => (
                  <li key={j}>
                    <Spans spans={item} />
                  </li>
                ))}
              </List>
            );
          }
        }
      })}
    </div>
  );
}
