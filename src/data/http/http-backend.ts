import { isErrorCode, type ErrorCode } from '@/domain/error-codes';
import type { AdminUser, AuditEntry, DemoCounts, ImageSlot, Order, Page, Product } from '@/domain';
import type { SentEnquiry } from '@/domain/enquiry-input';
import type { InsightsSummary } from '@/domain/insights-figures';
import type { OrderCounts } from '@/domain/order-admin';
import type { ShopSettings } from '@/domain/shop-settings';
import type { ImportAnswer } from '@/domain/product-import';
import type { RepairCounts, RepairJob, RepairReminder, RepairStatusView } from '@/domain/repair';
import type { RepairInsights } from '@/domain/repair-insights';
import type { ErasureCounts, Person } from '@/domain/personal-data';
import { BackendError, type Backend } from '../backend';

export type HttpBackendOptions = {
  baseUrl?: string;
  /** The browser's fetch by default; tests outside a browser pass one that keeps cookies. */
  fetch?: typeof fetch;
};

/** Adapter for the embedded server's JSON API (server/http/app.ts). */
export function createHttpBackend({
  baseUrl = '/api',
  fetch: send = (input, init) => fetch(input, init),
}: HttpBackendOptions = {}): Backend {
  async function fetchOrFail(url: string, init: RequestInit): Promise<Response> {
    try {
      return await send(url, init);
    } catch {
      throw new BackendError('network', 0, { message: 'Network error: the server did not answer' });
    }
  }

  async function request<T>(path: string, init: RequestInit = {}): Promise<T> {
    const response = await fetchOrFail(baseUrl + path, {
      credentials: 'same-origin',
      ...init,
      headers: {
        Accept: 'application/json',
        ...(typeof init.body === 'string' ? { 'Content-Type': 'application/json' } : {}),
        ...init.headers,
      },
    });
    if (response.status === 204) return undefined as T;
    const body: unknown = await response.json().catch(() => null);
    if (!response.ok) throw toError(response.status, body);
    return body as T;
  }

  /** A CSV file of the admin's, as bytes: reading it as text would drop the byte order mark that Excel needs. */
  async function download(path: string, init: RequestInit = {}): Promise<Blob> {
    const response = await fetchOrFail(baseUrl + path, {
      credentials: 'same-origin',
      ...init,
      headers: {
        Accept: 'text/csv',
        ...(typeof init.body === 'string' ? { 'Content-Type': 'application/json' } : {}),
      },
    });
    if (!response.ok) throw toError(response.status, await response.json().catch(() => null));
    return response.blob();
  }

  /** A product's read: null when there is none, or when the server refuses the id as malformed (400). */
  async function orNull<T>(read: Promise<T>): Promise<T | null> {
    try {
      return await read;
    } catch (error) {
      if (error instanceof BackendError && (error.status === 404 || error.status === 400)) return null;
      throw error;
    }
  }

  return {
    products: {
      list: (query = {}) => request<Page<Product>>(`/products${toSearch(query)}`),
      get: (id) => orNull(request<Product>(`/products/${encodeURIComponent(id)}`)),
      adminList: (query = {}) => request<Page<Product>>(`/admin/products${toSearch(query)}`),
      adminGet: (id) => orNull(request<Product>(`/admin/products/${encodeURIComponent(id)}`)),
      importLines: (rows, apply) =>
        request<ImportAnswer>('/admin/products/import', { method: 'POST', body: JSON.stringify({ rows, apply }) }),
      create: (input) => request<Product>('/products', { method: 'POST', body: JSON.stringify(input) }),
      update: (id, input) =>
        request<Product>(`/products/${encodeURIComponent(id)}`, { method: 'PUT', body: JSON.stringify(input) }),
      remove: (id) => request<void>(`/products/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    },
    orders: {
      list: (query = {}) => request<Page<Order>>(`/orders${toSearch(query)}`),
      setStatus: async (id, status) => {
        await request<Order>(`/orders/${encodeURIComponent(id)}`, {
          method: 'PATCH',
          body: JSON.stringify({ status }),
        });
      },
      remove: (id) => request<void>(`/orders/${encodeURIComponent(id)}`, { method: 'DELETE' }),
      counts: () => request<OrderCounts>('/orders/counts'),
      createManual: (input) => request<Order>('/orders/manual', { method: 'POST', body: JSON.stringify(input) }),
      setLines: (id, lines) =>
        request<Order>(`/orders/${encodeURIComponent(id)}/lines`, { method: 'PUT', body: JSON.stringify({ lines }) }),
      exportCsv: (query) => download(`/orders/export.csv${toSearch(query)}`),
    },
    repairs: {
      list: (query = {}) => request<Page<RepairJob>>(`/repairs${toSearch(query)}`),
      get: (id) => orNull(request<RepairJob>(`/repairs/${encodeURIComponent(id)}`)),
      create: (input) => request<RepairJob>('/repairs', { method: 'POST', body: JSON.stringify(input) }),
      update: (id, input) =>
        request<RepairJob>(`/repairs/${encodeURIComponent(id)}`, { method: 'PUT', body: JSON.stringify(input) }),
      move: (id, move) =>
        request<RepairJob>(`/repairs/${encodeURIComponent(id)}/moves`, { method: 'POST', body: JSON.stringify(move) }),
      recordPayment: (id, payment) =>
        request<RepairJob>(`/repairs/${encodeURIComponent(id)}/payments`, {
          method: 'POST',
          body: JSON.stringify(payment),
        }),
      voidPayment: (id, paymentId, input = {}) =>
        request<RepairJob>(
          `/repairs/${encodeURIComponent(id)}/payments/${encodeURIComponent(paymentId)}/void`,
          { method: 'POST', body: JSON.stringify(input) },
        ),
      warrantyClaim: (id, claim) =>
        request<RepairJob>(`/repairs/${encodeURIComponent(id)}/claims`, { method: 'POST', body: JSON.stringify(claim) }),
      machineHistory: (id) => request<RepairJob[]>(`/repairs/${encodeURIComponent(id)}/machine-history`),
      reminders: (on) => request<RepairReminder[]>(`/repairs/reminders${toSearch(on === undefined ? {} : { on })}`),
      markReminderSent: (id, day) =>
        request<RepairJob>(`/repairs/${encodeURIComponent(id)}/reminders`, {
          method: 'POST',
          body: JSON.stringify({ day }),
        }),
      uploadPhoto: async (file, owner, index) => {
        const form = new FormData();
        form.set('owner', owner);
        form.set('index', String(index));
        form.set('file', file, file.name);
        const { url } = await request<{ url: string }>('/repairs/photos', { method: 'POST', body: form });
        return url;
      },
      counts: () => request<RepairCounts>('/repairs/counts'),
      exportCsv: (query) => download(`/repairs/export.csv${toSearch(query)}`),
      insights: () => request<RepairInsights>('/repairs/insights'),
      // A link of another form, or of no job, is the same 404: null, as the port says.
      status: (token) => orNull(request<RepairStatusView>(`/repair-status/${encodeURIComponent(token)}`)),
      answerQuote: (token, answer, version) =>
        orNull(
          request<RepairStatusView>(`/repair-status/${encodeURIComponent(token)}/answer`, {
            method: 'POST',
            body: JSON.stringify({ answer, version }),
          }),
        ),
    },
    customers: {
      find: (query) => request<{ people: Person[] }>(`/customers${toSearch(query)}`),
      // Sent in the body: whom a copy is of is never in an address.
      copy: (person, format, language) =>
        download('/customers/copy', { method: 'POST', body: JSON.stringify({ person, format, language }) }),
      correct: (person, change) =>
        request<{ orders: number; repairs: number }>('/customers/correct', {
          method: 'POST',
          body: JSON.stringify({ person, change }),
        }),
      erase: (person) =>
        request<ErasureCounts>('/customers/erase', { method: 'POST', body: JSON.stringify({ person }) }),
      sweep: () => request<ErasureCounts>('/customers/sweep', { method: 'POST' }),
    },
    demoData: {
      count: () => request<DemoCounts>('/demo-data'),
      remove: () => request<DemoCounts>('/demo-data', { method: 'DELETE' }),
    },
    audit: {
      list: (page = {}) => request<Page<AuditEntry>>(`/audit${toSearch(page)}`),
    },
    enquiries: {
      send: (input) => request<SentEnquiry>('/orders', { method: 'POST', body: JSON.stringify(input) }),
    },
    insights: {
      summary: (days) => request<InsightsSummary>(`/insights?days=${days}`),
    },
    settings: {
      get: () => request<ShopSettings>('/settings'),
      save: (input) => request<ShopSettings>('/settings', { method: 'PUT', body: JSON.stringify(input) }),
    },
    images: {
      upload: async (file: File, owner: string, slot: ImageSlot) => {
        const form = new FormData();
        form.set('owner', owner);
        form.set('slot', String(slot));
        form.set('file', file, file.name);
        const { url } = await request<{ url: string }>('/uploads', { method: 'POST', body: form });
        return url;
      },
    },
    auth: {
      signIn: async (email, password) => {
        try {
          const { user } = await request<{ user: AdminUser }>('/session', {
            method: 'POST',
            body: JSON.stringify({ email, password }),
          });
          return { ok: true, user };
        } catch (error) {
          if (error instanceof BackendError && error.status >= 400 && error.status < 500) return { ok: false, error };
          throw error;
        }
      },
      signOut: () => request<void>('/session', { method: 'DELETE' }),
      currentUser: async () => {
        const { user } = await request<{ user: AdminUser | null }>('/session');
        return user;
      },
      changePassword: (change) =>
        request<void>('/session/password', { method: 'PUT', body: JSON.stringify(change) }),
    },
  };
}

/** A query's values in the address; a schema's input may type one as unknown (a preprocessed field), so each is checked. */
function toSearch(query: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    // A flag is sent only when set (`overdue=true`); false and empty values are the filter's absence.
    if ((typeof value === 'string' && value !== '') || typeof value === 'number' || value === true) {
      params.set(key, String(value));
    }
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** The server's error answer (`{ code, message, fields, params }`, server/http/http-errors.ts) as a BackendError. */
function toError(status: number, body: unknown): BackendError {
  const record = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const code = isErrorCode(record.code) ? record.code : codeOfStatus(status);
  return new BackendError(code, status, {
    message: typeof record.message === 'string' ? record.message : `Request failed (${status})`,
    fields: stringsOf(record.fields),
    params: stringsOrNumbersOf(record.params),
    ...(record.current === undefined ? {} : { current: record.current }),
  });
}

/** An answer without a code of ours (a proxy's error page, an older server) by its status. */
function codeOfStatus(status: number): ErrorCode {
  if (status === 401) return 'unauthorised';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'notFound';
  if (status === 413) return 'tooLarge';
  if (status === 415) return 'unsupportedBody';
  if (status === 429) return 'throttled';
  if (status === 502 || status === 503 || status === 504) return 'unavailable';
  return status >= 400 && status < 500 ? 'invalid' : 'unknown';
}

function stringsOf(value: unknown): Record<string, string> {
  if (!value || typeof value !== 'object') return {};
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

function stringsOrNumbersOf(value: unknown): Record<string, string | number> {
  if (!value || typeof value !== 'object') return {};
  return Object.fromEntries(
    Object.entries(value).filter(
      (entry): entry is [string, string | number] => typeof entry[1] === 'string' || typeof entry[1] === 'number',
    ),
  );
}
