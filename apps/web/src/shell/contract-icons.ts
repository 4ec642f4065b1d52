import type { Contract, ContractKind, Motive } from '@servicebereich/protocol';
import {
  bicycle,
  briefcase,
  car,
  cash,
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
