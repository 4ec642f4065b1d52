import { adviserCalls, formatContractNumber } from '@servicebereich/protocol';
import { useState } from 'react';
import { useApi } from '../../api/api-context.tsx';
import { DetailList } from '../../shell/detail-list.tsx';
import { adviserTexts as t } from '../../text/adviser.ts';
import { Button, ButtonLink } from '../../shell/button.tsx';

/** One person or the head office, as a card shows them. */
export type ContactCardData = {
  id: string;
  name: string;
  role: string;
  office: string;
  phone: string;
  email: string;
  /** Whether the server has a photo (GetBeraterBild); initials stand in without one. */
  hasPhoto: boolean;
  contracts: readonly { ContractId: string; Name: string }[];
  /** Where "Videotermin vereinbaren" leads; null where the adviser offers none. */
  videoPath: string | null;
};

/** The number as a tel: link takes it: digits and a leading plus only. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

function initials(name: string): string {
  const words = name
    .split(/\s+/)
    .filter((word) => word !== '' && !word.endsWith('.') && !word.endsWith(','));
  return words
    .slice(0, 1)
    .concat(words.slice(1).slice(-1))
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}

/** A card with photo, name, office, phone and e-mail, and the ways to get in touch. */
export function AdviserCard(props: { contact: ContactCardData; onWrite: () => void }) {
  const { contact } = props;
  const api = useApi();
  const [photoFailed, setPhotoFailed] = useState(false);
  const headingId = `adviser-${contact.id}`;
  return (
    <article className="card detail-card adviser-card" aria-labelledby={headingId}>
      <div className="adviser-card__head">
        {!contact.hasPhoto || photoFailed ? (
          <span className="adviser-card__photo adviser-card__photo--initials" aria-hidden="true">
            {initials(contact.name)}
          </span>
        ) : (
          <img
            className="adviser-card__photo"
            src={api.fileUrl(adviserCalls.getBeraterBild, { beraterid: contact.id })}
            alt=""
            onError={() => {
              setPhotoFailed(true);
            }}
          />
        )}
        <div>
          <h2 id={headingId} className="card__title">
            {contact.name}
          </h2>
          <p className="card__subtitle">{contact.role}</p>
        </div>
      </div>
      <DetailList
        rows={[
          { label: t.office, value: contact.office },
          {
            label: t.phone,
            value: (
              <a className="adviser-card__link" href={telHref(contact.phone)}>
                {contact.phone}
              </a>
            ),
          },
          {
            label: t.email,
            value: (
              <a className="adviser-card__link" href={`mailto:${contact.email}`}>
                {contact.email}
              </a>
            ),
          },
        ]}
      />
      {contact.contracts.length > 0 && (
        <>
          <p className="card__heading">{t.contractsLabel}</p>
          <ul className="adviser-card__contracts">
            {contact.contracts.map((c) => (
              <li key={c.ContractId}>
                {c.Name}{' '}
                <span className="muted contract-number">
                  ({formatContractNumber(c.ContractId)})
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
      <div className="adviser-card__actions">
        <Button aria-label={t.writeLabel(contact.name)} onClick={props.onWrite}>
          {t.write}
        </Button>
        {contact.videoPath !== null && (
          <ButtonLink
            fill="outline"
            href={contact.videoPath}
            aria-label={t.videoLabel(contact.name)}
          >
            {t.video}
          </ButtonLink>
        )}
        <ButtonLink
          fill="outline"
          href={telHref(contact.phone)}
          aria-label={t.callLabel(contact.name)}
        >
          {t.call}
        </ButtonLink>
      </div>
    </article>
  );
}
