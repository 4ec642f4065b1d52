import { dokboxCalls, postboxCalls } from '@servicebereich/protocol';
import { close, downloadOutline, shareSocialOutline } from 'ionicons/icons';
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import type { ApiClient } from '../../api/api-client.ts';
import { useApi } from '../../api/api-context.tsx';
import { openInAppBrowser } from '../../native/browser.ts';
import { isNative } from '../../native/platform.ts';
import { canShareFiles, shareContent } from '../../native/share.ts';
import { fileViewerTexts as t } from '../../text/file-viewer.ts';
import { Dialog } from '../dialog.tsx';
import type { FileSource, FileViewerProps } from './viewed-file.ts';
import { IconButton } from '../icon-button.tsx';
import { showApiError } from '../show-api-error.ts';
import { saveFile } from '../save-file.ts';
import { StatusTag } from '../status-tag.tsx';
import { showToast } from '../toast-store.ts';
import { ImageView } from './image-view.tsx';

// PDF.js (with its worker) loads only when a PDF is opened.
const PdfView = lazy(() => import('./pdf-view.tsx'));

type Loaded =
  { state: 'loading' } | { state: 'ready'; file: File; url: string } | { state: 'failed' };

function fetchFile(api: ApiClient, source: FileSource, signal: AbortSignal): Promise<Blob> {
  return source.call === 'ShowDokboxFile'
    ? api.file(dokboxCalls.showDokboxFile, { FileId: source.fileId }, { signal })
    : api.file(postboxCalls.getPostBoxFile, { fileid: source.fileId }, { signal });
}

/**
 * The native app saves a file with the in-app browser, which has no session: the address carries
 * a single-use download token for this one file (SPEC 6).
 */
function nativeDownloadUrl(api: ApiClient, source: FileSource): Promise<string> {
  return source.call === 'ShowDokboxFile'
    ? api.tokenFileUrl(dokboxCalls.showDokboxFile, { FileId: source.fileId })
    : api.tokenFileUrl(postboxCalls.getPostBoxFile, { fileid: source.fileId });
}

/** The stage with a word on what is happening, and the file's actions. */
function Notice(props: { text: string; actions: ReactNode }) {
  return (
    <>
      <div className="file-viewer__stage">
        <p className="file-viewer__notice" role="status">
          {props.text}
        </p>
      </div>
      <div className="file-viewer__bar">{props.actions}</div>
    </>
  );
}

/**
 * A DokBox file or a postbox letter, full-screen or in a reading pane: the file is fetched
 * through the API client (so the file answers' CSP does not apply to it and the session goes
 * with it), an image zoomable, a PDF drawn page by page; the file can be downloaded and shared.
 */
export default function Viewer(props: FileViewerProps) {
  const { file, onShareLink, onLoaded } = props;
  const api = useApi();
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const loadedCallback = useRef(onLoaded);
  useEffect(() => {
    loadedCallback.current = onLoaded;
  });
  const { source, fileName } = file;
  const { call, fileId } = source;
  const title = useRef<HTMLHeadingElement>(null);

  // In a pane, a file opened takes the focus to its title, as a page's heading takes it: the
  // letter is read from there, not after the rest of the list.
  const pane = props.placement === 'pane';
  useEffect(() => {
    if (pane) title.current?.focus({ preventScroll: true });
  }, [pane, call, fileId]);

  useEffect(() => {
    const controller = new AbortController();
    let url: string | null = null;
    fetchFile(api, { call, fileId }, controller.signal).then(
      (blob) => {
        if (controller.signal.aborted) return;
        const named = new File([blob], fileName, { type: blob.type });
        url = URL.createObjectURL(named);
        setLoaded({ state: 'ready', file: named, url });
        loadedCallback.current?.();
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        showApiError(error);
        setLoaded({ state: 'failed' });
      },
    );
    return () => {
      controller.abort();
      if (url !== null) URL.revokeObjectURL(url);
    };
  }, [api, call, fileId, fileName]);

  function download() {
    if (isNative()) {
      nativeDownloadUrl(api, source).then(openInAppBrowser).catch(showApiError);
      return;
    }
    if (loaded.state === 'ready') saveFile(loaded.file);
  }

  const sharedFile = loaded.state === 'ready' && canShareFiles([loaded.file]) ? loaded.file : null;
  function share() {
    if (sharedFile === null) {
      onShareLink?.();
      return;
    }
    shareContent({ title: file.title, files: [sharedFile] }).catch((error: unknown) => {
      showToast(t.shareFailed(error instanceof Error ? error.message : String(error)));
    });
  }

  const actions = (
    <div className="file-viewer__actions">
      <IconButton
        label={t.download}
        icon={downloadOutline}
        disabled={!isNative() && loaded.state !== 'ready'}
        onClick={download}
      />
      {(sharedFile !== null || onShareLink !== undefined) && (
        <IconButton label={t.share} icon={shareSocialOutline} onClick={share} />
      )}
    </div>
  );

  const content = (
    <div className={pane ? 'file-viewer file-viewer--pane' : 'file-viewer'}>
      <header className="file-viewer__header">
        <h2
          id="file-viewer-title"
          className="file-viewer__title"
          ref={title}
          tabIndex={pane ? -1 : undefined}
        >
          {file.title}
        </h2>
        {file.tag !== undefined && <StatusTag {...file.tag} />}
        {!pane && <IconButton label={t.close} icon={close} onClick={props.onClose} />}
      </header>
      {loaded.state !== 'ready' ? (
        <Notice text={loaded.state === 'loading' ? t.loading : t.loadFailed} actions={actions} />
      ) : file.kind === 'image' ? (
        <ImageView url={loaded.url} name={file.title} actions={actions} />
      ) : (
        <Suspense fallback={<Notice text={t.pdf.loading} actions={actions} />}>
          <PdfView file={loaded.file} name={file.title} actions={actions} fitWidth={pane} />
        </Suspense>
      )}
    </div>
  );
  if (props.placement !== 'pane') {
    return (
      <Dialog open labelledBy="file-viewer-title" onDismiss={props.onClose} placement="full">
        {content}
      </Dialog>
    );
  }
  return (
    <section className="reading-pane" aria-labelledby="file-viewer-title">
      {content}
    </section>
  );
}
