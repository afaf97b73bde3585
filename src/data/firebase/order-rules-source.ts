/**
 * The orders' blocks of firebase/firestore.rules, made from the domain's tables rather than typed: an order's fields
 * (ORDER_RECORD_FIELDS), its customer's limits (ENQUIRY_LIMITS), the fields a correction changes
 * (ORDER_PERSONAL_FIELDS), the statuses, and the lines' bounds and places (MAX_ORDER_LINES, HOSTED_MAX_ORDER_LINES,
 * MAX_LINE_QUANTITY). Written by `npm run rules:generate` (repair-rules-source.ts lists every block); held by
 * rules-source.test.ts. What an order's writes refuse is decided by src/domain/order-writes.ts; these rules hold the
 * same against a forged write.
 */
import { SERVICE_CATEGORY } from '@/domain/categories';
import { ENQUIRY_LIMITS, HOSTED_MAX_ORDER_LINES, MAX_LINE_QUANTITY, MAX_ORDER_LINES } from '@/domain/enquiry-input';
import { MAX_NAME_LENGTH } from '@/domain/limits';
import { ORDER_RECORD_FIELDS } from '@/domain/order';
import { ORDER_STATUSES } from '@/domain/order-status';
import { ORDER_PERSONAL_FIELDS } from '@/domain/personal-data';
import { list, wrappedList, type GeneratedBlock } from './rules-text';

const SOURCE = 'src/data/firebase/order-rules-source.ts';
const LINE_KEYS = ['productId', 'name', 'price', 'quantity'];
const places = (count: number, from = 0) => Array.from({ length: count - from }, (_, i) => i + from);

/** A line of an order the admin writes, and the admin's lines: each place checked in turn (rules have no loops). */
export function orderLineRules(maxLines = MAX_ORDER_LINES): string {
  return `    // A line of an order: a catalogue product's id, the name and unit price the adapter read from it, and a
    // quantity of 1 to ${MAX_LINE_QUANTITY} (MAX_LINE_QUANTITY). The rules cannot compare the price with the catalogue.
    function orderLine(line) {
      return line is map
        && line.keys().hasAll(${list(LINE_KEYS)})
        && line.keys().hasOnly(${list(LINE_KEYS)})
        && line.productId is string && line.productId.size() > 0 && line.productId.size() <= 100
        && line.name is string && line.name.size() <= ${MAX_NAME_LENGTH}
        && line.price is number && line.price >= 0 && line.price <= 1000000000
        && line.quantity is int && line.quantity >= 1 && line.quantity <= ${MAX_LINE_QUANTITY};
    }

    // One to ${maxLines} lines (MAX_ORDER_LINES); the rules have no loops, so each place is checked in turn.
    function orderLines(items) {
      return items is list && items.size() >= 1 && items.size() <= ${maxLines}
        && orderLine(items[0])
${places(maxLines, 1)
  .map((i) => `        && (items.size() <= ${i} || orderLine(items[${i}]))`)
  .join('\n')};
    }`;
}

/** The customer's fields of an order, each within ENQUIRY_LIMITS, as `data` holds them. */
function customerLimits(data: string, phone: string): string {
  return [
    `text(${data}.customerName, ${ENQUIRY_LIMITS.customerName})`,
    phone,
    `textUpTo(${data}.customerEmail, ${ENQUIRY_LIMITS.customerEmail})`,
    `textUpTo(${data}.shippingAddress, ${ENQUIRY_LIMITS.shippingAddress})`,
    `textUpTo(${data}.notes, ${ENQUIRY_LIMITS.notes})`,
  ].join('\n        && ');
}

/**
 * The order's fields, the admin's own order, and the admin's three changes of one: its status, its customer's
 * details (a correction or an erasure), its lines while pending.
 */
export function orderAdminRules(fields: readonly string[] = ORDER_RECORD_FIELDS): string {
  const phone = (data: string) => `textUpTo(${data}.customerPhone, ${ENQUIRY_LIMITS.customerPhone})`;
  return `    // The fields of an order (ORDER_RECORD_FIELDS of src/domain/order.ts), as both of the adapter's writes of a new
    // one name them.
    function orderFields() {
${wrappedList(fields, '      return ')};
    }

    // An order the admin types in (ManualOrderInputSchema): a name, optional phone, email and address,
    // catalogue lines and their total, pending, stamped with the server's time.
    function adminOrder(data) {
      return data.keys().hasAll(orderFields())
        && data.keys().hasOnly(orderFields())
        && ${customerLimits('data', phone('data'))}
        && orderLines(data.items)
        && data.total is number && data.total >= 0
        && data.status == 'pending'
        && data.createdAt == request.time
        && data.updatedAt == request.time;
    }

    // A change of status (decideOrderStatus): the status and updatedAt, nothing else; any status after any other.
    function statusChange() {
      return request.resource.data.diff(resource.data).affectedKeys().hasOnly(['status', 'updatedAt'])
        && request.resource.data.status in ${list(ORDER_STATUSES)}
        && request.resource.data.updatedAt == request.time;
    }

    // A customer's details corrected or erased (issue 39; ORDER_PERSONAL_FIELDS of src/domain/personal-data.ts):
    // only those fields, each within its length, and the dates as they were.
    function personalChange() {
      let after = request.resource.data;
      return after.diff(resource.data).affectedKeys()
               .hasOnly(${list(ORDER_PERSONAL_FIELDS)})
        && ${customerLimits('after', phone('after'))};
    }

    // New lines of an order that is still pending (decideOrderLines), with their total; nothing else changes.
    function linesChange() {
      return resource.data.status == 'pending'
        && request.resource.data.diff(resource.data).affectedKeys().hasOnly(['items', 'total', 'updatedAt'])
        && orderLines(request.resource.data.items)
        && request.resource.data.total is number && request.resource.data.total >= 0
        && request.resource.data.updatedAt == request.time;
    }`;
}

/** A visitor's order: each line checked against its product document, at most HOSTED_MAX_ORDER_LINES of them. */
export function enquiryOrderRules(maxLines = HOSTED_MAX_ORDER_LINES): string {
  const at = places(maxLines);
  const chunks = (items: string[], size: number) =>
    places(Math.ceil(items.length / size)).map((i) => items.slice(i * size, i * size + size));
  const amounts = chunks(
    at.map((i) => `amountAt(items, ${i})`),
    4,
  ).map((chunk) => chunk.join(' + '));
  const lines = chunks(
    at.map((i) => `lineAt(data.items, ${i})`),
    4,
  ).map((chunk) => chunk.join(' && '));
  return `    // One line: a listed product of the catalogue (not a draft, not the service category) with its name
    // and price as the product document has them now, and a whole quantity from 1 to ${MAX_LINE_QUANTITY}
    // (MAX_LINE_QUANTITY). A product that does not exist makes get() fail, and with it the write.
    function isOrderLine(item) {
      let product = get(/databases/$(database)/documents/products/$(item.productId)).data;
      return item is map
        && item.keys().hasOnly(${list(LINE_KEYS)})
        && item.keys().hasAll(${list(LINE_KEYS)})
        && item.productId is string && item.productId.matches('[A-Za-z0-9]{1,40}')
        && item.quantity is int && item.quantity >= 1 && item.quantity <= ${MAX_LINE_QUANTITY}
        && product.listed == true
        && product.category != '${SERVICE_CATEGORY}'
        && item.name == product.name
        && item.price == product.price;
    }

    // Rules have no loops: each of the ${maxLines} places (HOSTED_MAX_ORDER_LINES) is checked when the list reaches it.
    // Each line's check reads its product (get()), and Firestore allows one write 10 such reads, in a batch too
    // (20 for the batch, 10 for each of its writes): so a visitor's order has at most 10 lines here, and the
    // enquiry list of the hosted build holds at most 10 products and says so (docs/hosted-mode.md).
    function lineAt(items, i) {
      return items.size() <= i || isOrderLine(items[i]);
    }

    // A line's amount; a price of 0 (price on request) adds nothing, as orderTotal() has it.
    function amountAt(items, i) {
      return items.size() <= i ? 0 : items[i].price * items[i].quantity;
    }

    function linesTotal(items) {
      return ${amounts.join('\n        + ')};
    }

    // ENQUIRY_LIMITS of src/domain/enquiry-input.ts; the phone in E.164 as toMalaysianE164() writes it.
    function isEnquiryOrder(data) {
      return data.keys().hasOnly(orderFields())
        && data.keys().hasAll(orderFields())
        && data.status == 'pending'
        && data.createdAt == request.time
        && data.updatedAt == request.time
        && text(data.customerName, ${ENQUIRY_LIMITS.customerName})
        && data.customerPhone is string && data.customerPhone.matches('[+]60[0-9]{8,10}')
        && textUpTo(data.customerEmail, ${ENQUIRY_LIMITS.customerEmail})
        && (data.customerEmail == '' || data.customerEmail.matches('[^ @]+@[^ @]+[.][^ @]+'))
        // Empty: the customer collects at the shop (EnquiryInputSchema).
        && textUpTo(data.shippingAddress, ${ENQUIRY_LIMITS.shippingAddress})
        && textUpTo(data.notes, ${ENQUIRY_LIMITS.notes})
        && data.items is list && data.items.size() >= 1 && data.items.size() <= ${maxLines}
        && ${lines.join('\n        && ')}
        && data.total is number
        // The browser rounds the total to the sen (orderTotal); the rules' sum of floats may differ below it.
        && math.abs(data.total - linesTotal(data.items)) < 0.005;
    }`;
}

/** The orders' generated blocks, in the file's order. */
export const ORDER_RULES: Readonly<Record<string, GeneratedBlock>> = {
  'order-lines': { source: SOURCE, make: () => orderLineRules() },
  'order-admin': { source: SOURCE, make: () => orderAdminRules() },
  'order-enquiry': { source: SOURCE, make: () => enquiryOrderRules() },
};
