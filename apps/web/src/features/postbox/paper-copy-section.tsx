import { isoToDisplay, type PaperCopy, type PostboxSettings } from '@servicebereich/protocol';
import { useState } from 'react';
import { confirmStep } from '../../shell/confirm.ts';
import { postboxTexts } from '../../text/postbox.ts';
import { useRequestPaperCopy } from './api/request-paper-copy.ts';
import { Button } from '../../shell/button.tsx';

const t = postboxTexts.paperCopy;

function display(date: string): string {
  return isoToDisplay(date) ?? date;
}

/**
 * The free paper copy of the documents (§ 5a VersVG), offered while the consent to electronic
 * delivery stands: asked once after a confirmation; then the day it was asked for.
 */
export function PaperCopySection(props: { settings: PostboxSettings }) {
  const request = useRequestPaperCopy();
  const [answer, setAnswer] = useState<PaperCopy | null>(null);
  const requestedOn = answer?.AngefordertAm ?? props.settings.PapierfassungAngefordertAm;
  return (
    <section aria-labelledby="postbox-paper-heading">
      <h3 id="postbox-paper-heading">{t.heading}</h3>
      <p>{t.intro}</p>
      {requestedOn === null ? (
        <Button
          fill="outline"
          disabled={request.isPending}
          onClick={() => {
            void confirmStep(t.confirm).then((confirmed) => {
              if (!confirmed) return;
              request.mutate(undefined, { onSuccess: setAnswer });
            });
          }}
        >
          {request.isPending ? t.requesting : t.button}
        </Button>
      ) : (
        <p role="status" className="notice">
          {answer?.Neu === false
            ? t.alreadyRequested(display(requestedOn))
            : t.requested(display(requestedOn))}
        </p>
      )}
    </section>
  );
}
