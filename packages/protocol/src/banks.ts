import { isValidIban, normalizeIban } from './iban.ts';

/**
 * The banks whose names the app shows beside an account, by BIC (11 characters, `XXX` for the
 * head office). A short directory of the large Austrian banks and the banks of the demo data; the
 * complete one is the SEPA directory of the Oesterreichische Nationalbank, which operations loads
 * in its place (docs/decisions/017-debit-account-change.md).
 */
const BANK_NAMES: Readonly<Record<string, string>> = {
  ASPKAT2LXXX: 'Allgemeine Sparkasse Oberösterreich Bank AG',
  BAWAATWWXXX: 'BAWAG P.S.K.',
  BFKKAT2KXXX: 'BKS Bank AG',
  BKAUATWWXXX: 'UniCredit Bank Austria AG',
  BTVAAT22XXX: 'BTV Vier Länder Bank AG',
  BYLADEM1BGL: 'Sparkasse Berchtesgadener Land',
  GIBAATWWXXX: 'Erste Bank der oesterreichischen Sparkassen AG',
  HYPTAT22XXX: 'Hypo Tirol Bank AG',
  OBKLAT2LXXX: 'Oberbank AG',
  RLNWATWWXXX: 'Raiffeisenlandesbank Niederösterreich-Wien AG',
  RVSAAT2SXXX: 'Raiffeisenverband Salzburg eGen',
  RZBAATWWXXX: 'Raiffeisen Bank International AG',
  RZOOAT2LXXX: 'Raiffeisenlandesbank Oberösterreich AG',
  RZSTAT2GXXX: 'Raiffeisen-Landesbank Steiermark AG',
  RZTIAT22XXX: 'Raiffeisen-Landesbank Tirol AG',
  SBGSAT2SXXX: 'Salzburger Sparkasse Bank AG',
  SPIHAT22XXX: 'Tiroler Sparkasse Bankaktiengesellschaft Innsbruck',
  STSPAT2GXXX: 'Steiermärkische Bank und Sparkassen AG',
  VBOEATWWXXX: 'Volksbank Wien AG',
};

/** The bank of a BIC (8 or 11 characters, any case), if the directory knows it. */
export function bankNameOfBic(bic: string): string | undefined {
  const code = bic.trim().toUpperCase();
  return BANK_NAMES[code.length === 8 ? `${code}XXX` : code];
}

/**
 * The directory's Austrian banks by their bank code (Bankleitzahl, the five digits after an
 * Austrian IBAN's check digits). Each of these codes has one BIC; a BIC may serve several codes
 * (BAWAATWW also the former P.S.K.'s 60000), so a BIC says nothing of the code.
 */
const AUSTRIAN_BANK_CODES: Readonly<Record<string, string>> = {
  '12000': 'BKAUATWWXXX',
  '14000': 'BAWAATWWXXX',
  '15000': 'OBKLAT2LXXX',
  '16000': 'BTVAAT22XXX',
  '17000': 'BFKKAT2KXXX',
  '20111': 'GIBAATWWXXX',
  '20320': 'ASPKAT2LXXX',
  '20404': 'SBGSAT2SXXX',
  '20503': 'SPIHAT22XXX',
  '20815': 'STSPAT2GXXX',
  '31000': 'RZBAATWWXXX',
  '32000': 'RLNWATWWXXX',
  '34000': 'RZOOAT2LXXX',
  '35000': 'RVSAAT2SXXX',
  '36000': 'RZTIAT22XXX',
  '38000': 'RZSTAT2GXXX',
  '43000': 'VBOEATWWXXX',
  '57000': 'HYPTAT22XXX',
};

/**
 * The bank an IBAN names, as far as the directory can tell banks apart: the country and bank code
 * of an Austrian IBAN, the whole IBAN elsewhere. Two IBANs of one key are of one bank.
 */
export function ibanBankKey(iban: string): string {
  const normal = normalizeIban(iban);
  return normal.startsWith('AT') ? `AT${normal.slice(4, 9)}` : normal;
}

/** The BIC of a valid IBAN's bank (8 characters for a head office), if the directory knows it. */
export function bicOfIban(iban: string): string | undefined {
  if (!isValidIban(iban)) return undefined;
  const key = ibanBankKey(iban);
  const bic = key.startsWith('AT') ? AUSTRIAN_BANK_CODES[key.slice(2)] : undefined;
  return bic?.endsWith('XXX') === true ? bic.slice(0, 8) : bic;
}

/**
 * Whether a BIC can be the one of an IBAN: where the directory knows the IBAN's bank, it is that
 * bank's, of any of its branches (the first 8 characters name the bank); elsewhere any BIC can be.
 */
export function bicFitsIban(bic: string, iban: string): boolean {
  const known = bicOfIban(iban);
  return known === undefined || bic.trim().toUpperCase().slice(0, 8) === known.slice(0, 8);
}
