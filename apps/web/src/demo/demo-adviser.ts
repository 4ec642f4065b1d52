import {
  ADVISER_PHOTO_MISSING,
  ERROR_KEYS,
  HEAD_OFFICE,
  type adviserCalls,
  type ContractKind,
} from '@servicebereich/protocol';
import { DEMO_MESSAGES, demoFail as fail, type DemoHandlers } from './demo-call.ts';
import type { Adviser, DemoContract, DemoData } from './demo-data.ts';
import { portraitPng } from './demo-documents.ts';

// The test customer's two advisers: one for the building society's contracts, one for the
// insurances, each with the contracts they look after, and the head office.

type AdviserHandlers = Pick<DemoHandlers, keyof typeof adviserCalls>;

const INSURANCE_KINDS: ReadonlySet<ContractKind> = new Set([
  'KFZ',
  'EigenheimHaushalt',
  'Rechtschutz',
  'UnfallKrankheit',
]);

export function demoAdviserHandlers(deps: {
  data: DemoData;
  findContract: (contractId: string) => DemoContract;
  findAgent: (agentId: string) => Adviser | undefined;
}): AdviserHandlers {
  const { data } = deps;
  return {
    // Messages to advisers have nobody to reach in the test mode.
    kontakt: ({ agentId }) => {
      if (agentId !== undefined && agentId !== '' && deps.findAgent(agentId) === undefined) {
        fail(ERROR_KEYS.agentNotFound, DEMO_MESSAGES.agentNotFound);
      }
      return { Sent: true as const };
    },
    getBeraterBild: ({ beraterid }) => {
      if ((deps.findAgent(beraterid)?.BildUrl ?? null) === null) {
        fail('beraterid', ADVISER_PHOTO_MISSING);
      }
      return portraitPng;
    },
    getBeraterUebersicht: () => {
      const contracts = data.contracts.map((c) => c.contract);
      const of = (agent: Adviser, insurance: boolean) => ({
        ...agent,
        Vertraege: contracts
          .filter((c) => INSURANCE_KINDS.has(c.Kind) === insurance)
          .map((c) => ({ ContractId: c.ContractId, Name: c.Details.Name })),
      });
      return {
        Berater: [of(data.adviser, false), of(data.insuranceAdviser, true)],
        Zentrale: { ...HEAD_OFFICE, Email: 'beratung@servicebereich.example' },
      };
    },
    getBerater: ({ vertragsnummer }) => {
      if (vertragsnummer === undefined) return data.adviser;
      const { contract } = deps.findContract(vertragsnummer);
      return INSURANCE_KINDS.has(contract.Kind) ? data.insuranceAdviser : data.adviser;
    },
  };
}
