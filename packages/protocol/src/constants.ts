// The business constants and limits of SPEC sections 4 and 9. Lists are tuples so that protocol
// schemas can use `z.enum(LIST)` and code can use the derived literal unions.

// Timing (SPEC 4, 7, 9)
export const CACHE_LIFETIME_MS = 300_000;
export const REQUEST_TIMEOUT_MS = 60_000;
export const PING_INTERVAL_MS = 300_000;
export const LOADING_DURATION_MS = 20_000;
export const LOADING_DURATION_LOGIN_MS = 60_000;
export const LOADING_DISMISS_FALLBACK_MS = 3_000;
export const SESSION_ERROR_RELOAD_MS = 3_000;
export const TOAST_DURATION_MS = 2_000;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
/**
 * Beyond the spec: how long the app waits for the answer to an upload (a multipart call). Longer
 * than the server's upload deadline (at most 115 s), so that the server's answer to an upload that
 * missed it reaches the customer instead of the app giving up first.
 */
export const UPLOAD_TIMEOUT_MS = 120_000;

// Files and forms
/**
 * Beyond the spec: the largest file an upload takes, in bytes. The server refuses more; the app
 * says so when the file is picked, before a byte of it is sent.
 */
export const UPLOAD_FILE_MAX_BYTES = 20 * 1024 * 1024;
export const DOKBOX_MAX_FILES = 10;
export const DOKBOX_MAX_FILES_IMMOWERT = 1;
export const NATIVE_PHOTO_QUALITY = 90;
export const BASE64_CHUNK_SIZE = 512;
export const DATE_PICKER_FUTURE_LIMIT_YEARS = 1;
export const TEXTAREA_DEFAULT_ROWS = 3;

// DokBox entries whose name starts with one of these prefixes are locked (SPEC 3).
export const IMMOWERT_NAME_PREFIX = 'ImmoWert - ';
export const GEMEINSAM_GESUND_NAME_PREFIX = 'Gemeinsam gesund - ';
// An ImmoWert description holds building year and area joined by this separator.
export const IMMOWERT_DESCRIPTION_SEPARATOR = '###';

// The postbox is not a server category: it is added to every DokBox under this id and name.
export const POSTBOX_CATEGORY_ID = 99;
export const POSTBOX_CATEGORY_NAME = 'Postbox';

export const DIRECT_DEBIT_DAYS = [5, 15, 25] as const;
export type DirectDebitDay = (typeof DIRECT_DEBIT_DAYS)[number];

// Host URLs come from configuration; only the choice offered in the testing-settings dialog is here.
export const HOST_IDS = ['test', 'fachtest', 'live'] as const;
export type HostId = (typeof HOST_IDS)[number];
export const HOST_LABELS = {
  test: 'Zweites Testsystem',
  fachtest: 'Fachtestsystem',
  live: 'Livesystem',
} as const satisfies Record<HostId, string>;

export const MOTIVE_IDS = [
  'wohnen',
  'mobilitaet',
  'gesundheit',
  'geld',
  'zukunft',
  'karriere',
] as const;
export type Motive = (typeof MOTIVE_IDS)[number];

const MOTIVE_SET: ReadonlySet<string> = new Set(MOTIVE_IDS);

export function isMotive(value: string | undefined): value is Motive {
  return value !== undefined && MOTIVE_SET.has(value);
}

export type MotiveDetails = {
  /** The heading of the motive world. */
  readonly title: string;
  /** The short claim line shown under the title. */
  readonly motiveName: string;
  /** The tag of the customer magazine's articles for this world. */
  readonly magazineTag: string;
};

// Keyed by id so the compiler checks that every motive has its details and no more (as HOST_LABELS).
export const MOTIVES = {
  wohnen: { title: 'Wohnen', motiveName: 'Mein Zuhause', magazineTag: 'wohnen' },
  mobilitaet: { title: 'Mobilität', motiveName: 'Sicher unterwegs', magazineTag: 'mobilitaet' },
  gesundheit: { title: 'Gesundheit', motiveName: 'Gut umsorgt', magazineTag: 'gesundheit' },
  geld: { title: 'Geld', motiveName: 'Mein Vermögen', magazineTag: 'geld' },
  zukunft: { title: 'Zukunft', motiveName: 'Gut vorgesorgt', magazineTag: 'vorsorge' },
  karriere: { title: 'Karriere', motiveName: 'Mein Weg', magazineTag: 'karriere' },
} as const satisfies Record<Motive, MotiveDetails>;

export const CONTRACT_KINDS = [
  'Andere',
  'Ansparen',
  'LebenRisiko',
  'KFZ',
  'EigenheimHaushalt',
  'Rechtschutz',
  'UnfallKrankheit',
  'Finanzierung',
] as const;
export type ContractKind = (typeof CONTRACT_KINDS)[number];

/**
 * The two companies a customer has contracts with. Each collects its own premiums and instalments
 * by SEPA direct debit, so each has its own SEPA creditor id (Gläubiger-ID), which the mandate and
 * its confirmation name. The ids are the project's own: valid in form and check digits (EPC262),
 * not registered with the Oesterreichische Nationalbank; operations replaces them with the
 * registered ones (docs/decisions/017-debit-account-change.md).
 */
export const COMPANY_IDS = ['bausparkasse', 'versicherung'] as const;
export type CompanyId = (typeof COMPANY_IDS)[number];

export type Company = {
  /** The name as the creditor of a SEPA mandate. */
  readonly name: string;
  /** The SEPA creditor id: AT, check digits, business code ZZZ, 11-digit national id. */
  readonly creditorId: string;
};

export const COMPANIES = {
  bausparkasse: { name: 'Servicebereich Bausparkasse AG', creditorId: 'AT57ZZZ09990000101' },
  versicherung: { name: 'Servicebereich Versicherung AG', creditorId: 'AT46ZZZ09990000202' },
} as const satisfies Record<CompanyId, Company>;

/**
 * Which company a contract of each kind is with: savings, fund savings plans and loans with the
 * building society, every insurance (life and pension products included) with the insurer.
 */
export const CONTRACT_KIND_COMPANY = {
  Andere: 'bausparkasse',
  Ansparen: 'bausparkasse',
  Finanzierung: 'bausparkasse',
  LebenRisiko: 'versicherung',
  KFZ: 'versicherung',
  EigenheimHaushalt: 'versicherung',
  Rechtschutz: 'versicherung',
  UnfallKrankheit: 'versicherung',
} as const satisfies Record<ContractKind, CompanyId>;

/**
 * The customer service line: behind the phone link of the error catalogue's "tryLater" alert and
 * in the mails that tell a customer of a change to their account. Replace with the operator's real
 * number before going live.
 */
export const CUSTOMER_SERVICE_PHONE = {
  display: '+43 5 70 70-100',
  href: 'tel:+4357070100',
} as const;

/** The head office every customer may write to; its mail address is the server's ADVISER_EMAIL. */
export const HEAD_OFFICE = {
  Name: 'Kundenservice-Zentrale',
  Adresse: 'Schwarzstraße 24, 5020 Salzburg',
  Telefon: CUSTOMER_SERVICE_PHONE.display,
} as const;

export const PAYMENT_MODES = [
  'OTHER',
  'DIRECTDEBIT',
  'CREDITTRANSFER',
  'PAYMENTFORM',
  'POSTALPAYMENT',
] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];

export const PAYMENT_INTERVALS = [
  'MONTHLY',
  'YEARLY',
  'HALF-YEARLY',
  'SINGULAR',
  'QUARTERLY',
  'BI-MONTHLY',
  'IRREGULAR',
] as const;
export type PaymentInterval = (typeof PAYMENT_INTERVALS)[number];

// The keys of a contract's Features map; they unlock claim types, storm warning and e-bike tracker.
export const CONTRACT_FEATURES = [
  'SchadensmeldungKfz',
  'SchadensmeldungHaushalt',
  'SchadensmeldungSach',
  'SchadensmeldungRecht',
  'SchadensmeldungRechtKfz',
  'SchadensmeldungRechtSach',
  'Unwetter',
  'EbikeTracker',
] as const;
export type ContractFeature = (typeof CONTRACT_FEATURES)[number];

// Slots that link to the external fund data provider's charts.
export const FUND_CHART_SLOTS = [
  'fonds1',
  'fonds2',
  'fonds3',
  'fonds4',
  'fonds5',
  'fonds6',
  'fonds7',
] as const;
export type FundChartSlot = (typeof FUND_CHART_SLOTS)[number];

export const FLEXIBLELIFE20_FUND_CHART_SLOTS = [
  'fonds1',
  'fonds2',
  'fonds3',
  'fonds4',
  'fonds5',
  'fonds6',
] as const;
export type FlexibleLife20FundChartSlot = (typeof FLEXIBLELIFE20_FUND_CHART_SLOTS)[number];

/**
 * The meta tags of index.html that say whether there is a session (PageSessionState), its CSRF
 * token and the logged-in customer's first name, so the web app starts without asking for them.
 */
export const PAGE_SESSION_META = {
  csrfToken: 'csrf-token',
  session: 'session',
  firstName: 'customer-first-name',
} as const;
export type PageSessionState = 'none' | 'anonymous' | 'customer';
/**
 * The element of the dashboard's page that carries, for a logged-in customer, the Results of the
 * calls its first screen makes, keyed by the call's Function (a JSON data block, never run), so
 * the web app shows the screen without waiting for them (decision 009).
 */
export const PAGE_ANSWERS_ELEMENT_ID = 'page-answers';

/**
 * The web app's copy of "Beträge ausblenden" ('1' while on), a cookie beside the setting kept on
 * the device: the server's page of the dashboard shows its amounts masked from the first paint
 * (decision 009). Not a secret, and nothing else reads it.
 */
export const HIDE_AMOUNTS_COOKIE = 'sb_betraege_ausgeblendet';

/**
 * The Max-Age of a device's setting kept in a cookie (HIDE_AMOUNTS_COOKIE, TYPEFACE_COOKIE): as
 * long as a browser keeps a cookie at all (400 days), so it stays until changed.
 */
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 400 * 24 * 60 * 60;

/** The app's page that a confirmation link opens; the token follows after `#`, so no server log sees it. */
export const EMAIL_CONFIRMATION_PATH = '/profil/email-bestaetigung';
/** The app's meeting page, linked from the booking mail. */
/** Where a confirmation's public check is: the path, then its verification code. */
export const CONFIRMATION_PAGE_PATH = '/bestaetigung/';

export const VIDEO_MEETING_PATH = '/services/video-meeting';
/** The completion page after the meeting. */
export const VIDEO_COMPLETION_PATH = '/services/video-termin-abschluss';

/**
 * How long the server keeps the counts of usage analytics (decision 034): a year and the month
 * before, so that a month can be compared with the same month a year ago.
 */
export const ANALYTICS_RETENTION_MONTHS = 13;
