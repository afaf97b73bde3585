import {
  addDoc,
  collection,
  doc,
  getCount,
  getDoc,
  query,
  serverTimestamp,
  where,
  writeBatch,
  type DocumentReference,
} from 'firebase/firestore/lite';
import type { Order, OrderItem } from '@/domain';
import { orderTotal, priceLines, refusedLinesMessage, type EnquiryLine, type SentEnquiry } from '@/domain/enquiry';
import type { ParsedEnquiry } from '@/domain/enquiry-schema';
import { FALLBACK_LANGUAGE } from '@/domain/limits';
import type { OrderCounts } from '@/domain/order-admin';
import { ORDER_STATUSES } from '@/domain/order-status';
import { BackendError, type Backend } from '../backend';
import { isDocumentId } from './cursor';
import { notFoundError } from './errors';
import { guard, inputChecks, toText, type HostedContext } from './hosted-context';
import { planOrderList } from './queries';
import { readListedProduct } from './products';
import { toOrder } from './records';

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
          const ref = doc(ctx.db, 'orders', id);
          // Only these two fields: the rules refuse an order update that changes anything else.
          const before = await ctx.adminWrite('order', async () => {
            const current = await getDoc(ref);
            await ctx.updateExisting(ref, { status: valid, updatedAt: serverTimestamp() }, 'order');
            return current.exists() ? toText(current.data().status) : '';
          });
          await ctx.record('order.status', id, { from: before, to: valid });
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
            const items = await catalogueItems(order.lines);
            // The fields named one by one: exactly what firestore.rules allows an admin's order to hold.
            const ref = await addDoc(collection(ctx.db, 'orders'), {
              customerName: order.customerName,
              customerEmail: order.customerEmail,
              customerPhone: order.customerPhone,
              shippingAddress: order.shippingAddress,
              notes: order.notes,
              items,
              total: orderTotal(items),
              status: 'pending',
              createdAt: serverTimestamp(),
              updatedAt: serverTimestamp(),
            });
            return readOrder(ref);
          });
        }),
      setLines: (id, lines) =>
        guard(async () => {
          const checked = (await inputChecks()).checkOrderLines(lines);
          if (!isDocumentId(id)) throw notFoundError('order');
          return ctx.adminWrite('order', async () => {
            const ref = doc(ctx.db, 'orders', id);
            const current = await readOrder(ref);
            // The rules refuse it too (a pending order only); this says why in the screen's terms.
            if (current.status !== 'pending') {
              throw new BackendError('conflict', 409, {
                message: 'Invalid order lines: status: notPending',
                fields: { status: 'notPending' },
              });
            }
            const items = await catalogueItems(checked);
            await ctx.updateExisting(
              ref,
              { items, total: orderTotal(items), updatedAt: serverTimestamp() },
              'order',
            );
            return readOrder(ref);
          });
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
   * The lines as order items with the catalogue's names and prices, read now. A line naming a product that is
   * missing, a draft (visitors never see one, and the rules refuse it on an order), or of the service category,
   * refuses the whole order with a code per line, as the server does. A sold-out product may be asked about.
   */
  async function catalogueItems(lines: readonly EnquiryLine[]): Promise<OrderItem[]> {
    const { items, refused } = priceLines(lines, await Promise.all(lines.map((line) => readListedProduct(ctx, line.productId))));
    if (Object.keys(refused).length) {
      throw new BackendError('invalid', 400, { message: refusedLinesMessage(refused), fields: refused });
    }
    return items;
  }

  /**
   * The order as firestore.rules accept it: each line's name and price read from its product document now,
   * the total their sum, status pending, the server's time. The rules check each line against the product
   * again (get()), so a browser that changes this code gains nothing. One get() per line, and Firestore allows
   * one write 10 of them, in a batch too (20 for a batch, 10 for each write in it): so an order sent from here
   * has at most HOSTED_MAX_ORDER_LINES lines, which checkEnquiry holds and the hosted list says.
   */
  async function sendEnquiry(enquiry: ParsedEnquiry): Promise<SentEnquiry> {
    const items = await catalogueItems(enquiry.lines);
    const total = orderTotal(items);
    const ref = doc(collection(ctx.db, 'orders'));
    const batch = writeBatch(ctx.db);
    batch.set(ref, {
      customerName: enquiry.customerName,
      customerEmail: enquiry.customerEmail,
      customerPhone: enquiry.customerPhone,
      shippingAddress: enquiry.shippingAddress,
      notes: enquiry.notes,
      items,
      total,
      status: 'pending',
      createdAt: serverTimestamp(),
      updatedAt: serverTimestamp(),
    });
    await batch.commit();
    return { id: ref.id, shortId: `#${ref.id.slice(-8).toUpperCase()}`, items, total };
  }

  async function readOrder(ref: DocumentReference): Promise<Order> {
    const snapshot = await getDoc(ref);
    if (!snapshot.exists()) throw notFoundError('order');
    return toOrder(snapshot.id, snapshot.data());
  }
}
