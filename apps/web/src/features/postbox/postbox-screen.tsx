import { zodResolver } from '@hookform/resolvers/zod';
import { emailParam, isoToDisplay, POSTBOX_CONSENT_VERSION } from '@servicebereich/protocol';
import { mailOpenOutline } from 'ionicons/icons';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod/mini';
import { isOfflineFailure } from '../../api/api-error.ts';
import { EmptyState } from '../../shell/empty-state.tsx';
import { FileViewer, usePreparedFileViewer } from '../../shell/file-viewer.tsx';
import { FormTextField } from '../../shell/form-text-field.tsx';
import { StatusTag } from '../../shell/status-tag.tsx';
import { OfflineBanner } from '../../shell/offline-banner.tsx';
import { LoadingSkeleton } from '../../shell/loading-skeleton.tsx';
import { DESKTOP, useMediaQuery } from '../../shell/media-query.ts';
import { PageShell } from '../../shell/page-shell.tsx';
import { useAddressLayer } from '../../shell/address-layer.ts';
import { POSTBOX_LETTER_PARAM } from '../../routes.ts';
import { showToast } from '../../shell/toast-store.ts';
import { errorTexts } from '../../text/errors.ts';
import { postboxTexts as t } from '../../text/postbox.ts';
import { usePostboxEntries } from './api/get-postbox-entries.ts';
import { usePostboxSettings } from './api/get-postbox-settings.ts';
import { LEGALLY_RELEVANT_TAG, useOpenPostboxFile } from './api/open-postbox-file.ts';
import { useSetPostboxSettings } from './api/set-postbox-settings.ts';
import { PaperCopySection } from './paper-copy-section.tsx';
import { FormCheckField } from '../../shell/form-check-field.tsx';
import { ButtonItem, LinkList } from '../../shell/link-item.tsx';
import { FormErrorSummary } from '../../shell/form-error-summary.tsx';
import { Button } from '../../shell/button.tsx';

const settingsSchema = z
  .object({
    elektronischezustellung: z.boolean(),
    benachrichtigung: z.boolean(),
    email: z.union([z.literal(''), emailParam]),
  })
  .check(
    z.refine((v) => !v.benachrichtigung || v.email.trim() !== '', {
      error: t.emailMissing,
      path: ['email'],
    }),
  );

type SettingsValues = z.infer<typeof settingsSchema>;

function display(date: string): string {
  return isoToDisplay(date) ?? date;
}

/**
 * The letters, each opening in the viewer and then counting as read: full-screen on a phone; on
 * a wide screen (`desktop`) in a reading pane beside the list, as a mail program shows them.
 */
function PostboxMessages(props: { desktop: boolean; onToSettings: () => void }) {
  const entries = usePostboxEntries();
  const openFile = useOpenPostboxFile();
  const layer = useAddressLayer(POSTBOX_LETTER_PARAM);
  const openEntry =
    layer.value === null ? undefined : entries.data?.find((entry) => entry.Key === layer.value);
  const open = openEntry === undefined ? null : { key: openEntry.Key, letter: openFile(openEntry) };
  // A letter the address names that is not (or no longer) in the postbox: the list stays.
  const missing = layer.value !== null && entries.data !== undefined && openEntry === undefined;
  useEffect(() => {
    if (missing) layer.show(null);
  });
  // A letter closed in the pane by the browser's back took the focus with it: its row takes it.
  const list = useRef<HTMLDivElement>(null);
  const shownKey = open?.key ?? null;
  const lastShown = useRef<string | null>(null);
  useEffect(() => {
    const closed = lastShown.current;
    lastShown.current = shownKey;
    if (closed === null || shownKey !== null || document.activeElement !== document.body) return;
    const index = entries.data?.findIndex((entry) => entry.Key === closed) ?? -1;
    list.current?.querySelectorAll<HTMLButtonElement>('.link-row__action')[index]?.focus();
  });

  // Without letters to show, a failure is said by the settings' section below, not twice.
  if (entries.data === undefined) {
    return entries.isPending ? <LoadingSkeleton label={t.loading} /> : null;
  }
  if (entries.data.length === 0) {
    return (
      <EmptyState
        icon={mailOpenOutline}
        text={t.empty}
        action={{ label: t.toSettings, onClick: props.onToSettings }}
      />
    );
  }
  const letters = (
    <div ref={list} className="postbox-letters">
      <LinkList>
        {entries.data.map((entry) => {
          const unread = entry.Status === 'UNREAD';
          return (
            <ButtonItem
              key={entry.Key}
              title={
                <span className={unread ? 'postbox-unread' : undefined}>
                  {entry.Title}
                  {unread && <span className="visually-hidden">, {t.unreadLabel}</span>}
                </span>
              }
              details={[t.receivedOn(display(entry.CreationDate))]}
              end={
                unread && (
                  <span className="postbox-unread-note" aria-hidden="true">
                    {t.unread}
                  </span>
                )
              }
              chevron={!props.desktop}
              current={props.desktop && open?.key === entry.Key}
              onClick={() => {
                layer.show(entry.Key);
              }}
            >
              {entry.RechtlichRelevant && <StatusTag {...LEGALLY_RELEVANT_TAG} />}
            </ButtonItem>
          );
        })}
      </LinkList>
    </div>
  );
  if (props.desktop) {
    return (
      <>
        <OfflineBanner query={entries} />
        <div className="postbox-reader">
          {letters}
          {open === null ? (
            <div className="reading-pane reading-pane--empty">
              <EmptyState icon={mailOpenOutline} text={t.pickLetter} />
            </div>
          ) : (
            // A letter of its own each time: the pane starts loading afresh.
            <FileViewer
              key={open.key}
              placement="pane"
              file={open.letter.file}
              onLoaded={open.letter.onLoaded}
            />
          )}
        </div>
      </>
    );
  }
  return (
    <>
      <OfflineBanner query={entries} />
      {letters}
      {open !== null && (
        <FileViewer
          file={open.letter.file}
          onLoaded={open.letter.onLoaded}
          onClose={() => {
            layer.show(null);
          }}
        />
      )}
    </>
  );
}

function PostboxSettingsForm() {
  const settings = usePostboxSettings();
  const save = useSetPostboxSettings();
  const form = useForm<SettingsValues>({
    resolver: zodResolver(settingsSchema),
    defaultValues: { elektronischezustellung: false, benachrichtigung: false, email: '' },
  });
  const { reset } = form;
  useEffect(() => {
    if (settings.data !== undefined) {
      reset({
        elektronischezustellung: settings.data.ElektronischeZustellung,
        benachrichtigung: settings.data.Benachrichtigung,
        email: settings.data.Email,
      });
    }
  }, [settings.data, reset]);

  const submit = form.handleSubmit(async (values) => {
    // A consent names the text shown, which the server records with it.
    await save.mutateAsync(
      values.elektronischezustellung
        ? { ...values, zustimmungstext: POSTBOX_CONSENT_VERSION }
        : values,
    );
    showToast(t.saved);
  });

  if (settings.isPending) return <LoadingSkeleton label={t.loading} />;
  // Offline no alert says why (query-client.ts): the section says it needs the connection.
  if (settings.isError) {
    return isOfflineFailure(settings.error) ? <p className="muted">{errorTexts.offline}</p> : null;
  }
  const { ZugestimmtAm } = settings.data;
  const checkbox = (
    name: 'elektronischezustellung' | 'benachrichtigung',
    label: string,
    hint: string,
    givenOn: string | null = null,
  ) => (
    <FormCheckField
      control={form.control}
      name={name}
      label={label}
      hint={
        <>
          {hint}
          {givenOn !== null && (
            <span className="postbox-setting__given">{t.consentGivenOn(display(givenOn))}</span>
          )}
        </>
      }
    />
  );
  return (
    <>
      <form
        noValidate
        onSubmit={(event) => {
          void submit(event).catch(() => undefined);
        }}
      >
        <FormErrorSummary control={form.control} />
        <div className="form-fields">
          {checkbox(
            'elektronischezustellung',
            t.electronicDelivery,
            t.electronicDeliveryHint,
            ZugestimmtAm,
          )}
          {checkbox('benachrichtigung', t.notify, t.notifyHint)}
          <FormTextField
            control={form.control}
            name="email"
            type="email"
            autoComplete="email"
            label={t.email}
          />
        </div>
        <Button type="submit" expand="block" disabled={save.isPending}>
          {t.save}
        </Button>
      </form>
      {settings.data.ElektronischeZustellung && <PaperCopySection settings={settings.data} />}
    </>
  );
}

/** The postbox: the messages (each opens in the viewer and counts as read) and the settings. */
export function PostboxScreen() {
  const settingsRef = useRef<HTMLHeadingElement>(null);
  const desktop = useMediaQuery(DESKTOP);
  usePreparedFileViewer();
  return (
    <PageShell title={t.title} backTo={false} wide={desktop}>
      <p>{t.intro}</p>
      <section aria-labelledby="postbox-messages-heading">
        <h2 id="postbox-messages-heading">{t.messagesHeading}</h2>
        <PostboxMessages
          desktop={desktop}
          onToSettings={() => {
            settingsRef.current?.scrollIntoView({ block: 'start' });
            settingsRef.current?.focus({ preventScroll: true });
          }}
        />
      </section>
      <section aria-labelledby="postbox-settings-heading">
        <h2 id="postbox-settings-heading" ref={settingsRef} tabIndex={-1}>
          {t.settingsHeading}
        </h2>
        <PostboxSettingsForm />
      </section>
    </PageShell>
  );
}
