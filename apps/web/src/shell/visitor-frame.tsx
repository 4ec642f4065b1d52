import { arrowBack } from 'ionicons/icons';
import type { ReactNode } from 'react';
import { shellTexts } from '../text/shell.ts';
import { BrandMark } from './brand-logo.tsx';
import { Icon } from './icon.tsx';

/**
 * The page a visitor's frame paints before the app has started (page-frames.tsx): the header as
 * PageShell draws it, with the back arrow as a plain link, and the content as PageShell puts it. A
 * visitor has no tab bar.
 */
export function VisitorFrame(props: {
  title: string;
  /** Where the back arrow leads; false: none. */
  backTo: string | false;
  /** The brand's mark in the header, as PageShell's `mark`. */
  mark?: boolean;
  /** The wider column from 768 px, as PageShell's `wide`. */
  wide?: boolean;
  children: ReactNode;
}) {
  const { backTo, mark = true, wide = false } = props;
  return (
    <div className="app-page boot-frame">
      <header className="page-header">
        <div className="page-toolbar">
          {backTo !== false && (
            <a className="icon-button" href={backTo} aria-label={shellTexts.back}>
              <Icon icon={arrowBack} />
            </a>
          )}
          {mark && <BrandMark className="page-mark" />}
          <h1 className="page-title">{props.title}</h1>
        </div>
      </header>
      <main
        className={
          wide ? 'ion-padding page-content page-content--wide' : 'ion-padding page-content'
        }
      >
        {props.children}
      </main>
    </div>
  );
}
