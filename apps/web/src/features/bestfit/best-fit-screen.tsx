import { MOTIVE_IDS, MOTIVES, type Contract, type Motive } from '@servicebereich/protocol';
import { alertCircle, checkmarkCircle, ellipseOutline } from 'ionicons/icons';
import { useEffect, useRef, useState } from 'react';
import { routePath } from '../../routes.ts';
import { CheckField } from '../../shell/check-field.tsx';
import { Icon } from '../../shell/icon.tsx';
import { PageShell } from '../../shell/page-shell.tsx';
import { bestFitTexts as t } from '../../text/bestfit.ts';
import { routeTitles } from '../../text/routes.ts';
import {
  evaluateBestFit,
  NO_ANSWERS,
  type BestFitAnswers,
  type WorldResult,
  type WorldVerdict,
} from './best-fit.ts';
import { Button, ButtonLink } from '../../shell/button.tsx';

const VERDICTS = [
  { verdict: 'open', title: t.open, hint: t.openHint, icon: alertCircle },
  { verdict: 'covered', title: t.covered, hint: t.coveredHint, icon: checkmarkCircle },
  { verdict: 'no-need', title: t.noNeed, hint: t.noNeedHint, icon: ellipseOutline },
] as const satisfies readonly {
  verdict: WorldVerdict;
  title: string;
  hint: string;
  icon: string;
}[];

/** Where a world's link leads: the adviser of its first contract, or the adviser overview. */
function adviserPath(result: WorldResult): string {
  const [first] = result.contracts;
  return first === undefined
    ? routePath('berater')
    : routePath('berater-vertrag', { contractId: first.ContractId });
}

function WorldStep(props: {
  motive: Motive;
  answers: readonly [boolean, boolean];
  onChange: (answers: readonly [boolean, boolean]) => void;
}) {
  const { motive, answers } = props;
  const world = MOTIVES[motive];
  const headingId = `bestfit-step-${motive}`;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} tabIndex={-1}>
        {world.title}
      </h2>
      <p className="muted">{world.motiveName}</p>
      <fieldset className="bestfit-step">
        <legend>{t.stepIntro}</legend>
        {t.questions[motive].map((question, index) => (
          <CheckField
            key={question}
            id={`${motive}-${String(index)}`}
            label={question}
            checked={answers[index] === true}
            onChange={(checked) => {
              const next: [boolean, boolean] = [answers[0], answers[1]];
              next[index] = checked;
              props.onChange(next);
            }}
          />
        ))}
      </fieldset>
    </section>
  );
}

function Results(props: { results: readonly WorldResult[]; onRestart: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  return (
    <section aria-labelledby="bestfit-result-heading">
      <h2 id="bestfit-result-heading" ref={headingRef} tabIndex={-1}>
        {t.resultTitle}
      </h2>
      <p>{t.resultIntro}</p>
      {VERDICTS.map(({ verdict, title, hint, icon }) => {
        const worlds = props.results.filter((r) => r.verdict === verdict);
        if (worlds.length === 0) return null;
        const headingId = `bestfit-${verdict}`;
        return (
          <section key={verdict} aria-labelledby={headingId} className="bestfit-group">
            <h3 id={headingId} className={`bestfit-group__title bestfit-group__title--${verdict}`}>
              <Icon icon={icon} />
              <span>{title}</span>
            </h3>
            <p className="muted">{hint}</p>
            <ul className="bestfit-worlds">
              {worlds.map((result) => {
                const world = MOTIVES[result.motive];
                return (
                  <li key={result.motive} className="card bestfit-world">
                    <h4 className="card__title">{world.title}</h4>
                    <p className="card__subtitle">
                      {result.contracts.length === 0
                        ? t.noContracts
                        : t.contracts(result.contracts.map((c) => c.Details.Name).join(', '))}
                    </p>
                    <ButtonLink
                      fill={verdict === 'open' ? 'solid' : 'outline'}
                      href={adviserPath(result)}
                    >
                      {verdict === 'open' ? t.talkOpen(world.title) : t.talkCovered(world.title)}
                    </ButtonLink>
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
      <Button expand="block" fill="clear" onClick={props.onRestart}>
        {t.restart}
      </Button>
    </section>
  );
}

/**
 * Best fit: two statements per motive world, one world a step, then which worlds the customer's
 * contracts cover and where a talk with the adviser is worth it.
 */
export function BestFitScreen(props: { contracts: readonly Contract[] }) {
  const [answers, setAnswers] = useState<BestFitAnswers>(NO_ANSWERS);
  // 0 to 5: the worlds; 6: the result.
  const [step, setStep] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const previousStep = useRef(step);
  // A new step is announced by moving the focus to its heading (not on the first render).
  useEffect(() => {
    if (previousStep.current !== step) formRef.current?.querySelector('h2')?.focus();
    previousStep.current = step;
  }, [step]);

  const done = step >= MOTIVE_IDS.length;
  const motive = MOTIVE_IDS[step];
  return (
    <PageShell
      title={routeTitles.bestfit}
      {...(done ? {} : { step: { step: step + 1, count: MOTIVE_IDS.length } })}
      {...(step > 0 && !done
        ? {
            onStepBack: () => {
              setStep(step - 1);
            },
          }
        : {})}
    >
      {done || motive === undefined ? (
        <Results
          results={evaluateBestFit(answers, props.contracts)}
          onRestart={() => {
            setAnswers(NO_ANSWERS);
            setStep(0);
          }}
        />
      ) : (
        <form
          ref={formRef}
          noValidate
          aria-label={routeTitles.bestfit}
          onSubmit={(event) => {
            event.preventDefault();
            setStep(step + 1);
          }}
        >
          {step === 0 && <p>{t.intro}</p>}
          <WorldStep
            key={motive}
            motive={motive}
            answers={answers[motive]}
            onChange={(next) => {
              setAnswers({ ...answers, [motive]: next });
            }}
          />
          <div className="button-row ion-margin-top">
            {step > 0 && (
              <Button
                fill="outline"
                onClick={() => {
                  setStep(step - 1);
                }}
              >
                {t.back}
              </Button>
            )}
            <Button type="submit">{step === MOTIVE_IDS.length - 1 ? t.evaluate : t.next}</Button>
          </div>
        </form>
      )}
    </PageShell>
  );
}
