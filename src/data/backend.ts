import type {
  AdminUser,
  ImageSlot,
  Order,
  OrderQuery,
  OrderStatus,
  Page,
  Product,
  ProductInput,
  ProductQuery,
} from '@/domain';
import type { InsightRange, InsightsSummary } from '@/domain/insights-figures';

/**
 * The one data port of the site. Screens read and write only through it; two adapters implement it:
 * `http` (the embedded server, the default) and `firebase` (hosted mode). See docs/decisions/001.
 *
 * Every method rejects with a `BackendError` whose message is fit to show a person.
 */
export interface Backend {
  products: {
    /** Newest first. */
    list(query?: ProductQuery): Promise<Page<Product>>;
    /** null when there is no such product. */
    get(id: string): Promise<Product | null>;
    create(input: ProductInput): Promise<Product>;
    update(id: string, input: ProductInput): Promise<Product>;
    remove(id: string): Promise<void>;
  };
  orders: {
    /** Newest first. Admin only. */
    list(query?: OrderQuery): Promise<Page<Order>>;
    setStatus(id: string, status: OrderStatus): Promise<void>;
    remove(id: string): Promise<void>;
  };
  insights: {
    /** What visitors did and how fast the pages were, over the last `days` days up to today. Admin only. */
    summary(days: InsightRange): Promise<InsightsSummary>;
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
  };
}

export type SignInResult = { ok: true; user: AdminUser } | { ok: false; message: string };

/** Why a call failed. `status` follows HTTP where it applies (401 signed out, 404 missing, 400 invalid). */
export class BackendError extends Error {
  readonly status: number;
  readonly fields: Readonly<Record<string, string>>;

  constructor(message: string, status = 500, fields: Record<string, string> = {}) {
    super(message);
    this.name = 'BackendError';
    this.status = status;
    this.fields = fields;
  }
}
