import { useState } from 'react';
import { settingsTexts } from '../../text/settings.ts';
import { useDataExport } from './api/get-meine-daten.ts';
import { Button } from '../../shell/button.tsx';

const t = settingsTexts.dataExport;
const MEGABYTE = 1024 * 1024;

type Progress = { received: number; total: number };

/** "45 % geladen", or "3,2 MB geladen" while the size is not known. */
function progressText({ received, total }: Progress): string {
  if (total > 0) return t.progress(Math.floor((100 * received) / total));
  return t.received(
    (received / MEGABYTE).toLocaleString('de-AT', {
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
    }),
  );
}

/** "Meine Daten": everything stored about the customer as one ZIP (GDPR Art. 15 and 20). */
export function DataExportSection() {
  const [progress, setProgress] = useState<Progress>({ received: 0, total: 0 });
  const download = useDataExport((received, total) => {
    setProgress({ received, total });
  });
  return (
    <section className="card card--form" aria-labelledby="data-export-heading">
      <h2 id="data-export-heading" className="card__title">
        {t.heading}
      </h2>
      <p>{t.intro}</p>
      <Button
        fill="outline"
        disabled={download.isPending}
        onClick={() => {
          setProgress({ received: 0, total: 0 });
          download.mutate();
        }}
      >
        {t.download}
      </Button>
      <div className="data-export__status" role="status">
        {download.isPending && (
          <>
            <p>{t.loading}</p>
            <progress
              className="data-export__progress"
              aria-label={t.progressLabel}
              {...(progress.total > 0 ? { value: progress.received, max: progress.total } : {})}
            />
            <p className="muted">{progressText(progress)}</p>
          </>
        )}
        {download.isSuccess && <p>{t.done(download.data.name)}</p>}
      </div>
    </section>
  );
}
