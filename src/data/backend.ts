import type {
  AdminProductQuery,
  AdminUser,
  DemoCounts,
  AuditEntry,
  AuditQuery,
  ErrorCode,
  ErrorParams,
  ImageSlot,
  Order,
  OrderQuery,
  OrderStatus,
  Page,
  Product,
  ProductInput,
  ProductQuery,
} from '@/domain';
import type { EnquiryInput, EnquiryLine, SentEnquiry } from '@/domain/enquiry-input';
import type { ImportAnswer, ImportRow } from '@/domain/product-import';
import type { ManualOrderInput, OrderCounts, OrderExportQuery } from '@/domain/order-admin';
import type { InsightRange, InsightsSummary } from '@/domain/insights-figures';
import type { ShopSettings } from '@/domain/shop-settings';
import type { PasswordChangeInput } from '@/domain/password';
import type {
  QuoteAnswer,
  ReminderDay,
  RepairCounts,
  RepairJob,
  RepairReminder,
  RepairStatusView,
} from '@/domain/repair';
import type {
  RepairClaimInput,
  RepairCreateInput,
  RepairExportQuery,
  RepairInput,
  RepairMove,
  RepairPaymentInput,
  RepairQuery,
  RepairVoidInput,
} from '@/domain/repair-schema';
import type { RepairInsights } from '@/domain/repair-insights';
import type { Language } from '@/domain/limits';
import type {
  ErasureCounts,
  Person,
  PersonCorrection,
  PersonPick,
  PersonQuery,
} from '@/domain/personal-data';

/**
 * The one data port of the site. Screens read and write only through it; two adapters implement it:
 * `http` (the embedded server, the default) and `firebase` (hosted mode). See docs/decisions/001.
 *
 * Every method rejects with a `BackendError`: a code (and the fields at fault) that screens show in the
 * visitor's language (src/components/ui/error-message.ts).
 */
export interface Backend {
  products: {
    /** Public: the products visitors see (no draft), newest first unless sorted. */
    list(query?: ProductQuery): Promise<Page<Product>>;
    /** Public: null when there is no such product, also for a draft and an id no product could have. */
    get(id: string): Promise<Product | null>;
    /** Admin only: every product, drafts too, or only those of `status`. */
    adminList(query?: AdminProductQuery): Promise<Page<Product>>;
    /** Admin only: any product, a draft too; null when there is none. */
    adminGet(id: string): Promise<Product | null>;
    /**
     * Admin only: an import of a file's lines (src/domain/product-import.ts), matched by SKU. `apply: false` previews
     * it and writes no product; `apply: true` plans it again and writes the added and changed products, never the
     * refused lines. The embedded server fetches pictures on other hosts and writes in one transaction; hosted mode
     * refuses such pictures (`imageUpload`) and writes in batches (docs/hosted-mode.md).
     */
    importLines(rows: ImportRow[], apply: boolean): Promise<ImportAnswer>;
    create(input: ProductInput): Promise<Product>;
    update(id: string, input: ProductInput): Promise<Product>;
    remove(id: string): Promise<void>;
  };
  orders: {
    /** Newest first. Admin only. */
    list(query?: OrderQuery): Promise<Page<Order>>;
    setStatus(id: string, status: OrderStatus): Promise<void>;
    remove(id: string): Promise<void>;
    /** How many orders have each status. Admin only. */
    counts(): Promise<OrderCounts>;
    /** The owner's own order (a walk-in or a phone call), pending, its lines priced from the catalogue. */
    createManual(input: ManualOrderInput): Promise<Order>;
    /**
     * Replaces the lines of a pending order, priced again from the catalogue. Refused with 409 and the field
     * `status: 'notPending'` once the order has another status.
     */
    setLines(id: string, lines: EnquiryLine[]): Promise<Order>;
    /** The orders of the filter as a CSV file (src/domain/orders-csv.ts), newest first. */
    exportCsv(query: OrderExportQuery): Promise<Blob>;
  };
  /**
   * Repair jobs (src/domain/repair.ts; money in src/domain/repair-money.ts; fields in src/domain/repair-fields.ts).
   * Everything is the admin's but `status` and `answerQuote`, which take the customer's token and nothing else.
   *
   * Money is integer sen everywhere, in and out (an input amount may also be ringgit text as typed: SenSchema).
   * Every job and view comes with `money` (repairMoney: the approved total, the storage fee, the sum paid, the
   * balance), worked out by the store that reads it with the one shared function.
   *
   * Refusals are BackendErrors with RepairError codes by field, each worded in both languages
   * (`repairs.errors.*` of admin.json, `repair.errors.*` of site.json):
   * - 400 'invalid': the input does not fit its schema (`customerPhone: 'phone'`, `lines.0.quantity: 'quantity'`,
   *   `lines.1.unitPrice: 'amount'`, `amount: 'amount'`, `lines: 'quoteRequired'`);
   * - 404 'notFound': no such job (a status link: null instead);
   * - 409 'conflict': the job's state refuses it, and nothing is written (`status: 'moveNotAllowed'`,
   *   `from: 'staleStatus'`, `answer: 'notAwaitingAnswer'`, `version: 'staleQuote'`, `amount: 'overBalance'`,
   *   `estimate: 'billFixed' | 'belowPaid'`, `date: 'beforeReceived'`, `kind: 'notEnded'`, `amount: 'overRefund'`,
   *   `payment: 'alreadyVoided'`, `status: 'notCollected'`, `warranty: 'warrantyEnded'`,
   *   `day: 'notDue'`). Every 409 of a move is what the screens say as "someone else changed this job".
   * Each write is one transaction (embedded) or one transaction of the job and its view (hosted, with rules that
   * check the same: totals, versions, from-status, balance).
   */
  repairs: {
    /**
     * Admin: open jobs first, then closed ones, each newest first; searched by number, name or phone as typed
     * (src/domain/repair-search.ts) and filtered by status. Each job carries its quote's answer (isAnswered marks the
     * ones that wait for the owner) and its money.
     */
    list(query?: RepairQuery): Promise<Page<RepairJob>>;
    /** Admin: a job by its id, or null. */
    get(id: string): Promise<RepairJob | null>;
    /**
     * Admin: a new job, received now, with the next number of this year (in Malaysia) and a new token. A deposit
     * in the input is recorded as its first payment in the same write (refused 409 `deposit: 'overBalance'` above
     * the estimate).
     */
    create(input: RepairCreateInput): Promise<RepairJob>;
    /**
     * Admin: the job's details (REPAIR_FIELDS' admin rows); its status, money, history, number and token stay.
     * Refused 409 `estimate: 'billFixed'` for a change of the estimate once the job has ended, and
     * `estimate: 'belowPaid'` for an estimate below what was paid while there is no quote.
     */
    update(id: string, input: RepairInput): Promise<RepairJob>;
    /**
     * Admin: moves the job from `move.from` to `move.status`, stamped now with the note, and records it in the audit
     * log. Refused 409 `from: 'staleStatus'` when the job is no longer in `from` (of N moves sent from one status at
     * once, exactly one is applied, whatever their targets), and 409 `status: 'moveNotAllowed'` unless
     * canMoveRepair(from, to).
     * - to awaitingApproval: `move.lines` become the next quote version (Shop settings' service tax rate of today),
     *   unanswered;
     * - to ready: readyAt is now (reminders and the storage fee count from its day in Malaysia);
     * - to collected: collectedAt is now, the storage fee of Shop settings' terms is charged (storageFee) and the
     *   warranty period fixed (warrantyDays, warrantyEndsOn).
     */
    move(id: string, move: RepairMove): Promise<RepairJob>;
    /**
     * Admin: records a payment (a deposit, a part or the final one) or, once the job has ended, a refund of what was
     * paid beyond the bill (decidePayment of src/domain/repair-writes.ts). Refused 409 `amount: 'overBalance'`
     * above the balance, `amount: 'overRefund'` above what is to refund, `kind: 'notEnded'` for a refund while the
     * job goes on, `payments: 'tooMany'` past MAX_REPAIR_PAYMENTS not voided, `date: 'futureDate'` for a day after
     * today in Malaysia and `date: 'beforeReceived'` before the day the job was received (by the server's clock;
     * the hosted rules check it against the request's time). Payments are allowed after collection (the storage
     * fee is charged then).
     */
    recordPayment(id: string, payment: RepairPaymentInput): Promise<RepairJob>;
    /**
     * Admin: voids a payment (by its id, its place on the job): it stays in `payments` with `voided` (when, who,
     * why) and leaves the sums. Refused 409 `payment: 'alreadyVoided'`; 404 for a payment the job does not have.
     */
    voidPayment(id: string, paymentId: string, input?: RepairVoidInput): Promise<RepairJob>;
    /**
     * Admin: a warranty claim on a collected job, on or before its warrantyEndsOn (Malaysia's day): a new job,
     * received now, with the first one's customer, language and machine, the claim's fault (required), an estimate
     * of 0 (priced zero until the owner quotes), `claimOf` naming the first job; the first job's `claims` names the
     * new one, in the same write. Made once: while the latest claim is open, that job is the answer and nothing is
     * written (five taps at once make one job). Refused 409 `status: 'notCollected'` and
     * `warranty: 'warrantyEnded'`.
     */
    warrantyClaim(id: string, claim: RepairClaimInput): Promise<RepairJob>;
    /**
     * Admin: the machine's history: the other jobs with the same serial number (serialKey: any spacing or case) or
     * the same customer phone (E.164, so any spelling typed), newest first, at most MAX_MACHINE_HISTORY.
     */
    machineHistory(id: string): Promise<RepairJob[]>;
    /**
     * Admin: the "To remind" list of `on` (`YYYY-MM-DD` in Malaysia, today when absent): every job ready and not
     * collected whose dueReminder(job, on) is a day of REMINDER_DAYS (3, 7, 14, 30 after its ready day), the
     * longest waiting first.
     */
    reminders(on?: string): Promise<RepairReminder[]>;
    /**
     * Admin: the reminder of `day` was sent (the owner tapped its WhatsApp link): kept on the job with the time.
     * The same day sent again changes nothing; a day that is not due today (dueReminder) is 409 `day: 'notDue'`.
     */
    markReminderSent(id: string, day: ReminderDay): Promise<RepairJob>;
    /**
     * Admin: stores a photo under `repairs/{owner}_{index}_{file name}` (src/domain/repair-photo.ts) and returns the
     * address to keep on the job; `owner` is the job's id when editing, or a timestamp when adding.
     */
    uploadPhoto(file: File, owner: string, index: number): Promise<string>;
    /**
     * Admin: how many jobs have each status, how many open ones are overdue, how many answered quotes wait for the
     * owner, and how many reminders are due today.
     */
    counts(): Promise<RepairCounts>;
    /** Admin: the jobs of the filter as a CSV file (src/domain/repairs-csv.ts) in its language, in the list's order. */
    exportCsv(query: RepairExportQuery): Promise<Blob>;
    /** Admin: received and collected per week, and the median days to ready (src/domain/repair-insights.ts). */
    insights(): Promise<RepairInsights>;
    /** Public: what the customer's status page shows, or null for a token no job has (whatever its form). */
    status(token: string): Promise<RepairStatusView | null>;
    /**
     * Public: the customer's answer to the quote of `version`, once. Refused 409 'conflict' with
     * `answer: 'notAwaitingAnswer'` when the job does not wait for one (answered already, or moved on), and with
     * `version: 'staleQuote'` when the quote is now another version; either refusal carries the current view in
     * `params.view` (RepairStatusView), so the page shows the current quote. Null for a token no job has.
     */
    answerQuote(token: string, answer: QuoteAnswer, version: number): Promise<RepairStatusView | null>;
  };
  /**
   * A customer's personal data (issue 39, decision 024; src/domain/personal-data.ts), the admin's: the people a
   * phone in any spelling or a name finds, each with their own orders and jobs; then a copy, a correction and an
   * erasure of one person, or of the records of theirs the owner picked (404 `notFound` when the pick names none;
   * an erasure 409 `openRecords` while one is open), and the retention sweep of Shop settings' months.
   */
  customers: {
    find(query: PersonQuery): Promise<{ people: Person[] }>;
    copy(person: PersonPick, format: 'json' | 'csv', language: Language): Promise<Blob>;
    correct(person: PersonPick, change: PersonCorrection): Promise<{ orders: number; repairs: number }>;
    erase(person: PersonPick): Promise<ErasureCounts>;
    sweep(): Promise<ErasureCounts>;
  };
  demoData: {
    /** How many demo products and orders are left (the embedded server's seed; hosted mode has none). Admin only. */
    count(): Promise<DemoCounts>;
    /** Removes them, with their images; the owner's own products and orders stay. Admin only. */
    remove(): Promise<DemoCounts>;
  };
  audit: {
    /** The audit log, newest first, a page at a time. Admin only. */
    list(page?: AuditQuery): Promise<Page<AuditEntry>>;
  };
  enquiries: {
    /**
     * Public: sends a visitor's enquiry list as a pending order. Names, prices and the total are the catalogue's
     * at this moment, never the caller's. Refusals carry codes of `ENQUIRY_ERRORS` by field (`lines.N.productId`,
     * `customerPhone`, …); too many orders from one address is a 429.
     */
    send(input: EnquiryInput): Promise<SentEnquiry>;
  };
  insights: {
    /** What visitors did and how fast the pages were, over the last `days` days up to today. Admin only. */
    summary(days: InsightRange): Promise<InsightsSummary>;
  };
  settings: {
    /** Public: the shop's settings (names, address, numbers, links, ratings, testimonials), or the defaults. */
    get(): Promise<ShopSettings>;
    /**
     * Replaces them all; testimonials keep their order, and one without an id gets one. Refusals carry codes of
     * `SETTINGS_ERRORS` by field (`whatsApp`, `shopee.url`, `testimonials.2.text.ms`). Admin only.
     */
    save(input: ShopSettings): Promise<ShopSettings>;
  };
  images: {
    /**
     * Stores an image under `products/{owner}_{slot}_{file name}` and returns the URL to keep on the product.
     * `owner` is the product id when editing, or a timestamp when adding.
     */
    upload(file: File, owner: string, slot: ImageSlot): Promise<string>;
  };
  auth: {
    signIn(email: string, password: string): Promise<SignInResult>;
    signOut(): Promise<void>;
    /** The signed-in admin, or null. */
    currentUser(): Promise<AdminUser | null>;
    /**
     * The signed-in admin's new password, after the current one (src/domain/password-schema.ts). Refused with
     * 400 'invalid' and `PASSWORD_ERRORS` by field (`currentPassword: 'wrongCurrent'`, `newPassword: 'leaked'`…),
     * 429 when guesses of the current one are throttled. Other sessions of the account end; this one stays.
     */
    changePassword(change: PasswordChangeInput): Promise<void>;
    /**
     * Hosted mode only: Firebase Auth e-mails a link to choose a new password (silently nothing when no account
     * has the address). The embedded server has no mail: its owner runs `npm run admin:reset-password` on the
     * server (`passwordResetByEmail()` in src/data/index.ts tells the screens which, at build time).
     */
    sendPasswordReset?(email: string): Promise<void>;
  };
}

/** A refused sign-in says why as a BackendError (invalidCredentials, throttled, notAdmin…). */
export type SignInResult = { ok: true; user: AdminUser } | { ok: false; error: BackendError };

type BackendErrorOptions = {
  /** Field path → field code ('name' → 'nameRequired'). */
  fields?: Record<string, string>;
  params?: ErrorParams;
  /** Short English for logs; the code when not given. Screens never show it. */
  message?: string;
  /** On a 409 that says the record changed: the record as it is now, when the call says it sends it. */
  current?: unknown;
};

/**
 * Why a call failed, as a code from src/domain/error-codes.ts. `status` follows HTTP where it applies
 * (401 signed out, 404 missing, 400 invalid, 0 no answer).
 */
export class BackendError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly fields: Readonly<Record<string, string>>;
  readonly params: ErrorParams;
  /** On a 409 that says the record changed, the record as it is now (a call's doc comment says when). */
  readonly current: unknown;

  constructor(code: ErrorCode, status = 500, { fields = {}, params = {}, message, current }: BackendErrorOptions = {}) {
    super(message ?? code);
    this.name = 'BackendError';
    this.code = code;
    this.status = status;
    this.fields = fields;
    this.params = params;
    this.current = current;
  }
}
