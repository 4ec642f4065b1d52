import { formatAmount } from '@servicebereich/protocol';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { shellTexts } from '../text/shell.ts';

const t = shellTexts.hiddenAmount;

type HiddenAmounts = {
  hidden: boolean;
  setHidden: (hidden: boolean) => void;
  /** Whether a masked amount can be tapped to show it: not before the app has started. */
  tappable: boolean;
};

const HiddenAmountsContext = createContext<HiddenAmounts>({
  hidden: false,
  setHidden: () => undefined,
  tappable: true,
});

/** Where the setting is kept; `initial` is what the first render shows, read at once. */
export type HiddenAmountsStorage = {
  initial: () => boolean;
  load: () => Promise<boolean | null>;
  save: (hidden: boolean) => Promise<void>;
};

/**
 * "Beträge ausblenden": the setting, kept on the device by `storage` (app.tsx gives it). The first
 * screen does not wait for the storage: it shows what `initial` says until the stored setting is
 * read.
 */
export function HiddenAmountsProvider(props: {
  storage: HiddenAmountsStorage;
  children: ReactNode;
}) {
  const { storage } = props;
  const [hidden, setState] = useState(storage.initial);
  useEffect(() => {
    void storage.load().then((stored) => {
      if (stored !== null) setState(stored);
    });
  }, [storage]);
  const setHidden = useCallback(
    (next: boolean) => {
      setState(next);
      void storage.save(next);
    },
    [storage],
  );
  const value = useMemo(() => ({ hidden, setHidden, tappable: true }), [hidden, setHidden]);
  return <HiddenAmountsContext value={value}>{props.children}</HiddenAmountsContext>;
}

/**
 * The setting as a page rendered ahead of the app shows it (page-frames.tsx): fixed, and a masked
 * amount is not a button there, as nothing could answer a tap yet.
 */
export function FixedHiddenAmounts(props: { hidden: boolean; children: ReactNode }) {
  const value = useMemo(
    () => ({ hidden: props.hidden, setHidden: () => undefined, tappable: false }),
    [props.hidden],
  );
  return <HiddenAmountsContext value={value}>{props.children}</HiddenAmountsContext>;
}

export function useHiddenAmounts(): HiddenAmounts {
  return useContext(HiddenAmountsContext);
}

/** An amount as `formatAmount` writes it: "-1.234,56 €" with a non-breaking space. */
const AMOUNT = /-?\d{1,3}(?:\.\d{3})*,\d{2}\u00A0€/g;

/** An amount on screen: in tabular figures and never broken (`.amount` in theme.css). */
function ShownAmount(props: { amount: string }) {
  return <span className="amount">{props.amount}</span>;
}

/** An amount hidden until tapped; tapping shows this one amount. */
function HiddenAmount(props: { amount: string }) {
  const [shown, setShown] = useState(false);
  if (shown) return <ShownAmount amount={props.amount} />;
  return (
    <button
      type="button"
      className="hidden-amount"
      onClick={() => {
        setShown(true);
      }}
    >
      <span aria-hidden="true">{t.masked}</span>
      <span className="visually-hidden">{t.show}</span>
    </button>
  );
}

/**
 * A text with amounts in it ("Kontostand: 1.234,56 €"), each amount in an element of its own, so
 * that its figures, and only its, are tabular. With "Beträge ausblenden" on, each amount is masked
 * until tapped; inside a link (`inLink`), where a button may not stand, it stays masked and the
 * screen the link leads to shows it on a tap.
 */
export function AmountText(props: { text: string; inLink?: boolean }) {
  const { hidden, tappable } = useHiddenAmounts();
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of props.text.matchAll(AMOUNT)) {
    parts.push(props.text.slice(last, match.index));
    parts.push(
      !hidden ? (
        <ShownAmount key={match.index} amount={match[0]} />
      ) : props.inLink === true || !tappable ? (
        <span key={match.index} className="hidden-amount">
          <span aria-hidden="true">{t.masked}</span>
          <span className="visually-hidden">{t.hidden}</span>
        </span>
      ) : (
        <HiddenAmount key={match.index} amount={match[0]} />
      ),
    );
    last = match.index + match[0].length;
  }
  parts.push(props.text.slice(last));
  return <>{parts}</>;
}

/** An amount in cents, hidden like any other with "Beträge ausblenden" on. */
export function Amount(props: { cents: number }) {
  return <AmountText text={formatAmount(props.cents)} />;
}
