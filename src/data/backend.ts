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
import type { EnquiryInput, EnquiryLine, SentEnquiry } from '@/domain/enquiry';
import type { ImportAnswer, ImportRow } from '@/domain/product-import';
import type { ManualOrderInput, OrderCounts, OrderExportQuery } from '@/domain/order-admin';
import type { InsightRange, InsightsSummary } from '@/domain/insights-figures';
import type { ShopSettings } from '@/domain/shop-settings';
import type { PasswordChangeInput } from '@/domain/password';
import type { QuoteAnswer, RepairCounts, RepairJob, RepairStatusView } from '@/domain/repair';
import type { RepairExportQuery, RepairInput, RepairMove, RepairQuery } from '@/domain/repair-schema';
import type { RepairInsights } from '@/domain/repair-insights';
import type { Language } from '@/domain/limits';
import type { ErasureCounts, PersonCorrection, PersonQuery, PersonRecords } from '@/domain/personal-data';

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
   * Repair jobs (src/domain/repair.ts). Everything is the admin's but `status` and `answerQuote`, which take the
   * customer's token and nothing else. Refusals carry `RepairError` codes by field (`customerPhone: 'phone'`,
   * `quote: 'quoteRequired'`); a move REPAIR_MOVES does not allow is 409 'conflict' with `status: 'moveNotAllowed'`.
   */
  repairs: {
    /**
     * Admin: open jobs first, then closed ones, each newest first; searched by number, name or phone as typed
     * (src/domain/repair-search.ts) and filtered by status.
     */
    list(query?: RepairQuery): Promise<Page<RepairJob>>;
    /** Admin: a job by its id, or null. */
    get(id: string): Promise<RepairJob | null>;
    /** Admin: a new job, received now, with the next number of this year (in Malaysia) and a new token. */
    create(input: RepairInput): Promise<RepairJob>;
    /** Admin: the job's details; its status, history, number and token stay. */
    update(id: string, input: RepairInput): Promise<RepairJob>;
    /**
     * Admin: moves the job to another status, stamped now with the note (and the quote, for awaitingApproval), and
     * records it in the audit log. Refused with 409 unless canMoveRepair(from, to).
     */
    move(id: string, move: RepairMove): Promise<RepairJob>;
    /**
     * Admin: stores a photo under `repairs/{owner}_{index}_{file name}` (src/domain/repair-photo.ts) and returns the
     * address to keep on the job; `owner` is the job's id when editing, or a timestamp when adding.
     */
    uploadPhoto(file: File, owner: string, index: number): Promise<string>;
    /** Admin: how many jobs have each status, and how many open ones are overdue. */
    counts(): Promise<RepairCounts>;
    /** Admin: the jobs of the filter as a CSV file (src/domain/repairs-csv.ts) in its language, in the list's order. */
    exportCsv(query: RepairExportQuery): Promise<Blob>;
    /** Admin: received and collected per week, and the median days to ready (src/domain/repair-insights.ts). */
    insights(): Promise<RepairInsights>;
    /** Public: what the customer's status page shows, or null for a token no job has (whatever its form). */
    status(token: string): Promise<RepairStatusView | null>;
    /**
     * Public: the customer's answer to the quote, once. Refused with 409 'conflict' and `answer: 'notAwaitingAnswer'`
     * when the job does not wait for one (answered already, or moved on); null for a token no job has.
     */
    answerQuote(token: string, answer: QuoteAnswer): Promise<RepairStatusView | null>;
  };
  /**
   * A customer's personal data (issue 39; src/domain/personal-data.ts), the admin's: one person's orders and jobs
   * by phone in any spelling or by name, a copy, a correction everywhere, an erasure (refused with `openRecords`
   * while one is open), and the retention sweep of Shop settings' months.
   */
  customers: {
    find(person: PersonQuery): Promise<PersonRecords>;
    copy(person: PersonQuery, format: 'json' | 'csv', language: Language): Promise<Blob>;
    correct(person: PersonQuery, change: PersonCorrection): Promise<{ orders: number; repairs: number }>;
    erase(person: PersonQuery): Promise<ErasureCounts>;
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

  constructor(code: ErrorCode, status = 500, { fields = {}, params = {}, message }: BackendErrorOptions = {}) {
    super(message ?? code);
    this.name = 'BackendError';
    this.code = code;
    this.status = status;
    this.fields = fields;
    this.params = params;
  }
}
