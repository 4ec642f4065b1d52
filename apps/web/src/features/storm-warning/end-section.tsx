import { confirmStep } from '../../shell/confirm.ts';
import { showToast } from '../../shell/toast-store.ts';
import { stormWarningTexts } from '../../text/storm-warning.ts';
import { useDeactivateStormWarning } from './api/deactivate-storm-warning.ts';
import { Button } from '../../shell/button.tsx';

const t = stormWarningTexts.end;

/** Ends the storm warning after asking: postcodes and numbers are deleted. */
export function EndSection(props: { contractId: string }) {
  const end = useDeactivateStormWarning(props.contractId);
  return (
    <section className="card card--form" aria-labelledby="storm-end-heading">
      <h2 id="storm-end-heading" className="card__title">
        {t.heading}
      </h2>
      <p>{t.intro}</p>
      <Button
        fill="outline"
        color="danger"
        disabled={end.isPending}
        onClick={() => {
          void confirmStep(t.confirm).then((confirmed) => {
            if (!confirmed) return;
            end.mutate(undefined, {
              onSuccess: () => {
                showToast(t.done);
              },
            });
          });
        }}
      >
        {t.button}
      </Button>
    </section>
  );
}
