import {
  addDoc,
  collection,
  doc,
  getCount,
  getDoc,
  query,
  runTransaction,
  serverTimestamp,
  where,
  writeBatch,
  type DocumentReference,
  type DocumentSnapshot,
  type Transaction,
} from 'firebase/firestore/lite';
import type { Order } from '@/domain';
import type { EnquiryLine, SentEnquiry } from '@/domain/enquiry-input';
import { FALLBACK_LANGUAGE } from '@/domain/limits';
import type { OrderCounts } from '@/domain/order-admin';
import { ORDER_STATUSES } from '@/domain/order-status';
import {
  decideOrderCreate,
  decideOrderLines,
  decideOrderStatus,
  type NewOrderRecord,
  type OrderAudit,
  type OrderDecided,
  type OrderDetails,
  type OrderRefusal,
  type OrderedProduct,
} from '@/domain/order-writes';
import { BackendError, type Backend } from '../backend';
import { isDocumentId } from './firestore-cursor';
import { isDenied, notFoundError } from './errors';
import { guard, inputChecks, type HostedContext } from './hosted-context';
import { planOrderList } from './queries';
import { isListedRecord, toOrder, toProduct } from './records';

/** The orders in Firestore (`orders`): the admin's list and changes, and a visitor's enquiry sent as an order. */
export function hostedOrders(ctx: HostedContext): Pick<Backend, 'orders' | 'enquiries'> {
  return {
    orders: {
      list: (orderQuery = {}) =>
        guard(async () => {
          const plan = planOrderList((await inputChecks()).checkOrderQuery(orderQuery));
          await ctx.adminSession();
          return ctx.readPage<Order>(plan, toOrder);
        }),
      setStatus: (id, status) =>
        guard(async () => {
          const valid = (await inputChecks()).checkOrderStatus(status);
          if (!isDocumentId(id)) throw notFoundError('order');
          // Only these two fields: the rules refuse a status change that changes anything else.
          const audit = await ctx.adminWrite('order', () =>
            changeOrder(id, async (order) => decideOrderStatus(order, valid, new Date().toISOString()), (next) => ({
              status: next.status,
            })),
          );
          await ctx.record('order.status', id, audit);
        }, 'order'),
      remove: (id) =>
        guard(async () => {
          if (!isDocumentId(id)) throw notFoundError('order');
          await ctx.adminWrite('order', () => ctx.removeExisting(doc(ctx.db, 'orders', id), 'order'));
          await ctx.record('order.delete', id);
        }, 'order'),
      counts: () =>
        guard(async () => {
          await ctx.adminSession();
          const counts = await Promise.all(
            ORDER_STATUSES.map(async (status) => {
              const snapshot = await getCount(query(collection(ctx.db, 'orders'), where('status', '==', status)));
              return [status, snapshot.data().count] as const;
            }),
          );
          return Object.fromEntries(counts) as OrderCounts;
        }),
      createManual: (input) =>
        guard(async () => {
          const order = (await inputChecks()).checkManualOrder(input);
          return ctx.adminWrite('order', async () => {
            const { next } = take(decideOrderCreate(order, await readProducts(order.lines), new Date().toISOString()));
            const ref = await addDoc(collection(ctx.db, 'orders'), orderRecord(next));
            return readOrder(ref);
          });
        }),
      setLines: (id, lines) =>
        guard(async () => {
          const checked = (await inputChecks()).checkOrderLines(lines);
          if (!isDocumentId(id)) throw notFoundError('order');
          // The items, the total and updatedAt: the rules take a change of lines of a pending order only.
          await ctx.adminWrite('order', () =>
            changeOrder(
              id,
              async (order, transaction) =>
                decideOrderLines(order, checked, await readProducts(checked, transaction), new Date().toISOString()),
              (next) => ({ items: next.items, total: next.total }),
            ),
          );
          return readOrder(doc(ctx.db, 'orders', id));
        }, 'order'),
      exportCsv: (exportQuery) =>
        guard(async () => {
          const checks = await inputChecks();
          const filter = checks.checkExportQuery(exportQuery);
          await ctx.adminSession();
          const [{ buildOrdersCsv }, { ordersCsvLabels }] = await Promise.all([
            import('@/domain/orders-csv'),
            import('@/i18n/orders-csv-labels'),
          ]);
          const range = checks.exportRange(filter);
          // Newest first, page by page, until the pages reach orders older than the first day.
          const found: Order[] = [];
          let cursor: string | undefined;
          for (;;) {
            const plan = planOrderList(checks.checkOrderQuery({ status: filter.status, limit: 100, cursor }));
            const page = await ctx.readPage<Order>(plan, toOrder);
            found.push(...page.items.filter((order) => checks.inExportRange(order.createdAt, range)));
            const last = page.items.at(-1);
            if (!page.nextCursor || (range.start && last && last.createdAt < range.start)) break;
            cursor = page.nextCursor;
          }
          return new Blob([buildOrdersCsv(found, ordersCsvLabels(filter.language ?? FALLBACK_LANGUAGE))], { type: 'text/csv;charset=utf-8' });
        }),
    },
    enquiries: {
      send: (input) =>
        guard(async () => {
          const enquiry = (await inputChecks()).checkEnquiry(input);
          return sendEnquiry(enquiry);
        }),
    },
  };

  /**
   * The products the lines name, as this reader may read them (in `transaction` when given): a line naming a
   * document that is not there, or one a visitor may not read (a draft: the rules refuse it), reads as none; a record
   * visitors do not see (isListedRecord) reads as a draft. decideOrderCreate and decideOrderLines refuse such lines.
   */
  async function readProducts(lines: readonly EnquiryLine[], transaction?: Transaction): Promise<OrderedProduct[]> {
    return Promise.all(
      lines.map(async (line): Promise<OrderedProduct> => {
        if (!isDocumentId(line.productId)) return null;
        const ref = doc(ctx.db, 'products', line.productId);
        let snapshot: DocumentSnapshot;
        try {
          snapshot = await (transaction ? transaction.get(ref) : getDoc(ref));
        } catch (error) {
          if (isDenied(error)) return null;
          throw error;
        }
        if (!snapshot.exists()) return null;
        const product = toProduct(snapshot.id, snapshot.data());
        return isListedRecord(snapshot.data()) ? product : { ...product, status: 'draft' };
      }),
    );
  }

  /**
   * One change of an order in a transaction: the order read, `decide` (a decision of order-writes.ts) run on it, the
   * fields `changes` names of its next state written with the store's time; a refusal is thrown and nothing written.
   * Firestore runs the transaction again when the order changed before the commit. Returns the decision's audit.
   */
  async function changeOrder(
    id: string,
    decide: (order: Order, transaction: Transaction) => Promise<OrderDecided<Order> | OrderRefusal>,
    changes: (next: Order) => Record<string, unknown>,
  ): Promise<OrderAudit> {
    const ref = doc(ctx.db, 'orders', id);
    return runTransaction(ctx.db, async (transaction) => {
      const stored = await transaction.get(ref);
      if (!stored.exists()) throw notFoundError('order');
      const decided = take(await decide(toOrder(stored.id, stored.data()), transaction));
      transaction.update(ref, { ...changes(decided.next), updatedAt: serverTimestamp() });
      return decided.audit;
    });
  }

  /**
   * The order as firestore.rules accept it: each line's name and price read from its product document now,
   * the total their sum, status pending, the server's time (decideOrderCreate). The rules check each line against the
   * product again (get()), so a browser that changes this code gains nothing. One get() per line, and Firestore allows
   * one write 10 of them, in a batch too (20 for a batch, 10 for each write in it): so an order sent from here
   * has at most HOSTED_MAX_ORDER_LINES lines, which checkEnquiry holds and the hosted list says.
   */
  async function sendEnquiry(enquiry: OrderDetails): Promise<SentEnquiry> {
    const { next } = take(decideOrderCreate(enquiry, await readProducts(enquiry.lines), new Date().toISOString()));
    const ref = doc(collection(ctx.db, 'orders'));
    const batch = writeBatch(ctx.db);
    batch.set(ref, orderRecord(next));
    await batch.commit();
    return { id: ref.id, shortId: `#${ref.id.slice(-8).toUpperCase()}`, items: next.items, total: next.total };
  }

  async function readOrder(ref: DocumentReference): Promise<Order> {
    const snapshot = await getDoc(ref);
    if (!snapshot.exists()) throw notFoundError('order');
    return toOrder(snapshot.id, snapshot.data());
  }
}

/**
 * A new order's record: its fields named one by one (exactly what firestore.rules allow an order to hold), the
 * store's time for both of its times.
 */
function orderRecord(order: NewOrderRecord): Record<string, unknown> {
  return {
    customerName: order.customerName,
    customerEmail: order.customerEmail,
    customerPhone: order.customerPhone,
    shippingAddress: order.shippingAddress,
    notes: order.notes,
    items: order.items,
    total: order.total,
    status: order.status,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  };
}

/** A decision's outcome: its next state, or its refusal thrown as the embedded server answers it. */
function take<T>(decided: OrderDecided<T> | OrderRefusal): OrderDecided<T> {
  if (decided.ok) return decided;
  throw new BackendError(decided.status === 409 ? 'conflict' : 'invalid', decided.status, {
    message: decided.message,
    fields: decided.fields,
  });
}
