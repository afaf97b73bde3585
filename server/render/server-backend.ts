import { BackendError, type Backend } from '@/data';
import type { Db } from '../db/database';
import { createProductRepository } from '../db/products';
import { createSettingsRepository } from '../db/settings';
import { PAGE_SIZE } from '@/domain';

/** The data port as the server renderer sees it: public reads straight from the database, nothing else. */
export function createServerBackend(db: Db): Backend {
  const products = createProductRepository(db);
  const settings = createSettingsRepository(db);
  const refuse = () =>
    Promise.reject(new BackendError('unavailable', 500, { message: 'Not available while rendering on the server' }));
  return {
    products: {
      list: async (query = {}) => products.list({ ...query, limit: query.limit ?? PAGE_SIZE }),
      get: async (id) => (/^[A-Za-z0-9]{1,40}$/.test(id) ? products.get(id) : null),
      create: refuse,
      update: refuse,
      remove: refuse,
    },
    orders: {
      list: refuse,
      setStatus: refuse,
      remove: refuse,
      counts: refuse,
      createManual: refuse,
      setLines: refuse,
      exportCsv: refuse,
    },
    demoData: { count: refuse, remove: refuse },
    audit: { list: refuse },
    enquiries: { send: refuse },
    insights: { summary: refuse },
    settings: { get: async () => settings.get(), save: refuse },
    images: { upload: refuse },
    auth: { signIn: refuse, signOut: refuse, currentUser: async () => null, changePassword: refuse },
  };
}
