import { arrowBack, arrowUndo, hammer, personCircle } from 'ionicons/icons';
import { BrandMark } from './brand-logo.tsx';
import { IconButton } from './icon-button.tsx';
import { useScrollableByKeyboard } from './keyboard-scroll.ts';
import { lazy, Suspense, useId, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useLoadingIndicator } from './loading-indicator.ts';
import { useNavigationTarget } from './navigation-target.ts';
import { usePageArrival } from './page-arrival.ts';
import { useBackTo } from './page-stack.tsx';
import { useShellStatus } from './shell-context.tsx';
import { shellTexts } from '../text/shell.ts';

const TestingSettingsDialog = lazy(() => import('./testing-settings-dialog.tsx'));

export type PageShellProps = {
  title: string;
  /**
   * Where the back arrow leads: by default Home, or for a visitor the login, where a visitor
   * starts; false hides it, on the pages of the tab bar (Home, Produkte, Postbox, Menü), which
   * are reached from it and have nowhere to go back to.
   */
  backTo?: string | false;
  /** An optional second button that goes one step back inside a multi-step page. */
  onStepBack?: () => void;
  /** The mini stepper: "step von count" with a progress bar. */
  step?: { step: number; count: number };
  /** Asked before the back arrow leaves a page with entries; false stays on the page. */
  confirmLeave?: () => Promise<boolean>;
  /** From 768 px, a wider column than reading width: for a page of cards side by side. */
  wide?: boolean;
  /** The brand's mark in the header; false on a page that shows the whole logo itself (login). */
  mark?: boolean;
  children: ReactNode;
};

/**
 * A link past the header to the content or the navigation (the tab bar comes after the content),
 * shown while it has the focus. It moves the focus to its target, from where the next Tab goes on,
 * itself: the address keeps no fragment.
 */
function SkipLink(props: { target: string; label: string }) {
  return (
    <a
      href={`#${props.target}`}
      className="skip-link"
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(props.target)?.focus();
      }}
    >
      {props.label}
    </a>
  );
}

/**
 * The frame of every screen: skip links; header with back arrow, the brand's mark, title,
 * profile and (in development) the testing settings; the loading bar; the content (the page's main
 * landmark). The title's heading takes the focus when the page comes on screen (page-arrival.ts).
 * The header is plain elements styled like Ionic's toolbars, and the content a plain element that
 * scrolls, the skip link's target: as Ionic components they were a dozen web components to start
 * and render before every first screen, and a shadow host such as ion-content cannot be a skip
 * link's target without taking what it holds out of the Tab order. It fills the route's page
 * element, which the route view renders (route-view.tsx), with the tab bar after it: one tab bar
 * through the page's loading frame and its screen, so a tap on it while the screen's code arrives is
 * not lost with the frame.
 */
export function PageShell({
  title,
  backTo,
  onStepBack,
  step,
  confirmLeave,
  wide = false,
  mark = true,
  children,
}: PageShellProps) {
  const { loggedIn, devMode } = useShellStatus();
  const backTarget = backTo ?? (loggedIn ? '/dashboard' : '/login');
  const loading = useLoadingIndicator();
  const navigate = useNavigate();
  const goBackTo = useBackTo();
  const [testingOpen, setTestingOpen] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const content = useRef<HTMLElement>(null);
  useScrollableByKeyboard(content);
  usePageArrival(heading, title);
  const contentId = useId();
  const navigationId = useNavigationTarget();

  return (
    <>
      <SkipLink target={contentId} label={shellTexts.skipLinks.content} />
      {navigationId !== null && (
        <SkipLink target={navigationId} label={shellTexts.skipLinks.navigation} />
      )}
      <header className="page-header">
        <div className="page-toolbar">
          {backTarget !== false && (
            <IconButton
              label={shellTexts.back}
              icon={arrowBack}
              onClick={() => {
                void (confirmLeave?.() ?? Promise.resolve(true)).then((leave) => {
                  if (leave) goBackTo(backTarget);
                });
              }}
            />
          )}
          {onStepBack !== undefined && (
            <IconButton label={shellTexts.stepBack} icon={arrowUndo} onClick={onStepBack} />
          )}
          {/* A step back takes the mark's room: a long title then keeps its words whole. */}
          {mark && onStepBack === undefined && <BrandMark className="page-mark" />}
          <h1 ref={heading} className="page-title" tabIndex={-1}>
            {title}
          </h1>
          {devMode && (
            <IconButton
              label={shellTexts.testing.open}
              icon={hammer}
              onClick={() => {
                setTestingOpen(true);
              }}
            />
          )}
          {loggedIn && (
            <IconButton
              label={shellTexts.profile}
              icon={personCircle}
              onClick={() => {
                navigate('/profil');
              }}
            />
          )}
        </div>
        {step !== undefined && (
          <div className="mini-stepper">
            <span aria-hidden="true">{shellTexts.stepper(step.step, step.count)}</span>
            <progress
              value={step.step}
              max={step.count}
              aria-label={shellTexts.stepper(step.step, step.count)}
            />
          </div>
        )}
        {loading && (
          <div className="loading-track">
            <progress className="loading-bar" aria-label={shellTexts.loading} />
          </div>
        )}
      </header>
      <main
        ref={content}
        id={contentId}
        tabIndex={-1}
        className={
          wide ? 'ion-padding page-content page-content--wide' : 'ion-padding page-content'
        }
      >
        {children}
      </main>
      {testingOpen && (
        <Suspense>
          <TestingSettingsDialog
            onClose={() => {
              setTestingOpen(false);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
