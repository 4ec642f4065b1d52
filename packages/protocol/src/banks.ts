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
