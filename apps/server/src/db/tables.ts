import type { ColumnType } from 'kysely';

/**
 * Portable column types, the same on SQLite and PostgreSQL: ids are text, instants are epoch
 * milliseconds (bigint), calendar dates are `yyyy-mm-dd` text, flags are integers 0/1, money is
 * integer cents, and kind-specific contract details are JSON text validated by the protocol schema.
 */
export type Tables = {
  customers: CustomersTable;
  sessions: SessionsTable;
  session_page_unlocks: SessionPageUnlocksTable;
  session_reauthentications: SessionReauthenticationsTable;
  login_failures: LoginFailuresTable;
  login_failure_minutes: LoginFailureMinutesTable;
  login_address_failures: LoginAddressFailuresTable;
  download_tokens: DownloadTokensTable;
  contracts: ContractsTable;
  contract_transactions: ContractTransactionsTable;
  checklists: ChecklistsTable;
  checklist_items: ChecklistItemsTable;
  checklist_documents: ChecklistDocumentsTable;
  blobs: BlobsTable;
  blob_deletions: BlobDeletionsTable;
  postbox_entries: PostboxEntriesTable;
  postbox_settings: PostboxSettingsTable;
  postbox_consent_events: PostboxConsentEventsTable;
  postbox_paper_copy_requests: PostboxPaperCopyRequestsTable;
  dokbox_categories: DokboxCategoriesTable;
  dokbox_files: DokboxFilesTable;
  advisers: AdvisersTable;
  adviser_hours: AdviserHoursTable;
  video_appointments: VideoAppointmentsTable;
  video_meeting_rooms: VideoMeetingRoomsTable;
  video_feedback: VideoFeedbackTable;
  my21_programmes: My21ProgrammesTable;
  my21_tasks_done: My21TasksDoneTable;
  contract_pensions: ContractPensionsTable;
  contract_funds: ContractFundsTable;
  contract_fund_history: ContractFundHistoryTable;
  contract_orders: ContractOrdersTable;
  motor_inspection_requests: MotorInspectionRequestsTable;
  mail_queue: MailQueueTable;
  mail_attachments: MailAttachmentsTable;
  claims: ClaimsTable;
  claim_files: ClaimFilesTable;
  claim_history: ClaimHistoryTable;
  activation_codes: ActivationCodesTable;
  email_changes: EmailChangesTable;
  storm_settings: StormSettingsTable;
  storm_postcodes: StormPostcodesTable;
  storm_devices: StormDevicesTable;
  storm_code_requests: StormCodeRequestsTable;
  storm_warnings: StormWarningsTable;
  storm_superseded: StormSupersededTable;
  storm_warning_postcodes: StormWarningPostcodesTable;
  storm_deliveries: StormDeliveriesTable;
  storm_feed_documents: StormFeedDocumentsTable;
  storm_jobs: StormJobsTable;
  ebike_trackers: EbikeTrackersTable;
  job_runs: JobRunsTable;
  rate_limit_counts: RateLimitCountsTable;
  device_credentials: DeviceCredentialsTable;
  push_registrations: PushRegistrationsTable;
  push_preferences: PushPreferencesTable;
  push_outbox: PushOutboxTable;
  passkeys: PasskeysTable;
  passkey_challenges: PasskeyChallengesTable;
  analytics_counts: AnalyticsCountsTable;
  confirmations: ConfirmationsTable;
  inventory_items: InventoryItemsTable;
};

export type CustomersTable = {
  id: string;
  customer_number: string;
  /** argon2id; empty (NO_PASSWORD) until the customer has activated the account. */
  password_hash: string;
  gender: 'm' | 'w';
  title_prefix: string;
  title_suffix: string;
  first_name: string;
  last_name: string;
  birth_date: string;
  email: string;
  mobile: string;
  street: string;
  house_number: string;
  stair_floor_door: string;
  postcode: string;
  city: string;
  profession: string;
  employment_type: string;
  created_at: number;
  /** The customer's own adviser. */
  adviser_id: ColumnType<string | null, string | null | undefined>;
};

export type SessionsTable = {
  /** SHA-256 of the cookie value: a leaked table does not hand out sessions. */
  id_hash: string;
  customer_id: string | null;
  csrf_token: string;
  created_at: number;
  last_seen_at: number;
  expires_at: number;
  /** The browser's User-Agent at login (at most 512 characters), to name the device. */
  user_agent: ColumnType<string | null, string | null | undefined>;
  /** Where the session was signed in ("Wien, Österreich"), from the address; null: unknown. */
  place: ColumnType<string | null, string | null | undefined>;
};

/** A protected page (a route name) unlocked by its page password, for one session only. */
export type SessionPageUnlocksTable = {
  session_id_hash: string;
  page: string;
  unlocked_at: number;
  /** What the password opened, in the terms of the page's feature; null for rows older than 017. */
  subject: string | null;
};

export type SessionReauthenticationsTable = {
  session_id_hash: string;
  /** How the customer proved it: `password` (a passkey or biometric proof would be another). */
  proof: 'password';
  confirmed_at: number;
};

export type LoginFailuresTable = {
  customer_number: string;
  /** Failures, counted from each attempt's start (`pending` of them are still being checked). */
  failures: number;
  locked_until: number;
  last_failure_at: number;
  /** Attempts whose password is being checked (0 unless given). */
  pending: ColumnType<number, number | undefined>;
  /** When the last pending attempt began. */
  pending_since: ColumnType<number, number | undefined>;
};

/** Failed logins across all customer numbers in the minute that starts at `minute`. */
export type LoginFailureMinutesTable = {
  minute: number;
  failures: number;
};

/** A client address's failed logins (IPv6 by its /64), forgotten an hour after its last attempt. */
export type LoginAddressFailuresTable = {
  address: string;
  failures: number;
  last_attempt_at: number;
};

export type DownloadTokensTable = {
  token_hash: string;
  customer_id: string;
  /** The file call the token is for: GetPostBoxFile or ShowDokboxFile. */
  call: string;
  file_id: string;
  /** 1: the file's thumbnail (ShowDokboxFile with Thumb), 0: the file itself. */
  thumb: number;
  expires_at: number;
};

export type ContractsTable = {
  contract_number: string;
  customer_id: string;
  kind: string;
  position: number;
  motives_json: string;
  features_json: string;
  details_json: string;
  /** The adviser of this contract, where it is not the customer's own. */
  adviser_id: ColumnType<string | null, string | null | undefined>;
};

export type ContractTransactionsTable = {
  id: string;
  contract_number: string;
  booking_date: string;
  value_date: string;
  text: string;
  amount_cents: number;
};

export type ChecklistsTable = {
  id: string;
  customer_id: string;
  contract_number: string | null;
  title: string;
};

export type ChecklistItemsTable = {
  id: string;
  checklist_id: string;
  position: number;
  title: string;
  description: string;
  required: number;
};

export type ChecklistDocumentsTable = {
  id: string;
  item_id: string;
  file_name: string;
  description: string;
  upload_date: string;
  created_at: number;
  /** The stored file; null only for rows written before files were stored. */
  blob_hash: string | null;
  content_type: string;
};

/** A stored file, named by the SHA-256 of its content (see files/blob-store.ts). */
export type BlobsTable = {
  hash: string;
  size: number;
  created_at: number;
};

export type BlobDeletionsTable = {
  hash: string;
  due_at: number;
};

export type PostboxEntriesTable = {
  id: string;
  customer_id: string;
  title: string;
  creation_date: string;
  status: 'UNREAD' | 'READ';
  file_name: string;
  blob_hash: string;
  /** The first page as a JPEG, drawn when the DokBox first shows the letter; else null. */
  thumb_hash: ColumnType<string | null, string | null | undefined>;
  created_at: number;
  /** 1 for a letter the back office marked as legally relevant when delivering it. */
  legally_relevant: ColumnType<number, number | undefined, number>;
};

export type PostboxSettingsTable = {
  customer_id: string;
  electronic_delivery: number;
  notify: number;
  email: string;
  updated_at: number;
};

/** A consent to electronic delivery or its revocation (§ 5a VersVG), kept for good. */
export type PostboxConsentEventsTable = {
  id: string;
  customer_id: string;
  kind: 'consent' | 'revocation';
  /** The consent text's version (POSTBOX_CONSENT_TEXTS): agreed to, or revoked. */
  text_version: string;
  occurred_at: number;
};

/** The free paper copy of the customer's documents: one per customer. */
export type PostboxPaperCopyRequestsTable = {
  customer_id: string;
  requested_at: number;
};

export type DokboxCategoriesTable = {
  id: number;
  name: string;
  position: number;
};

export type DokboxFilesTable = {
  id: string;
  customer_id: string;
  category_id: number;
  name: string;
  description: string;
  file_date: string;
  is_360: number;
  /** The customer's name for the file; a display name only, never a path. */
  file_name: string;
  content_type: string;
  blob_hash: string;
  thumb_hash: string | null;
  /** The secret of the public link while the file is shared, else null. */
  share_token: string | null;
  /** The last day (in Austria, `yyyy-mm-dd`) on which the link works; a link past it is gone. */
  share_valid_until: string | null;
  created_at: number;
};

export type AdvisersTable = {
  agent_id: string;
  name: string;
  role: string;
  email: string;
  phone: string;
  address: string;
  /** The photo (a JPEG) in the blob store; null without one. */
  picture_hash: string | null;
  video_appointments: number;
};

/** An adviser's weekly hours for video appointments, in Vienna wall-clock time. */
export type AdviserHoursTable = {
  agent_id: string;
  /** 1 = Monday … 7 = Sunday. */
  weekday: number;
  start_minute: number;
  end_minute: number;
};

/** A video appointment; at most one booked per adviser and start (a unique index). */
export type VideoAppointmentsTable = {
  id: string;
  agent_id: string;
  customer_id: string;
  contract_number: string | null;
  /** VIDEO_TOPICS of the protocol package. */
  topic: string;
  message: string;
  /** Epoch ms (UTC). */
  starts_at: number;
  ends_at: number;
  status: 'booked' | 'cancelled';
  /** 0 when booked, one more with each move: the calendar files' SEQUENCE. */
  sequence: number;
  created_at: number;
  changed_at: number;
  /** The provider's room; random, set for every row (migration 016 filled the older ones). */
  room_name: string;
  /** SHA-256 of the appointment's id and its meeting password; null for rows older than 016. */
  meeting_password_hash: string | null;
  /** The documents the adviser asked for, as a JSON array of names. */
  documents_json: string;
};

/** A ChatId handed out for an appointment's room, as SHA-256, until the room closes. */
export type VideoMeetingRoomsTable = {
  chat_hash: string;
  appointment_id: string;
  created_at: number;
  expires_at: number;
};

/** The customer's rating of a video appointment, 1 to 5 stars. */
export type VideoFeedbackTable = {
  appointment_id: string;
  rating: number;
  comment: string;
  created_at: number;
};

/** The policy values of a FlexibleLife, FlexibleLife 2.0 or Voll:Wert contract. */
export type ContractPensionsTable = {
  contract_number: string;
  surrender_value_cents: number;
  guaranteed_capital_cents: number;
  risk_cover_cents: number;
  email_confirmation: number;
  /** yyyy-mm-dd of the latest fund valuation. */
  valuation_date: string;
};

export type ContractFundsTable = {
  contract_number: string;
  /** fonds1 … fonds7 */
  slot: string;
  position: number;
  name: string;
  isin: string;
  share_percent: number;
  /** Fund units in thousandths, so they stay exact integers. */
  units_thousandths: number;
  value_cents: number;
};

/** The total fund value of a contract at month ends, for the performance chart. */
export type ContractFundHistoryTable = {
  contract_number: string;
  date: string;
  value_cents: number;
};

/** A booked deposit, payout or spontaneous repayment, with the answer it got. */
export type ContractOrdersTable = {
  id: string;
  contract_number: string;
  kind: 'einzahlung' | 'auszahlung' | 'spontanzahlung';
  amount_cents: number;
  result_json: string;
  created_at: number;
};

export type MotorInspectionRequestsTable = {
  id: string;
  contract_number: string;
  preferred_date: string;
  time_of_day: string;
  phone: string;
  message: string;
  created_at: number;
};

/** A mail waiting to be sent (or given up on); deleted once sent. */
export type MailQueueTable = {
  id: string;
  /** What the mail is for (`dokbox-adviser`, …): the log names it instead of its content. */
  kind: string;
  recipient: string;
  reply_to: string | null;
  subject: string;
  body: string;
  /** `failed` once the attempts are used up; an operator may set it back to `queued`. */
  status: 'queued' | 'failed';
  attempts: number;
  next_attempt_at: number;
  /** While a sender holds the mail: until when; another sender may take it after that. */
  locked_until: number | null;
  /** Why the last attempt failed: error code and SMTP reply code, never the server's text. */
  last_error: string | null;
  created_at: number;
};

/** A file attached to a queued mail; its blob is kept while the mail names it. */
export type MailAttachmentsTable = {
  mail_id: string;
  position: number;
  file_name: string;
  content_type: string;
  blob_hash: string;
};

/** A reported claim; `claim_number` is what customer and claims desk know it by. */
export type ClaimsTable = {
  id: string;
  claim_number: string;
  customer_id: string;
  contract_number: string;
  /** kfz, haushalt, … (CLAIM_TYPES of the protocol package). */
  claim_type: string;
  /** The latest status of claim_history. */
  status: string;
  /** yyyy-mm-dd of the loss. */
  event_date: string;
  /** The form's answers as the type's schema parsed them. */
  answers_json: string;
  /** Where confirmations and status changes go: the customer's, or the visitor's address. */
  reporter_email: string;
  reported_by_visitor: number;
  created_at: number;
};

export type ClaimFilesTable = {
  id: string;
  claim_id: string;
  /** A display name only, never a path. */
  file_name: string;
  content_type: string;
  blob_hash: string;
  created_at: number;
  /** For a damaged item's receipt: the item (counted from 0); null for every other file. */
  item_index: ColumnType<number | null, number | null | undefined>;
};

/** Every status a claim had, with the note the customer was told. */
export type ClaimHistoryTable = {
  claim_id: string;
  position: number;
  status: string;
  note: string;
  changed_at: number;
};

/** A new customer's activation code, by its SHA-256; single-use and with an expiry. */
export type ActivationCodesTable = {
  code_hash: string;
  customer_id: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
};

/** A new e-mail address waiting for the customer to open the link mailed to it. */
export type EmailChangesTable = {
  token_hash: string;
  customer_id: string;
  new_email: string;
  created_at: number;
  expires_at: number;
  confirmed_at: number | null;
  withdrawn_at: number | null;
};

/** A contract's storm warning: on or off, and whether warnings also go by e-mail. */
export type StormSettingsTable = {
  contract_number: string;
  active: number;
  email: number;
  updated_at: number;
};

export type StormPostcodesTable = {
  contract_number: string;
  postcode: string;
  /** The order the customer entered them in. */
  position: number;
};

/** A phone number (`sms`, in E.164) or a push id (`push`) that gets a contract's warnings. */
export type StormDevicesTable = {
  contract_number: string;
  device_id: string;
  kind: 'sms' | 'push';
  name: string;
  mobile: string | null;
  /** When the number's code was entered; a push device is confirmed when registered. */
  confirmed_at: number | null;
  /** SHA-256 of the device id and the open code; null once confirmed or used up. */
  code_hash: string | null;
  code_expires_at: number | null;
  code_tries: ColumnType<number, number | undefined>;
  created_at: number;
};

/** A code sent by SMS, counted against the customer's daily limit. */
export type StormCodeRequestsTable = {
  customer_id: string;
  mobile: string;
  created_at: number;
};

/** A warning of the CAP source: one `info` of an alert (the German one). */
export type StormWarningsTable = {
  id: string;
  sender: string;
  identifier: string;
  sent_at: number;
  /** STORM_KINDS and STORM_LEVELS of the protocol package. */
  kind: string;
  level: string;
  event: string;
  headline: string;
  description: string;
  instruction: string;
  sender_name: string;
  onset_at: number;
  expires_at: number;
  /** `cancelled` or `replaced` by a later alert of the sender that references it. */
  status: 'actual' | 'cancelled' | 'replaced';
  received_at: number;
};

/** An alert a later one updated (`replaced`) or cancelled, known or not yet. */
export type StormSupersededTable = {
  sender: string;
  identifier: string;
  status: 'cancelled' | 'replaced';
};

/** The postcodes whose places lie in a warning's areas. */
export type StormWarningPostcodesTable = {
  warning_id: string;
  postcode: string;
};

/** One warning for one postcode to one recipient (`email:<customer>`, `sms:+43…`, `push:<id>`). */
export type StormDeliveriesTable = {
  id: string;
  warning_id: string;
  postcode: string;
  recipient: string;
  channel: 'email' | 'sms' | 'push';
  customer_id: string;
  contract_number: string;
  status: 'pending' | 'sent' | 'failed';
  attempts: number;
  next_attempt_at: number;
  /** Why the last attempt failed: an error code or HTTP status, never the gateway's text. */
  last_error: string | null;
  created_at: number;
  sent_at: number | null;
};

/** A source document already read (`file:<name>:<sha256>` or `url:<address>`). */
export type StormFeedDocumentsTable = {
  key: string;
  outcome: 'read' | 'malformed';
  seen_at: number;
};

/** A scheduled job and the process that runs it until `locked_until`. */
export type StormJobsTable = {
  name: string;
  holder: string | null;
  locked_until: number;
};

/** A customer's my21 programme: the day in Austria it started. */
export type My21ProgrammesTable = {
  customer_id: string;
  started_on: string;
  created_at: number;
};

/** A day of my21 whose task the customer marked as done. */
export type My21TasksDoneTable = {
  customer_id: string;
  day: number;
  done_at: number;
};

/** The tracker of an e-bike contract and the state of its activation at the provider. */
export type EbikeTrackersTable = {
  contract_number: string;
  customer_id: string;
  /** EBIKE_TRACKER_STATES of the protocol package, without `nicht-aktiviert` (no row). */
  status: 'angefragt' | 'aktiv' | 'abgelehnt' | 'fehlgeschlagen';
  /** The tracker's IMEI, 15 digits. */
  tracker_id: string;
  /** Letters and digits, uppercase. */
  frame_number: string;
  /** Ours, new with each request: the provider takes a repeated request as the same one. */
  reference: string;
  /** The provider's id of the activation, once it has answered the request. */
  provider_activation_id: string | null;
  /** EBIKE_TRACKER_REASONS of the protocol package, for `abgelehnt` and `fehlgeschlagen`. */
  reason: string | null;
  requested_at: number;
  activated_at: number | null;
  /** Failed attempts to reach the provider since its last answer. */
  failures: number;
  /** While `angefragt`: when the provider is asked next. */
  next_check_at: number | null;
  /** While a process asks the provider: until when it holds the row. */
  locked_until: number | null;
  changed_at: number;
};

/** When each scheduled job last started, in any process (jobs/scheduled-jobs.ts). */
export type JobRunsTable = {
  name: string;
  started_at: number;
};

/** Requests per rate-limit key and window, summed over all processes (http/shared-rate-limit.ts). */
export type RateLimitCountsTable = {
  key: string;
  /** When the window ends (epoch ms); windows are aligned, so every process agrees on them. */
  window_end: number;
  count: number;
  /** The key's limit: a process learns of keys over it that it has not seen itself. */
  max: number;
};

/** A device's credential for the biometric login: its secret only as SHA-256 (migration 026). */
export type DeviceCredentialsTable = {
  /** The public id the device list shows and revokes by. */
  id: string;
  customer_id: string;
  /** The app's installation id; one credential per customer and device. */
  device_id: string;
  device_name: string;
  secret_hash: string;
  /** The secret before the last login: presented again, it is a replay. */
  previous_secret_hash: string | null;
  created_at: number;
  last_used_at: number;
};

export type PushKind = 'fcm' | 'apns' | 'webpush';
export type PushTopic = 'postbox' | 'claims' | 'storm';

/** A device that gets push notifications: one per customer and installation. */
export type PushRegistrationsTable = {
  id: string;
  customer_id: string;
  /** The app's installation id (a browser makes its own when it subscribes). */
  installation_id: string;
  kind: PushKind;
  /** The FCM or APNs token, or the Web Push endpoint: one customer's at a time. */
  address: string;
  /** Web Push only: the subscription's public key and authentication secret (base64url). */
  p256dh: string | null;
  auth: string | null;
  /** The session that registered it (its key's hash): its logout or end removes it. */
  session_hash: string;
  created_at: number;
  /** The last registration or message sent. */
  last_used_at: number;
};

/** The topics a customer wants pushed; no row: all of them. */
export type PushPreferencesTable = {
  customer_id: string;
  postbox: number;
  claims: number;
  storm: number;
  updated_at: number;
};

/** A message waiting to be sent to one registration. */
export type PushOutboxTable = {
  id: string;
  registration_id: string;
  topic: PushTopic;
  title: string;
  body: string;
  /** The app's path the notification opens. */
  screen: string;
  /** The app icon's count (unread letters); null leaves it as it is. */
  badge: number | null;
  attempts: number;
  next_attempt_at: number;
  /** Not sent by then, it is dropped: a late notification is worse than none. */
  expires_at: number;
  created_at: number;
};

/** A customer's passkey: a WebAuthn credential's public key, never a secret (migration 027). */
export type PasskeysTable = {
  /** The public id the list shows and removes by. */
  id: string;
  customer_id: string;
  /** The credential's id as the browser sends it (base64url). */
  credential_id: string;
  /** The WebAuthn user handle (base64url): random, one per customer, in every passkey of theirs. */
  user_handle: string;
  /** The COSE public key (base64url). */
  public_key: string;
  /** The authenticator's signature counter; 0 for those that keep none. */
  counter: number;
  /** The authenticator's transports ("internal,hybrid"), as hints for the browser. */
  transports: string;
  /** Where it was set up: "Windows-PC", "Chrome 131" (empty when the browser did not say). */
  device_name: string;
  browser: string;
  created_at: number;
  last_used_at: number;
};

/** The challenge a session was given for one passkey ceremony, used once (migration 027). */
export type PasskeyChallengesTable = {
  session_id_hash: string;
  purpose: 'registration' | 'login';
  /** base64url, as the options carry it. */
  challenge: string;
  /** At registration: the user handle the options named. */
  user_handle: string | null;
  expires_at: number;
};

/** How often an event happened on a day in Vienna, by its detail (usage analytics, decision 034). */
export type AnalyticsCountsTable = {
  day: string;
  event: string;
  detail: string;
  count: number;
};

/** A confirmation of a contract, as issued (decision 043). */
export type ConfirmationsTable = {
  id: string;
  customer_id: string;
  contract_number: string;
  /** One of the protocol's CONFIRMATION_KINDS. */
  kind: string;
  /** The day confirmed, `yyyy-mm-dd`. */
  as_of: string;
  /** Printed on the document (`ABCD-EFGH`); names it in the customer's list. Not a secret. */
  number: string;
  /** SHA-256 of the verification code; the code is on the document only. */
  code_hash: string;
  /** The document's lines as issued (the protocol's confirmationDocumentSchema). */
  document_json: string;
  created_at: number;
  revoked_at: ColumnType<number | null, number | null | undefined>;
};

/** An item of a customer's household inventory (decision 045). */
export type InventoryItemsTable = {
  id: string;
  customer_id: string;
  /** The household insurance it belongs to; null for the list without a contract. */
  contract_number: string | null;
  name: string;
  /** One of the protocol's INVENTORY_ROOMS. */
  room: string;
  /** `yyyy-mm-dd`, or null when unknown. */
  purchase_date: string | null;
  /** The price of one piece; null when unknown. */
  price_cents: number | null;
  quantity: number;
  notes: string;
  photo_file_id: string | null;
  receipt_file_id: string | null;
  created_at: number;
  updated_at: number;
};
