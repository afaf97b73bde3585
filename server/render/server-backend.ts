import { BackendError, type Backend } from '@/data';
import type { Db } from '../db/database';
import { createProductRepository } from '../db/products-store';
import { createRepairRepository } from '../db/repairs-store';
import { repairStatusView } from '@/domain/repair';
import { createSettingsRepository } from '../db/settings-store';
import { PAGE_SIZE } from '@/domain';

/** Operations a renderer answers itself, by area of the port. */
type Answers = { [Area in keyof Backend]?: Partial<Backend[Area]> };

/**
 * The data port for a renderer: every operation answers with `otherwise`, but those in `answers`. The one list of
 * the port's operations for both renderers (below, and the hosted prerender's in ./prerender.ts), so that a new
 * operation is added once.
 */
export function rendererBackend(otherwise: () => Promise<never>, answers: Answers): Backend {
  const every: Backend = {
    products: {
      list: otherwise,
      get: otherwise,
      adminList: otherwise,
      adminGet: otherwise,
      importLines: otherwise,
      create: otherwise,
      update: otherwise,
      remove: otherwise,
    },
    orders: {
      list: otherwise,
      setStatus: otherwise,
      remove: otherwise,
      counts: otherwise,
      createManual: otherwise,
      setLines: otherwise,
      exportCsv: otherwise,
    },
    repairs: {
      list: otherwise,
      get: otherwise,
      create: otherwise,
      update: otherwise,
      move: otherwise,
      recordPayment: otherwise,
      voidPayment: otherwise,
      warrantyClaim: otherwise,
      machineHistory: otherwise,
      reminders: otherwise,
      markReminderSent: otherwise,
      uploadPhoto: otherwise,
      counts: otherwise,
      exportCsv: otherwise,
      insights: otherwise,
      status: otherwise,
      answerQuote: otherwise,
    },
    customers: { find: otherwise, copy: otherwise, correct: otherwise, erase: otherwise, sweep: otherwise },
    demoData: { count: otherwise, remove: otherwise },
    audit: { list: otherwise },
    enquiries: { send: otherwise },
    insights: { summary: otherwise },
    settings: { get: otherwise, save: otherwise },
    images: { upload: otherwise },
    auth: { signIn: otherwise, signOut: otherwise, currentUser: otherwise, changePassword: otherwise },
  };
  return Object.fromEntries(
    Object.entries(every).map(([area, operations]) => [area, { ...operations, ...answers[area as keyof Backend] }]),
  ) as unknown as Backend;
}

/**
 * The data port as the server renderer sees it: public reads straight from the database, nothing else (a customer's
 * answer to a quote goes through the API, from the page's code).
 */
export function createServerBackend(db: Db): Backend {
  const products = createProductRepository(db);
  const settings = createSettingsRepository(db);
  const repairs = createRepairRepository(db);
  const refuse = () =>
    Promise.reject(new BackendError('unavailable', 500, { message: 'Not available while rendering on the server' }));
  return rendererBackend(refuse, {
    products: {
      list: async (query = {}) => products.list({ ...query, shown: 'listed', limit: query.limit ?? PAGE_SIZE }),
      get: async (id) => (/^[A-Za-z0-9]{1,40}$/.test(id) ? products.getListed(id) : null),
    },
    // A customer's status page: the job by its token (a text of another form is not looked up), as the page shows it.
    repairs: {
      status: async (token) => {
        const job = repairs.findByToken(token);
        return job ? repairStatusView(job) : null;
      },
    },
    settings: { get: async () => settings.get() },
    auth: { currentUser: async () => null },
  });
}
