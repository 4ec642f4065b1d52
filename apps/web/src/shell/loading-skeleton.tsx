import { shellTexts } from '../text/shell.ts';

/** The shape of what comes: rows of a list, cards, or a contract's overview with its figure. */
export type SkeletonShape = 'rows' | 'cards' | 'overview';

const ROWS = 3;

function Row() {
  return (
    <div className="skeleton__row">
      <span className="skeleton__bone skeleton__bone--icon" />
      <span className="skeleton__lines">
        <span className="skeleton__bone skeleton__bone--line" />
        <span className="skeleton__bone skeleton__bone--line skeleton__bone--short" />
      </span>
    </div>
  );
}

function Rows() {
  return (
    <>
      {Array.from({ length: ROWS }, (_, index) => (
        <Row key={index} />
      ))}
    </>
  );
}

function Shapes(props: { shape: SkeletonShape }) {
  switch (props.shape) {
    case 'rows':
      return <Rows />;
    case 'cards':
      return (
        <>
          {[0, 1].map((card) => (
            <div key={card} className="skeleton__card">
              <span className="skeleton__bone skeleton__bone--title" />
              <Row />
              <Row />
            </div>
          ))}
        </>
      );
    case 'overview':
      return (
        <>
          <div className="skeleton__card">
            <Row />
            <span className="skeleton__bone skeleton__bone--figure" />
            <span className="skeleton__bone skeleton__bone--bar" />
          </div>
          <Rows />
        </>
      );
  }
}

/**
 * What a screen shows while its data loads: grey shapes where the content will stand, so that the
 * screen does not jump when it comes. Assistive technology hears "Wird geladen …" (or `label`)
 * from a status, and the part is marked busy; the shapes are decoration. They pulse gently,
 * and stand still for those who asked for less motion (tokens.css, theme.css).
 */
export function LoadingSkeleton(props: { shape?: SkeletonShape; label?: string }) {
  return (
    <div className="skeleton" aria-busy="true">
      <p role="status" className="visually-hidden">
        {props.label ?? shellTexts.loading}
      </p>
      <div aria-hidden="true">
        <Shapes shape={props.shape ?? 'rows'} />
      </div>
    </div>
  );
}
