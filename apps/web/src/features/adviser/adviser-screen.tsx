import { ERROR_KEYS, type Adviser } from '@servicebereich/protocol';
import type { z } from 'zod/mini';
import type { adviserWithContractsSchema, headOfficeSchema } from '@servicebereich/protocol';
import { useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { hasErrorKey } from '../../api/api-error.ts';
import { DIRECT_CONTACT_HEAD_OFFICE, DIRECT_CONTACT_PARAM, routePath } from '../../routes.ts';
import { DonePanel } from '../../shell/done-panel.tsx';
import { PageShell } from '../../shell/page-shell.tsx';
import { QueryState } from '../../shell/query-state.tsx';
import { adviserTexts as t } from '../../text/adviser.ts';
import { routeTitles } from '../../text/routes.ts';
import { AdviserCard, type ContactCardData } from './adviser-card.tsx';
import { useContractAdviser } from './api/get-berater.ts';
import { useAdviserOverview } from './api/get-berater-uebersicht.ts';
import { ContactFormDialog, type ContactRecipient } from './contact-form-dialog.tsx';
import { Button, ButtonLink } from '../../shell/button.tsx';

type AdviserWithContracts = z.infer<typeof adviserWithContractsSchema>;
type HeadOffice = z.infer<typeof headOfficeSchema>;

function videoPath(adviser: Adviser, contractId: string | undefined): string | null {
  if (!adviser.VideoTermin) return null;
  return routePath('video-termin', {
    agentId: adviser.AgentId,
    ...(contractId === undefined ? {} : { contractId }),
  });
}

function adviserCard(
  adviser: Adviser,
  contracts: ContactCardData['contracts'],
  contractId?: string,
): ContactCardData {
  return {
    id: adviser.AgentId,
    name: adviser.Name,
    role: adviser.Funktion,
    office: adviser.Adresse,
    phone: adviser.Telefon,
    email: adviser.Email,
    hasPhoto: adviser.BildUrl !== null,
    contracts,
    videoPath: videoPath(adviser, contractId),
  };
}

function headOfficeCard(office: HeadOffice): ContactCardData {
  return {
    id: DIRECT_CONTACT_HEAD_OFFICE,
    name: office.Name,
    role: t.headOfficeRole,
    office: office.Adresse,
    phone: office.Telefon,
    email: office.Email,
    hasPhoto: false,
    contracts: [],
    videoPath: null,
  };
}

/** The head office's card, whose message may be about any of `contracts`. */
function HeadOfficeCard(props: {
  office: HeadOffice;
  contracts: ContactRecipient['contracts'];
  flow: ContactFlowState;
}) {
  const { office, contracts, flow } = props;
  return (
    <AdviserCard
      contact={headOfficeCard(office)}
      onWrite={() => {
        flow.setOpen({ agentId: null, name: office.Name, contracts });
      }}
    />
  );
}

/** Every contract of the customer that an adviser looks after, each once. */
function allContracts(advisers: readonly AdviserWithContracts[]): ContactRecipient['contracts'] {
  return advisers.flatMap((a) => a.Vertraege);
}

function directContactOf(search: string): string | null {
  const value = new URLSearchParams(search).get(DIRECT_CONTACT_PARAM);
  return value === null || value === '' ? null : value;
}

/** What the page shows around its cards: the form while open, the thanks once sent. */
function useContactFlow() {
  const [open, setOpen] = useState<ContactRecipient | null>(null);
  const [sentTo, setSentTo] = useState<SentMessage | null>(null);
  return { open, setOpen, sentTo, setSentTo };
}

type ContactFlowState = ReturnType<typeof useContactFlow>;

/** A message sent: to whom, and the number a callback was asked for on (null: none). */
type SentMessage = { name: string; callback: string | null };

function SentConfirmation(props: { sent: SentMessage; onBack: () => void }) {
  const { name, callback } = props.sent;
  return (
    <DonePanel heading={t.sent.heading}>
      <p role="status">
        {callback === null ? t.sent.text(name) : t.sent.textWithCallback(name, callback)}
      </p>
      <Button fill="outline" onClick={props.onBack}>
        {t.sent.back}
      </Button>
    </DonePanel>
  );
}

function ContactFlow(props: { flow: ContactFlowState; contractId?: string | undefined }) {
  const { flow } = props;
  if (flow.open === null) return null;
  const recipient = flow.open;
  return (
    <ContactFormDialog
      recipient={recipient}
      contractId={props.contractId}
      onClose={() => {
        flow.setOpen(null);
      }}
      onSent={(callback) => {
        flow.setOpen(null);
        flow.setSentTo({ name: recipient.name, callback });
      }}
    />
  );
}

/**
 * `/services/berater`: every adviser of the customer and the head office, on a wide screen in two
 * columns, inside what the app puts around them (`around`: the customer's video appointments above
 * them, from the video feature).
 */
export function AdviserScreen(props: { around?: (cards: ReactNode) => ReactNode }) {
  const overview = useAdviserOverview();
  const flow = useContactFlow();
  const location = useLocation();
  const direct = directContactOf(location.search);
  const [directDone, setDirectDone] = useState(false);
  const data = overview.data;

  // The direct-contact parameter opens the form once the recipient is known.
  useEffect(() => {
    if (directDone || direct === null || data === undefined) return;
    setDirectDone(true);
    if (direct === DIRECT_CONTACT_HEAD_OFFICE) {
      flow.setOpen({
        agentId: null,
        name: data.Zentrale.Name,
        contracts: allContracts(data.Berater),
      });
      return;
    }
    const adviser = data.Berater.find((a) => a.AgentId === direct);
    if (adviser !== undefined) {
      flow.setOpen({ agentId: adviser.AgentId, name: adviser.Name, contracts: adviser.Vertraege });
    }
  }, [data, direct, directDone, flow]);

  const cards = (
    <QueryState query={overview}>
      {({ Berater, Zentrale }) => (
        <div className="stack">
          <p>{Berater.length === 0 ? t.noAdvisers : t.intro}</p>
          <div className="card-columns">
            {Berater.map((adviser) => (
              <AdviserCard
                key={adviser.AgentId}
                contact={adviserCard(adviser, adviser.Vertraege)}
                onWrite={() => {
                  flow.setOpen({
                    agentId: adviser.AgentId,
                    name: adviser.Name,
                    contracts: adviser.Vertraege,
                  });
                }}
              />
            ))}
            <HeadOfficeCard office={Zentrale} contracts={allContracts(Berater)} flow={flow} />
          </div>
        </div>
      )}
    </QueryState>
  );

  return (
    <PageShell title={routeTitles.berater} wide={flow.sentTo === null}>
      {flow.sentTo === null ? (
        <div className="stack">{props.around ? props.around(cards) : cards}</div>
      ) : (
        <SentConfirmation
          sent={flow.sentTo}
          onBack={() => {
            flow.setSentTo(null);
          }}
        />
      )}
      <ContactFlow flow={flow} />
    </PageShell>
  );
}

/**
 * A contract's adviser (GetBerater) as one card, with the contact form for them: the page
 * `/services/berater/{contractId}` and the contract's own adviser page show it alike. Without an
 * adviser the answer is agentnotfound: its message was shown as an alert, and the head office
 * stands in.
 */
export function ContractAdviser(props: { contractId: string }) {
  const { contractId } = props;
  const adviser = useContractAdviser(contractId);
  const noAdviser = hasErrorKey(adviser.error, ERROR_KEYS.agentNotFound);
  const overview = useAdviserOverview();
  const flow = useContactFlow();
  const location = useLocation();
  const direct = directContactOf(location.search);
  const [directDone, setDirectDone] = useState(false);
  const data = adviser.data;

  useEffect(() => {
    if (directDone || direct === null || data === undefined || direct !== data.AgentId) return;
    setDirectDone(true);
    flow.setOpen({ agentId: data.AgentId, name: data.Name, contracts: thisContract });
  }, [data, direct, directDone, flow]);

  /** The form offers this contract only: the message is about it. */
  const thisContract: ContactRecipient['contracts'] = overview.data?.Berater.flatMap(
    (a) => a.Vertraege,
  ).filter((c) => c.ContractId === contractId) ?? [{ ContractId: contractId, Name: contractId }];

  return (
    <>
      {flow.sentTo !== null ? (
        <SentConfirmation
          sent={flow.sentTo}
          onBack={() => {
            flow.setSentTo(null);
          }}
        />
      ) : noAdviser ? (
        <QueryState query={overview}>
          {({ Zentrale }) => (
            <div className="stack">
              <p className="notice">{t.noAdvisers}</p>
              <HeadOfficeCard office={Zentrale} contracts={thisContract} flow={flow} />
            </div>
          )}
        </QueryState>
      ) : (
        <QueryState query={adviser}>
          {(a) => (
            <div className="stack">
              <p>{t.contractIntro}</p>
              <AdviserCard
                contact={adviserCard(a, [], contractId)}
                onWrite={() => {
                  flow.setOpen({
                    agentId: a.AgentId,
                    name: a.Name,
                    contracts: thisContract,
                  });
                }}
              />
              <ButtonLink fill="clear" href={routePath('berater')}>
                {t.allAdvisers}
              </ButtonLink>
            </div>
          )}
        </QueryState>
      )}
      <ContactFlow flow={flow} contractId={contractId} />
    </>
  );
}

/** `/services/berater/{contractId}`: the contract's adviser. */
export function ContractAdviserScreen(props: { contractId: string }) {
  return (
    <PageShell title={routeTitles['berater-vertrag']}>
      <ContractAdviser contractId={props.contractId} />
    </PageShell>
  );
}
