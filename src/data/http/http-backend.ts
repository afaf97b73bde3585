import { signInMessages } from '@/domain/auth';
import type { AdminUser, ImageSlot, Order, Page, Product } from '@/domain';
import type { InsightsSummary } from '@/domain/insights-figures';
import { BackendError, type Backend } from '../backend';

export type HttpBackendOptions = {
  baseUrl?: string;
  /** The browser's fetch by default; tests outside a browser pass one that keeps cookies. */
  fetch?: typeof fetch;
};

/** Adapter for the embedded server's JSON API (server/app.ts). */
export function createHttpBackend({
  baseUrl = '/api',
  fetch: send = (input, init) => fetch(input, init),
}: HttpBackendOptions = {}): Backend {
  async function request<T>(path: string, init: RequestInit = {}): Promise<T> {
    let response: Response;
    try {
      response = await send(baseUrl + path, {
        credentials: 'same-origin',
        ...init,
        headers: {
          Accept: 'application/json',
          ...(typeof init.body === 'string' ? { 'Content-Type': 'application/json' } : {}),
          ...init.headers,
        },
      });
    } catch {
      throw new BackendError('Network error: check your connection and try again', 0);
    }
    if (response.status === 204) return undefined as T;
    const body: unknown = await response.json().catch(() => null);
    if (!response.ok) throw toError(response.status, body);
    return body as T;
  }

  return {
    products: {
      list: (query = {}) => request<Page<Product>>(`/products${toSearch(query)}`),
      get: async (id) => {
        try {
          return await request<Product>(`/products/${encodeURIComponent(id)}`);
        } catch (error) {
          if (error instanceof BackendError && error.status === 404) return null;
          throw error;
        }
      },
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
    },
    insights: {
      summary: (days) => request<InsightsSummary>(`/insights?days=${days}`),
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
          if (error instanceof BackendError && error.status >= 400 && error.status < 500) {
            return { ok: false, message: error.message || signInMessages.invalidCredentials };
          }
          throw error;
        }
      },
      signOut: () => request<void>('/session', { method: 'DELETE' }),
      currentUser: async () => {
        const { user } = await request<{ user: AdminUser | null }>('/session');
        return user;
      },
    },
  };
}

function toSearch(query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}

function toError(status: number, body: unknown): BackendError {
  const record = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const message = typeof record.message === 'string' ? record.message : `Request failed (${status})`;
  const fields =
    record.fields && typeof record.fields === 'object' ? (record.fields as Record<string, string>) : {};
  return new BackendError(message, status, fields);
}
