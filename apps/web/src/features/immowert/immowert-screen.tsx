import { zodResolver } from '@hookform/resolvers/zod';
import {
  formatAmount,
  formatDecimal,
  PROPERTY_CONDITION_LABELS,
  PROPERTY_CONDITIONS,
  PROPERTY_TYPE_LABELS,
  PROPERTY_TYPES,
  type ImmoWertResult,
  type ParamsInput,
  immoWertCalls,
} from '@servicebereich/protocol';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { DetailList, type DetailListRow } from '../../shell/detail-list.tsx';
import { FileViewer } from '../../shell/file-viewer.tsx';
import { showFormErrors } from '../../shell/form-errors.ts';
import { FormSelectField } from '../../shell/form-select-field.tsx';
import { FormTextField } from '../../shell/form-text-field.tsx';
import { PageShell } from '../../shell/page-shell.tsx';
import { routeTitles } from '../../text/routes.ts';
import { immoWertTexts as t } from '../../text/immowert.ts';
import { useImmoWertBewertung } from './api/immo-wert-bewertung.ts';
import { FormErrorSummary } from '../../shell/form-error-summary.tsx';
import { Button, ButtonLink } from '../../shell/button.tsx';

type FormInput = ParamsInput<typeof immoWertCalls.immoWertBewertung>;

/** The form's fields by wire name: the server's errors for them go under them. */
const FIELDS = [
  'objektart',
  'strasse',
  'hausnummer',
  'plz',
  'ort',
  'baujahr',
  'wohnflaeche',
  'zustand',
] as const;

const EMPTY: FormInput = {
  objektart: '' as FormInput['objektart'],
  strasse: '',
  hausnummer: '',
  plz: '',
  ort: '',
  baujahr: '',
  wohnflaeche: '',
  zustand: '' as FormInput['zustand'],
};

function choices<K extends string>(keys: readonly K[], labels: Record<K, string>) {
  return [
    { value: '', label: t.choose },
    ...keys.map((key) => ({ value: key, label: labels[key] })),
  ];
}

function ValuationForm(props: { onValued: (result: ImmoWertResult, request: FormInput) => void }) {
  const valuation = useImmoWertBewertung();
  const form = useForm<FormInput>({
    // Checked as the server checks it, and sent as typed: the server reads the German area
    // notation itself.
    resolver: zodResolver(immoWertCalls.immoWertBewertung.params, undefined, { raw: true }),
    defaultValues: EMPTY,
  });

  const submit = form.handleSubmit(async (request) => {
    try {
      props.onValued(await valuation.mutateAsync(request), request);
    } catch (error) {
      showFormErrors(form, FIELDS, error);
    }
  });

  return (
    <form
      noValidate
      aria-label={routeTitles.immowert}
      onSubmit={(event) => {
        void submit(event);
      }}
    >
      <FormErrorSummary control={form.control} />
      <div className="form-fields">
        <FormSelectField
          control={form.control}
          name="objektart"
          label={t.propertyType}
          options={choices(PROPERTY_TYPES, PROPERTY_TYPE_LABELS)}
        />
      </div>
      <fieldset className="field-group immowert-address">
        <legend>{t.address}</legend>
        <div className="form-fields">
          <FormTextField
            control={form.control}
            name="strasse"
            label={t.street}
            autoComplete="street-address"
          />
          <FormTextField control={form.control} name="hausnummer" label={t.houseNumber} />
          <FormTextField
            control={form.control}
            name="plz"
            label={t.postcode}
            inputMode="numeric"
            autoComplete="postal-code"
          />
          <FormTextField
            control={form.control}
            name="ort"
            label={t.place}
            autoComplete="address-level2"
          />
        </div>
      </fieldset>
      <div className="form-fields">
        <FormTextField
          control={form.control}
          name="baujahr"
          label={t.buildingYear}
          inputMode="numeric"
        />
        <FormTextField
          control={form.control}
          name="wohnflaeche"
          label={t.livingArea}
          inputMode="decimal"
        />
        <FormSelectField
          control={form.control}
          name="zustand"
          label={t.condition}
          options={choices(PROPERTY_CONDITIONS, PROPERTY_CONDITION_LABELS)}
        />
      </div>
      <Button
        type="submit"
        expand="block"
        className="ion-margin-top"
        disabled={valuation.isPending}
      >
        {valuation.isPending ? t.submitting : t.submit}
      </Button>
    </form>
  );
}

function factor(value: number): string {
  return t.factor(formatDecimal(value, 2));
}

function ValuationResult(props: {
  result: ImmoWertResult;
  request: FormInput;
  onAgain: () => void;
}) {
  const { Bewertung: v, Datei: file } = props.result;
  const { request } = props;
  const [viewing, setViewing] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The result replaces the form: the focus goes to its heading, which says what happened.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  const rows: DetailListRow[] = [
    { label: t.basePrice(v.Bundesland), value: formatAmount(v.Grundpreis) },
    { label: v.Statutarstadt ? t.locationCity : t.location, value: factor(v.Lagefaktor) },
    { label: t.kind(PROPERTY_TYPE_LABELS[request.objektart]), value: factor(v.Objektfaktor) },
    { label: t.age(Number(request.baujahr)), value: factor(v.Altersfaktor) },
    {
      label: t.conditionFactor(PROPERTY_CONDITION_LABELS[request.zustand]),
      value: factor(v.Zustandsfaktor),
    },
    { label: t.perSquareMetre, value: formatAmount(v.Quadratmeterpreis) },
    { label: t.area(request.wohnflaeche), value: formatAmount(v.Schaetzwert) },
  ];
  return (
    <section aria-labelledby="immowert-result-heading" className="immowert-result">
      <h2 id="immowert-result-heading" ref={headingRef} tabIndex={-1}>
        {t.resultTitle}
      </h2>
      <p className="immowert-result__value">{formatAmount(v.Schaetzwert)}</p>
      <p>{t.range(formatAmount(v.Von), formatAmount(v.Bis))}</p>
      <p className="notice">{t.estimateNote}</p>
      <h3>{t.howTitle}</h3>
      <DetailList rows={rows} />
      <p>{t.stored}</p>
      <div className="stack">
        <Button
          expand="block"
          onClick={() => {
            setViewing(true);
          }}
        >
          {t.openPdf}
        </Button>
        <ButtonLink expand="block" fill="outline" href="/services/dokbox">
          {t.toDokbox}
        </ButtonLink>
        <ButtonLink expand="block" fill="outline" href="/services/berater">
          {t.toAdviser}
        </ButtonLink>
        <Button expand="block" fill="clear" onClick={props.onAgain}>
          {t.again}
        </Button>
      </div>
      {viewing && (
        <FileViewer
          file={{
            source: { call: 'ShowDokboxFile', fileId: file.fileId },
            title: file.fileName,
            fileName: file.fileName,
            kind: 'pdf',
          }}
          onClose={() => {
            setViewing(false);
          }}
        />
      )}
    </section>
  );
}

/**
 * ImmoWert: a visitor is asked to log in; a customer answers a few questions and gets the
 * estimate with its calculation, kept as a PDF in the DokBox.
 */
export function ImmoWertScreen(props: { loggedIn: boolean; onLogin: () => void }) {
  const [valued, setValued] = useState<{ result: ImmoWertResult; request: FormInput } | null>(null);
  return (
    <PageShell title={routeTitles.immowert}>
      {valued === null && <p>{t.intro}</p>}
      {!props.loggedIn ? (
        <div className="stack">
          <p>{t.visitor}</p>
          <Button expand="block" onClick={props.onLogin}>
            {t.login}
          </Button>
        </div>
      ) : valued === null ? (
        <ValuationForm
          onValued={(result, request) => {
            setValued({ result, request });
          }}
        />
      ) : (
        <ValuationResult
          result={valued.result}
          request={valued.request}
          onAgain={() => {
            setValued(null);
          }}
        />
      )}
    </PageShell>
  );
}
