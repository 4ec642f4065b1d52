import { checkmarkCircle } from 'ionicons/icons';
import { useState, type ReactNode } from 'react';
import { shellTexts } from '../text/shell.ts';
import type { DocumentUpload } from './document-upload.ts';
import { Icon } from './icon.tsx';
import { Button, ButtonLink } from './button.tsx';

const t = shellTexts.documentList;

/**
 * Documents a page asks for, each with "Hochladen" into the DokBox for a logged-in customer (the
 * DokBox's dialog comes through `uploadDialog`), and marked once it is there; a visitor is offered
 * the login instead.
 */
export function DocumentList(props: {
  documents: readonly string[];
  loggedIn: boolean;
  /** Remembers the page for after the login, then goes to the login. */
  onLogin: () => void;
  uploadDialog: (upload: DocumentUpload) => ReactNode;
  /** The title of a document's files in the DokBox: its name unless said otherwise. */
  titleOf?: (name: string) => string;
}) {
  const [uploading, setUploading] = useState<string | null>(null);
  const [uploaded, setUploaded] = useState<ReadonlySet<string>>(new Set());
  const titleOf = props.titleOf ?? ((name: string) => name);
  return (
    <>
      <ul className="document-list">
        {props.documents.map((name) => (
          <li key={name} className="document-list__item">
            <span className="document-list__name">
              {name}
              {uploaded.has(name) && (
                <span className="document-list__done">
                  <Icon icon={checkmarkCircle} />
                  {t.uploaded}
                </span>
              )}
            </span>
            {props.loggedIn && (
              <Button
                fill="outline"
                size="small"
                aria-label={t.uploadLabel(name)}
                onClick={() => {
                  setUploading(name);
                }}
              >
                {t.upload}
              </Button>
            )}
          </li>
        ))}
      </ul>
      {props.loggedIn ? (
        <ButtonLink fill="outline" href="/services/dokbox">
          {t.toDokbox}
        </ButtonLink>
      ) : (
        <Button onClick={props.onLogin}>{t.login}</Button>
      )}
      {uploading !== null &&
        props.uploadDialog({
          title: titleOf(uploading),
          onUploaded: () => {
            setUploaded((done) => new Set([...done, uploading]));
          },
          onClose: () => {
            setUploading(null);
          },
        })}
    </>
  );
}
