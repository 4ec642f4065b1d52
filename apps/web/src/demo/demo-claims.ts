import {
  CLAIM_FORMS,
  claimTypesOf,
  ERROR_KEYS,
  type claimCalls,
  type claimDetailSchema,
  type ClaimType,
} from '@servicebereich/protocol';
import type { z } from 'zod/mini';
import { DEMO_MESSAGES, demoFail as fail, type DemoHandlers } from './demo-call.ts';
import type { DemoContract, DemoData } from './demo-data.ts';
import { fileNameOf } from './demo-documents.ts';

// Claims in the test mode: reported by the customer or, with the contract's holder's birth date
// and postcode, by a visitor; listed, tracked and given more documents, kept for this run.

type ClaimHandlers = Pick<DemoHandlers, keyof typeof claimCalls>;

/** A claim as the test mode keeps it: as GetSchadensmeldung answers it. */
export type DemoClaim = z.input<typeof claimDetailSchema>;

export function demoClaimHandlers(deps: {
  /** The test mode's day, clock and counter, and the claims reported in this run, newest first. */
  state: { today: string; now: Date; nextId: number; claims: DemoClaim[] };
  data: DemoData;
  findContract: (contractId: string) => DemoContract;
}): ClaimHandlers {
  const { state, data, findContract } = deps;

  /** A claim on one of the contracts, kept for this run like the server keeps it. */
  function reportClaim(
    params: { typ: ClaimType; vertragsnummer: string } & Record<string, unknown>,
    files: readonly Blob[],
    identityFields: readonly string[],
  ) {
    const { typ, vertragsnummer, beleg, ...rest } = params;
    const { contract } = findContract(vertragsnummer);
    if (!claimTypesOf(contract).includes(typ)) {
      fail('vertragsnummer', DEMO_MESSAGES.contractNotFound);
    }
    const answers = Object.fromEntries(
      Object.entries(rest).filter(([key]) => !identityFields.includes(key)),
    );
    const claim: DemoClaim = {
      Schadennummer: `S-${state.today.slice(0, 4)}-${String(state.nextId++).padStart(7, '0')}`,
      Typ: typ,
      Vertragsnummer: vertragsnummer,
      Status: 'eingegangen',
      Eingegangen: state.today,
      Schadendatum: String(answers[CLAIM_FORMS[typ].dateField]),
      Angaben: answers,
      Verlauf: [{ Status: 'eingegangen', Zeitpunkt: state.now.getTime(), Notiz: '' }],
      Dokumente: files.map((file, index) => {
        // The damaged item whose receipt the file is, as `beleg` names it.
        const item = Array.isArray(beleg) ? beleg.indexOf(index) : -1;
        return { ...claimDocument(file), ...(item === -1 ? {} : { Gegenstand: item }) };
      }),
    };
    state.claims.unshift(claim);
    return claimSummary(claim);
  }

  function claimDocument(blob: Blob) {
    return {
      Dateiname: fileNameOf(blob),
      Dateityp: blob.type === 'application/pdf' ? 'pdf' : blob.type === 'image/png' ? 'png' : 'jpg',
      Hochgeladen: state.today,
      // The moment it came, after any request of the claims desk (which is no earlier than now).
      Zeitpunkt: Math.max(Date.now(), state.now.getTime()),
    };
  }

  function claimSummary(claim: DemoClaim) {
    return {
      Schadennummer: claim.Schadennummer,
      Typ: claim.Typ,
      Vertragsnummer: claim.Vertragsnummer,
      Status: claim.Status,
      Eingegangen: claim.Eingegangen,
      Schadendatum: claim.Schadendatum,
    };
  }

  function ownClaim(claimNumber: string): DemoClaim {
    return (
      state.claims.find((c) => c.Schadennummer === claimNumber) ??
      fail('schadennummer', DEMO_MESSAGES.claimNotFound)
    );
  }

  return {
    schadensmeldungMelden: (params, files) => reportClaim(params, files, []),
    schadensmeldungMeldenGast: (params, files) => {
      const { geburtsdatum, plz } = data.user;
      if (params.geburtsdatum !== geburtsdatum || params.plz !== plz) {
        fail(ERROR_KEYS.general, DEMO_MESSAGES.claimIdentity);
      }
      return reportClaim(params, files, ['geburtsdatum', 'plz', 'name', 'email']);
    },
    getSchadensmeldungen: () => state.claims.map(claimSummary),
    getSchadensmeldung: ({ schadennummer }) => ownClaim(schadennummer),
    addSchadensmeldungDokumente: ({ schadennummer }, files) => {
      const claim = ownClaim(schadennummer);
      claim.Dokumente = [...claim.Dokumente, ...files.map(claimDocument)];
      return claim;
    },
  };
}
