import { z } from 'zod/mini';
import { jsonCall, type Mode, callArea } from '../call.ts';
import { PAYMENT_INTERVALS } from '../constants.ts';
import {
  amountParam,
  cents,
  contractNumberParam,
  formBoolean,
  formInteger,
  isoDate,
} from '../wire-fields.ts';

const contractParams = z.object({ vertragsnummer: contractNumberParam });

export const pensionSchema = z.object({
  ContractId: z.string(),
  Produkt: z.enum(['FlexibleLife', 'FlexibleLife20', 'VollWert']),
  Praemie: cents,
  Zahlungsintervall: z.enum(PAYMENT_INTERVALS),
  Rueckkaufswert: cents,
  Garantiekapital: cents,
  Ablaufdatum: isoDate,
  Risikoschutz: cents,
});

export const fundSchema = z.object({
  /** fonds1 … fonds7 (FlexibleLife 2.0: fonds1 … fonds6); the slot names the fund-chart link. */
  Slot: z.string(),
  Name: z.string(),
  Isin: z.string(),
  /** Share of the premium, percent. */
  Anteil: z.int().check(z.minimum(0), z.maximum(100)),
  Stueck: z.number(),
  Wert: cents,
});

export const fundDataSchema = z.object({
  ContractId: z.string(),
  Stichtag: isoDate,
  Gesamtwert: cents,
  Fonds: z.array(fundSchema),
  Verlauf: z.array(z.object({ Datum: isoDate, Wert: cents })),
});

export const flexibleLifeSchema = z.object({
  ContractId: z.string(),
  Praemie: cents,
  Fonds: z.array(fundSchema),
  Risikoschutz: cents,
  Emailbestaetigung: z.boolean(),
});

const flexibleLifeChange = z.extend(contractParams, {
  praemie: amountParam,
  slots: z.array(
    z.string().check(z.trim(), z.regex(/^fonds[1-7]$/, { error: 'Der Fonds ist ungültig.' })),
  ),
  anteile: z.array(formInteger(0, 100, 'Der Anteil muss zwischen 0 und 100 % liegen.')),
  risiko: z._default(formBoolean, false),
  sendemail: z._default(formBoolean, false),
});

const spontaneousRepaymentResult = z.object({
  Betrag: cents,
  Restschuld: cents,
  RestschuldNeu: cents,
  Gebuehr: cents,
  Wertstellung: isoDate,
});

function fundDataCall(mode: Mode, fn: string) {
  return jsonCall({
    mode,
    fn,
    method: 'POST',
    access: 'customer',
    body: 'form',
    params: () => contractParams,
    result: () => fundDataSchema,
  });
}

export const pensionCalls = callArea({
  getVorsorge: jsonCall({
    mode: 'MeinServicebereich',
    fn: 'GetVorsorge',
    method: 'POST',
    access: 'customer',
    body: 'form',
    params: () => contractParams,
    result: () => pensionSchema,
  }),
  /** An empty (null) Result tells the app to drop its cached pension data for the contract. */
  changeVorsorge: jsonCall({
    mode: 'MeinServicebereich',
    fn: 'ChangeVorsorge',
    method: 'POST',
    access: 'customer',
    body: 'form',
    params: () =>
      z.extend(contractParams, {
        praemie: amountParam,
        zahlungsintervall: z.enum(PAYMENT_INTERVALS, {
          error: 'Bitte wähle ein Zahlungsintervall.',
        }),
      }),
    result: () => z.nullable(pensionSchema),
  }),
  spontanZahlungCheck: jsonCall({
    mode: 'MeinServicebereich',
    fn: 'SpontanZahlungCheck',
    method: 'POST',
    access: 'customer',
    body: 'form',
    params: () => z.extend(contractParams, { betrag: amountParam }),
    result: () => spontaneousRepaymentResult,
  }),
  spontanZahlung: jsonCall({
    mode: 'MeinServicebereich',
    fn: 'SpontanZahlung',
    method: 'POST',
    access: 'customer',
    body: 'form',
    params: () =>
      z.extend(contractParams, {
        betrag: amountParam,
        confirmation: z.literal('true', { error: 'Bitte bestätige die Rückzahlung.' }),
      }),
    result: () => spontaneousRepaymentResult,
  }),
  getFlexibleLife: jsonCall({
    mode: 'MeinServicebereich',
    fn: 'GetFlexibleLife',
    method: 'POST',
    access: 'customer',
    body: 'form',
    params: () => contractParams,
    result: () => flexibleLifeSchema,
  }),
  getFlexibleLife20: jsonCall({
    mode: 'MeinServicebereich',
    fn: 'GetFlexibleLife20',
    method: 'POST',
    access: 'customer',
    body: 'form',
    params: () => contractParams,
    result: () => flexibleLifeSchema,
  }),
  /** Errors `risiko` or `sendemail` alone are notices the app does not show as errors. */
  changeFlexibleLife: jsonCall({
    mode: 'MeinServicebereich',
    fn: 'ChangeFlexibleLife',
    method: 'POST',
    access: 'customer',
    body: 'form',
    params: () => flexibleLifeChange,
    result: () => z.nullable(flexibleLifeSchema),
  }),
  changeFlexibleLife20: jsonCall({
    mode: 'MeinServicebereich',
    fn: 'ChangeFlexibleLife20',
    method: 'POST',
    access: 'customer',
    body: 'form',
    params: () => flexibleLifeChange,
    result: () => z.nullable(flexibleLifeSchema),
  }),
  fondsDaten: fundDataCall('FlexibleLife', 'FondsDaten'),
  fondsDaten20: fundDataCall('FlexibleLife', 'FondsDaten20'),
  vollWertFondsDaten: fundDataCall('VollWert', 'FondsDaten'),
});
