import {
  formatAmount,
  formatDecimal,
  IMMOWERT_DESCRIPTION_SEPARATOR,
  IMMOWERT_MESSAGES,
  IMMOWERT_NAME_PREFIX,
  PROFILE_MESSAGES,
  PROPERTY_TYPE_LABELS,
  valueProperty,
  type DokboxFile,
  type immoWertCalls,
} from '@servicebereich/protocol';
import { demoFail as fail, type DemoHandlers } from './demo-call.ts';
import type { DemoData, DemoDokboxFile } from './demo-data.ts';
import { demoPdfBlob } from './demo-documents.ts';

// The property valuation of the test mode: the protocol's model, its report a PDF in the DokBox.

type ImmoWertHandlers = Pick<DemoHandlers, keyof typeof immoWertCalls>;

/** The test mode's folder "Wohnen & Immobilie", where ImmoWert valuations go. */
const DEMO_HOME_CATEGORY_ID = 1;

/**
 * The federal state of a postcode by its leading digits, as the postal regions run; the server
 * looks postcodes up in the whole list, which the test mode does not carry.
 */
function demoStateOf(postcode: string): string {
  const region = Number(postcode.slice(0, 2));
  if (region <= 12) return 'Wien';
  if (region <= 39) return 'Niederösterreich';
  if (region <= 49) return 'Oberösterreich';
  if (region <= 59) return 'Salzburg';
  if (region >= 67 && region <= 69) return 'Vorarlberg';
  if (region <= 69) return 'Tirol';
  if (region <= 79) return 'Burgenland';
  if (region <= 89) return 'Steiermark';
  return 'Kärnten';
}

export function demoImmoWertHandlers(deps: {
  data: DemoData;
  today: () => string;
  newId: (prefix: string) => string;
  /** A DokBox file as the DokBox's calls answer it. */
  dokboxFile: (file: DemoDokboxFile) => DokboxFile;
}): ImmoWertHandlers {
  const { data } = deps;
  return {
    immoWertBewertung: (params) => {
      const today = deps.today();
      const year = Number(today.slice(0, 4));
      if (params.baujahr > year) fail('baujahr', IMMOWERT_MESSAGES.buildingYearFuture(year));
      const valuation = valueProperty({
        type: params.objektart,
        state: demoStateOf(params.plz),
        statutoryCity: false,
        buildingYear: params.baujahr,
        livingArea: params.wohnflaeche,
        condition: params.zustand,
        year,
      });
      if (valuation === undefined) fail('plz', PROFILE_MESSAGES.postcodeUnknown);
      const name = `${IMMOWERT_NAME_PREFIX}${PROPERTY_TYPE_LABELS[params.objektart]}, ${params.strasse} ${params.hausnummer}, ${params.plz} ${params.ort}`;
      const description = `${params.baujahr}${IMMOWERT_DESCRIPTION_SEPARATOR}${formatDecimal(params.wohnflaeche, 2)}`;
      const file: DemoDokboxFile = {
        fileId: deps.newId('DB'),
        fileName: name,
        fileDesciption: description,
        fileDate: today,
        fileCategoryId: DEMO_HOME_CATEGORY_ID,
        fileIs360: false,
        fileShareUrl: null,
        fileShareValidUntil: null,
        content: demoPdfBlob([
          name,
          `Geschätzter Wert: ${formatAmount(valuation.Schaetzwert)}`,
          `Bandbreite: ${formatAmount(valuation.Von)} bis ${formatAmount(valuation.Bis)}`,
          'Diese Bewertung ist ein Beispiel aus dem Testmodus des Servicebereichs.',
        ]),
      };
      // One file per entry: a valuation of the same property that day replaces the earlier.
      data.dokboxFiles = [
        ...data.dokboxFiles.filter(
          (f) => f.fileName !== name || f.fileDate !== today || f.fileDesciption !== description,
        ),
        file,
      ];
      return { Bewertung: valuation, Datei: deps.dokboxFile(file) };
    },
  };
}
