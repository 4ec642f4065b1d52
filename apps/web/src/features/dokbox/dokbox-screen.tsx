import {
  isoToDisplay,
  POSTBOX_CATEGORY_ID,
  type DokboxFile,
  dokboxCalls,
} from '@servicebereich/protocol';
import { useQueryClient } from '@tanstack/react-query';
import { documentText, folderOpenOutline, paperPlane, shareSocial, trash } from 'ionicons/icons';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useAddressLayer } from '../../shell/address-layer.ts';
import { useFileUrl } from '../../api/use-file-url.ts';
import { useSetPostboxEntryRead } from '../../api/set-postbox-entry-read.ts';
import { showAlert } from '../../shell/alert-store.ts';
import { EmptyState } from '../../shell/empty-state.tsx';
import { OfflineBanner } from '../../shell/offline-banner.tsx';
import { LoadingSkeleton } from '../../shell/loading-skeleton.tsx';
import { PageShell } from '../../shell/page-shell.tsx';
import { QueryFailure } from '../../shell/query-state.tsx';
import { showApiError } from '../../shell/show-api-error.ts';
import { SelectField } from '../../shell/text-field.tsx';
import { showToast } from '../../shell/toast-store.ts';
import { dokboxTexts as t } from '../../text/dokbox.ts';
import { useDokboxChanges } from './api/change-dokbox-files.ts';
import { dokboxKey } from '../../api/shared-keys.ts';
import { DOKBOX_FILE_PARAM } from '../../routes.ts';
import { useDokbox } from './api/get-dokbox.ts';
import { useDokboxFile, useKeepDokboxFile } from './api/get-dokbox-file.ts';
import { useDokboxFiles, type DokboxFilter } from './api/get-dokbox-files.ts';
import { FileFormDialog, type FileGroup } from './file-form-dialog.tsx';
import { describeImmoWert, IMMOWERT_PREFIX } from './immo-wert.ts';
import { SendDialog } from './send-dialog.tsx';
import { ShareDialog } from './share-dialog.tsx';
import { Icon } from '../../shell/icon.tsx';
import { FileViewer, usePreparedFileViewer } from '../../shell/file-viewer.tsx';
import type { ViewedFile } from '../../shell/file-viewer/viewed-file.ts';
import { promptForRating } from '../../shell/rating-prompt.ts';
import { Button } from '../../shell/button.tsx';
import { FileName } from '../../shell/file-name.tsx';

// The viewer's code loads only when a 360° photo is opened.
const PanoramaDialog = lazy(() =>
  import('./panorama-dialog.tsx').then((module) => ({ default: module.PanoramaDialog })),
);

type Open =
  | { kind: 'form'; group: FileGroup | null }
  | { kind: 'share'; file: DokboxFile }
  | { kind: 'send'; file: DokboxFile }
  | null;

/** A file in the viewer: a letter of folder 99 is opened as the postbox opens it. */
function viewedFile(file: DokboxFile): ViewedFile {
  return {
    source: {
      call: file.fileCategoryId === POSTBOX_CATEGORY_ID ? 'GetPostBoxFile' : 'ShowDokboxFile',
      fileId: file.fileId,
    },
    title: file.fileName,
    fileName: file.fileName,
    kind: file.fileType === 'pdf' ? 'pdf' : 'image',
  };
}

/** A 360° photo opens in the panorama viewer, everything else in the file viewer. */
function isPanorama(file: DokboxFile): boolean {
  return file.fileIs360 && file.fileType !== 'pdf';
}

/** The 360° view of a photo, once its address (in the native app with a token) is known. */
function Panorama(props: { file: DokboxFile; onClose: () => void }) {
  const src = useFileUrl(dokboxCalls.showDokboxFile, { FileId: props.file.fileId });
  return src === null ? null : (
    <PanoramaDialog src={src} name={props.file.fileName} onClose={props.onClose} />
  );
}

function FileTile(props: {
  file: DokboxFile;
  readOnly: boolean;
  /** Its share shown on the tile: where only some files of its group are shared. */
  markShared: boolean;
  /** The file is opened (a letter of folder 99 then counts as read). */
  onOpen: () => void;
  onShare: () => void;
  onSend: () => void;
  onDelete: () => void;
}) {
  const { file } = props;
  const thumbnailUrl = useFileUrl(dokboxCalls.showDokboxFile, { FileId: file.fileId, Thumb: true });
  const [thumbnailFailed, setThumbnailFailed] = useState(false);
  return (
    <li className="dokbox-file">
      <button
        type="button"
        className="dokbox-file__open"
        aria-label={t.open(file.fileName)}
        onClick={props.onOpen}
      >
        {file.fileThumbnailUrl === '' || thumbnailUrl === null || thumbnailFailed ? (
          <span className="dokbox-file__icon">
            <Icon icon={documentText} />
            <span>{t.pdf}</span>
          </span>
        ) : (
          <img
            className={
              file.fileType === 'pdf'
                ? 'dokbox-file__thumb dokbox-file__thumb--page'
                : 'dokbox-file__thumb'
            }
            src={thumbnailUrl}
            alt=""
            loading="lazy"
            // A letter whose page cannot be drawn has no thumbnail: the symbol stands for it.
            onError={() => {
              setThumbnailFailed(true);
            }}
          />
        )}
      </button>
      <span className="dokbox-file__name">
        <FileName name={file.fileName} />
        {file.fileIs360 && <span className="dokbox-file__badge">{t.panorama}</span>}
        {props.markShared && file.filePublic && (
          <span className="dokbox-file__badge dokbox-file__badge--shared">{t.public}</span>
        )}
      </span>
      {!props.readOnly && (
        <span className="dokbox-file__actions">
          <Button
            fill="clear"
            size="small"
            className="dokbox-file__action"
            aria-label={t.share(file.fileName)}
            onClick={props.onShare}
          >
            <Icon icon={shareSocial} />
            {t.actions.share}
          </Button>
          <Button
            fill="clear"
            size="small"
            className="dokbox-file__action"
            aria-label={t.send(file.fileName)}
            onClick={props.onSend}
          >
            <Icon icon={paperPlane} />
            {t.actions.send}
          </Button>
          <Button
            fill="clear"
            size="small"
            className="dokbox-file__action"
            aria-label={t.remove(file.fileName)}
            onClick={props.onDelete}
          >
            <Icon icon={trash} />
            {t.actions.remove}
          </Button>
        </span>
      )}
    </li>
  );
}

/**
 * The file the address names (`?datei=`), read by its id alone, and how to open and close it: a
 * layer of the page (`useAddressLayer`), which the browser's back closes.
 */
function useOpenFile() {
  const keep = useKeepDokboxFile();
  const layer = useAddressLayer(DOKBOX_FILE_PARAM);
  const fileId = layer.value;
  const file = useDokboxFile(fileId === '' ? null : fileId);
  const show = (next: DokboxFile | null) => {
    if (next !== null) keep(next);
    layer.show(next?.fileId ?? null);
  };
  // A file that is not (or no longer) there: its error was shown, the list stays.
  const failed = file.isError;
  useEffect(() => {
    if (failed) show(null);
  });
  return { file: fileId === null ? null : (file.data ?? null), show };
}

/** The DokBox: folders and years to filter by, the files grouped, newest first. */
export function DokboxScreen() {
  const [filter, setFilter] = useState<DokboxFilter>({});
  const [open, setOpen] = useState<Open>(null);
  // Apart from `open`: "Teilen" in the viewer opens the share dialog over it.
  const { file: viewing, show: setViewing } = useOpenFile();
  usePreparedFileViewer();
  const overview = useDokbox();
  const files = useDokboxFiles(filter);
  const changes = useDokboxChanges();
  const markLetterRead = useSetPostboxEntryRead();
  const queryClient = useQueryClient();
  const folders = overview.data?.categories ?? [];
  const folderName = (id: number) => folders.find((f) => f.id === id)?.name ?? '';
  const groups = files.data?.pages.flatMap((page) => page.groups) ?? [];
  const filtered = filter.categoryId !== undefined || filter.year !== undefined;

  async function deleteFile(file: DokboxFile) {
    const answer = await showAlert({
      header: t.deleteConfirm.header(file.fileName),
      message: t.deleteConfirm.message,
      buttons: [
        { text: t.deleteConfirm.no, role: 'cancel' },
        { text: t.deleteConfirm.yes, role: 'confirm' },
      ],
    });
    if (answer?.role !== 'confirm') return;
    try {
      await changes.remove(file.fileId);
      showToast(t.deleteConfirm.done);
    } catch (error) {
      showApiError(error);
    } finally {
      await queryClient.invalidateQueries({ queryKey: dokboxKey });
    }
  }

  return (
    <PageShell title={t.title}>
      <p>{t.intro}</p>
      <Button
        expand="block"
        onClick={() => {
          setOpen({ kind: 'form', group: null });
        }}
      >
        {t.add}
      </Button>
      <div className="dokbox-filters">
        <SelectField
          id="ordner-filter"
          label={t.folderFilter}
          value={String(filter.categoryId ?? 0)}
          onChange={(value) => {
            const id = Number(value);
            setFilter((f) => ({ ...f, categoryId: id === 0 ? undefined : id }));
          }}
          options={[
            { value: '0', label: t.allFolders },
            ...folders.map((folder) => ({ value: String(folder.id), label: folder.name })),
          ]}
        />
        <SelectField
          id="jahr-filter"
          label={t.yearFilter}
          value={String(filter.year ?? 0)}
          onChange={(value) => {
            const year = Number(value);
            setFilter((f) => ({ ...f, year: year === 0 ? undefined : year }));
          }}
          options={[
            { value: '0', label: t.allYears },
            ...(overview.data?.timeline ?? []).map((year) => ({
              value: String(year),
              label: String(year),
            })),
          ]}
        />
      </div>
      <OfflineBanner query={files} />
      {files.isPending ? (
        <LoadingSkeleton label={t.loading} />
      ) : files.data === undefined ? (
        <QueryFailure query={files} />
      ) : groups.length === 0 ? (
        <EmptyState
          icon={folderOpenOutline}
          text={filtered ? t.emptyFiltered : t.empty}
          action={
            filtered
              ? {
                  label: t.showAll,
                  onClick: () => {
                    setFilter({});
                  },
                }
              : {
                  label: t.addFirst,
                  onClick: () => {
                    setOpen({ kind: 'form', group: null });
                  },
                }
          }
        />
      ) : (
        <ul className="dokbox-groups">
          {groups.map((group) => {
            const readOnly = group.categoryId === POSTBOX_CATEGORY_ID;
            const key = `${group.categoryId}|${group.date}|${group.name}|${group.description}|${String(group.ispublic)}`;
            return (
              <li key={key} className="dokbox-group">
                <div className="dokbox-group__head">
                  <div>
                    <h2 className="dokbox-group__title">{group.name}</h2>
                    <p className="dokbox-group__meta">
                      {t.dateLine(
                        isoToDisplay(group.date) ?? group.date,
                        folderName(group.categoryId),
                      )}
                      {group.ispublic && <> · {t.public}</>}
                    </p>
                  </div>
                  {!readOnly && (
                    <Button
                      fill="outline"
                      size="small"
                      onClick={() => {
                        setOpen({ kind: 'form', group });
                      }}
                    >
                      {t.edit}
                    </Button>
                  )}
                </div>
                {group.description !== '' && (
                  <p>
                    {group.name.startsWith(IMMOWERT_PREFIX)
                      ? describeImmoWert(group.description)
                      : group.description}
                  </p>
                )}
                <ul className="dokbox-files">
                  {group.files.map((file) => (
                    <FileTile
                      key={file.fileId}
                      file={file}
                      readOnly={readOnly}
                      markShared={!group.ispublic}
                      onOpen={() => {
                        setViewing(file);
                      }}
                      onShare={() => {
                        setOpen({ kind: 'share', file });
                      }}
                      onSend={() => {
                        setOpen({ kind: 'send', file });
                      }}
                      onDelete={() => void deleteFile(file)}
                    />
                  ))}
                </ul>
              </li>
            );
          })}
        </ul>
      )}
      {files.hasNextPage && (
        <Button
          fill="outline"
          expand="block"
          disabled={files.isFetchingNextPage}
          onClick={() => void files.fetchNextPage()}
        >
          {t.more}
        </Button>
      )}
      {viewing !== null && isPanorama(viewing) && (
        <Suspense fallback={null}>
          <Panorama
            file={viewing}
            onClose={() => {
              setViewing(null);
            }}
          />
        </Suspense>
      )}
      {viewing !== null && !isPanorama(viewing) && (
        <FileViewer
          file={viewedFile(viewing)}
          // A letter counts as read once it is shown.
          onLoaded={() => {
            if (viewing.fileCategoryId === POSTBOX_CATEGORY_ID) {
              markLetterRead.mutate(viewing.fileId);
            }
          }}
          onClose={() => {
            setViewing(null);
          }}
          // A letter has no link of its own to share.
          onShareLink={
            viewing.fileCategoryId === POSTBOX_CATEGORY_ID
              ? undefined
              : () => {
                  setOpen({ kind: 'share', file: viewing });
                }
          }
        />
      )}
      {open?.kind === 'form' && (
        <FileFormDialog
          group={open.group}
          folders={folders}
          onClose={() => {
            setOpen(null);
            // After an upload, once the dialog is gone and its toast shows.
            void promptForRating();
          }}
        />
      )}
      {open?.kind === 'share' && (
        <ShareDialog
          file={open.file}
          onClose={() => {
            setOpen(null);
          }}
        />
      )}
      {open?.kind === 'send' && (
        <SendDialog
          file={open.file}
          onClose={() => {
            setOpen(null);
          }}
        />
      )}
    </PageShell>
  );
}
