import type { ClaimType, Contract, ContractKind, Motive } from '@servicebereich/protocol';
import {
  bandage,
  bed,
  bicycle,
  briefcase,
  car,
  cash,
  construct,
  fitness,
  home,
  hourglass,
  key,
  medkit,
  shieldCheckmark,
  trendingUp,
  umbrella,
  wallet,
} from 'ionicons/icons';

/** The icon of each motive world (docs/design.md). */
export const MOTIVE_ICONS = {
  wohnen: home,
  mobilitaet: car,
  gesundheit: fitness,
  geld: cash,
  zukunft: hourglass,
  karriere: briefcase,
} as const satisfies Record<Motive, string>;

const KIND_ICONS = {
  Ansparen: wallet,
  Andere: trendingUp,
  Finanzierung: key,
  LebenRisiko: umbrella,
  KFZ: car,
  EigenheimHaushalt: home,
  Rechtschutz: shieldCheckmark,
  UnfallKrankheit: medkit,
} as const satisfies Record<ContractKind, string>;

/** An e-bike is insured as a motor contract (kind KFZ); its contracts offer the e-bike tracker. */
export function isEbikeInsurance(contract: Contract): boolean {
  return contract.Kind === 'KFZ' && contract.Features.EbikeTracker === true;
}

/** The icon of a contract's kind; an e-bike insurance has a bicycle. */
export function contractIcon(contract: Contract): string {
  return isEbikeInsurance(contract) ? bicycle : KIND_ICONS[contract.Kind];
}

/** The icon of each claim type: the insured thing's, where it has a contract kind of its own. */
export const CLAIM_TYPE_ICONS = {
  kfz: car,
  haushalt: home,
  sachversicherung: construct,
  rechtsschutz: shieldCheckmark,
  krankenhaus: bed,
  unfall: bandage,
} as const satisfies Record<ClaimType, string>;
