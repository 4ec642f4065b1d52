import type { Contract } from '@servicebereich/protocol';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { EBIKE_TRACKER_ANCHOR } from '../../routes.ts';
import { ebikeTexts as t } from '../../text/ebike.ts';
import { EbikeTrackerCard } from './ebike-tracker-card.tsx';

/** How many frames the section waits for its page to be attached (about two seconds). */
const ANCHOR_FOCUS_FRAMES = 120;

/**
 * The trackers of the customer's e-bike contracts, for the services list; nothing without one.
 * A page opened at the section's anchor (the `biketrax` deep link) brings it into view and moves
 * the focus to its heading.
 */
export function EbikeTrackerSection(props: { contracts: readonly Contract[] }) {
  const tracked = props.contracts.filter((contract) => contract.Features.EbikeTracker === true);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Only the address the section was shown with: Ionic keeps earlier pages mounted, and they see
  // every later address too.
  const openedAtAnchor = useRef(useLocation().hash === `#${EBIKE_TRACKER_ANCHOR}`);

  useEffect(() => {
    if (!openedAtAnchor.current) return;
    let frame = 0;
    let frames = 0;
    // The page may be attached only a few frames after the section: until then nothing can take
    // the focus, so it is tried again each frame.
    const bringIntoView = () => {
      const heading = headingRef.current;
      if (heading === null) return;
      heading.focus({ preventScroll: true });
      if (document.activeElement === heading) {
        openedAtAnchor.current = false;
        heading.scrollIntoView({ block: 'start' });
      } else if (++frames < ANCHOR_FOCUS_FRAMES) {
        frame = requestAnimationFrame(bringIntoView);
      }
    };
    bringIntoView();
    return () => cancelAnimationFrame(frame);
  }, []);

  if (tracked.length === 0) return null;
  return (
    <section id={EBIKE_TRACKER_ANCHOR} aria-labelledby="ebike-tracker-heading">
      <h2 id="ebike-tracker-heading" ref={headingRef} tabIndex={-1}>
        {t.title}
      </h2>
      <p>{t.sectionIntro}</p>
      {tracked.map((contract) => (
        <EbikeTrackerCard
          key={contract.ContractId}
          contract={contract}
          title={contract.Details.Name}
          headingLevel={3}
        />
      ))}
    </section>
  );
}
