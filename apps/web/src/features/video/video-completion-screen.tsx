import { zodResolver } from '@hookform/resolvers/zod';
import {
  VIDEO_FEEDBACK_MAX_LENGTH,
  VIDEO_TOPIC_LABELS,
  type VideoMeeting,
  videoMeetingCalls,
} from '@servicebereich/protocol';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod/mini';
import { fieldErrorsOf } from '../../api/api-error.ts';
import { showFormErrors } from '../../shell/form-errors.ts';
import { DetailList } from '../../shell/detail-list.tsx';
import { FormRatingField } from '../../shell/form-rating-field.tsx';
import { FormTextField } from '../../shell/form-text-field.tsx';
import { DocumentList } from '../../shell/document-list.tsx';
import type { DocumentUpload } from '../../shell/document-upload.ts';
import { PageShell } from '../../shell/page-shell.tsx';
import { QueryState } from '../../shell/query-state.tsx';
import { showApiError } from '../../shell/show-api-error.ts';
import { routeTitles } from '../../text/routes.ts';
import { videoCompletionTexts as t } from '../../text/video-completion.ts';
import { useVideoTerminAbschluss } from './api/get-video-termin-abschluss.ts';
import { useVideoTerminFeedback } from './api/video-termin-feedback.ts';
import { screenDateTime } from './appointment-list.tsx';
import { useReached } from './use-reached.ts';
import { FormErrorSummary } from '../../shell/form-error-summary.tsx';
import { Button } from '../../shell/button.tsx';

const feedbackSchema = z.pick(videoMeetingCalls.videoTerminFeedback.params, {
  bewertung: true,
  kommentar: true,
});

type CompletionProps = {
  loggedIn: boolean;
  /** Remembers this page for after the login, then goes to the login. */
  onLogin: () => void;
  /** The server asks for the page password again: to its prompt, which leads back here. */
  onLocked: () => void;
  uploadDialog: (upload: DocumentUpload) => ReactNode;
};

/** Whether the server answered that the page's password must be given (again). */
function isLocked(error: unknown): boolean {
  return fieldErrorsOf(error).password !== undefined;
}

/** Focuses the element once `focus` holds: the content it stands in replaced what had the focus. */
function useFocusWhen<E extends HTMLElement>(focus: boolean) {
  const ref = useRef<E>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return ref;
}

function Summary(props: { meeting: VideoMeeting }) {
  const { meeting } = props;
  return (
    <section aria-labelledby="video-summary-heading">
      <h2 id="video-summary-heading">{t.summaryHeading}</h2>
      <DetailList
        rows={[
          { label: t.adviser, value: meeting.BeraterName },
          { label: t.when, value: screenDateTime(Date.parse(meeting.Beginn)) },
          { label: t.topic, value: VIDEO_TOPIC_LABELS[meeting.Thema] },
        ]}
      />
    </section>
  );
}

/**
 * The documents the adviser asked for. A logged-in customer puts each into the DokBox; a visitor
 * is asked to log in first.
 */
function Documents(
  props: { documents: readonly string[] } & Pick<
    CompletionProps,
    'loggedIn' | 'onLogin' | 'uploadDialog'
  >,
) {
  return (
    <section aria-labelledby="video-documents-heading" className="stack">
      <h2 id="video-documents-heading">{t.documentsHeading}</h2>
      {props.documents.length === 0 ? (
        <p>{t.noDocuments}</p>
      ) : (
        <>
          <p>{props.loggedIn ? t.documentsHint : t.loginHint}</p>
          <DocumentList
            documents={props.documents}
            loggedIn={props.loggedIn}
            onLogin={props.onLogin}
            uploadDialog={props.uploadDialog}
          />
        </>
      )}
    </section>
  );
}

/**
 * The rating, once the conversation has begun (the server takes none before); until then the
 * section says from when.
 */
function Feedback(props: { meeting: VideoMeeting; onLocked: () => void }) {
  const start = Date.parse(props.meeting.Beginn);
  const began = useReached(start);
  return (
    <section aria-labelledby="video-feedback-heading" className="stack">
      <h2 id="video-feedback-heading">{t.feedbackHeading}</h2>
      {began ? (
        <FeedbackForm rated={props.meeting.Bewertet} onLocked={props.onLocked} />
      ) : (
        <p>{t.ratingLater(screenDateTime(start))}</p>
      )}
    </section>
  );
}

/** 1 to 5 stars and an optional comment; a second rating replaces the first. */
function FeedbackForm(props: { rated: boolean; onLocked: () => void }) {
  const feedback = useVideoTerminFeedback();
  const [sent, setSent] = useState(false);
  const thanks = useFocusWhen<HTMLParagraphElement>(sent);
  const form = useForm<z.input<typeof feedbackSchema>, unknown, z.output<typeof feedbackSchema>>({
    resolver: zodResolver(feedbackSchema),
    defaultValues: { bewertung: '', kommentar: '' },
  });
  const comment = form.watch('kommentar') ?? '';

  const submit = form.handleSubmit(async (values) => {
    try {
      await feedback.mutateAsync(values);
      setSent(true);
    } catch (error) {
      if (isLocked(error)) props.onLocked();
      else showFormErrors(form, ['bewertung', 'kommentar'], error);
    }
  });

  return sent ? (
    <p ref={thanks} role="status" tabIndex={-1}>
      {t.thanks}
    </p>
  ) : (
    <form
      noValidate
      className="stack"
      onSubmit={(event) => {
        void submit(event);
      }}
    >
      <FormErrorSummary control={form.control} />
      {props.rated && <p className="notice">{t.rated}</p>}
      <FormRatingField
        control={form.control}
        name="bewertung"
        legend={t.ratingLegend}
        starsName={t.stars}
      />
      <FormTextField
        control={form.control}
        name="kommentar"
        label={t.comment}
        rows={4}
        maxLength={VIDEO_FEEDBACK_MAX_LENGTH}
        footnote={t.commentCount(comment.length, VIDEO_FEEDBACK_MAX_LENGTH)}
      />
      <Button type="submit" expand="block" disabled={feedback.isPending}>
        {feedback.isPending ? t.sending : t.send}
      </Button>
    </form>
  );
}

/**
 * `/services/video-termin-abschluss` (behind the page password, the appointment's meeting
 * password): after a video appointment, its summary, the documents the adviser asked for (into the
 * DokBox) and the rating.
 */
export function VideoCompletionScreen(props: CompletionProps) {
  const completion = useVideoTerminAbschluss();
  const { onLocked } = props;
  const locked = isLocked(completion.error);
  useEffect(() => {
    if (completion.error === null) return;
    if (isLocked(completion.error)) onLocked();
    else showApiError(completion.error);
    // Once per failed answer: `onLocked` is a new function on every render of the route view.
  }, [completion.error]);
  return (
    <PageShell title={routeTitles['video-termin-abschluss']}>
      {!locked && (
        <QueryState query={completion}>
          {(meeting) => (
            <div className="stack">
              <p>{t.intro}</p>
              <Summary meeting={meeting} />
              <Documents
                documents={meeting.Dokumente}
                loggedIn={props.loggedIn}
                onLogin={props.onLogin}
                uploadDialog={props.uploadDialog}
              />
              <Feedback meeting={meeting} onLocked={onLocked} />
            </div>
          )}
        </QueryState>
      )}
    </PageShell>
  );
}
