import { quoteTotals, senToText, type QuoteTotals, type RepairLine, type RepairLineKind } from '@/domain/repair-money';
import type { RepairQuote } from '@/domain/repair';
import { RepairLineSchema, type RepairLineInput } from '@/domain/repair-schema';

/**
 * The quote editor's lines as the owner types them: every value a string, exactly as typed (a quantity of '2', a
 * unit price of 'RM 1,250.50'), so that a refusal loses nothing. The shared RepairLineSchema makes them sen, as the
 * server and the hosted adapter do; the totals are the shared quoteTotals of the lines it takes.
 */
export type LineDraft = {
  /** React's key for the row: lines are added and removed in the middle. */
  key: string;
  kind: RepairLineKind;
  description: string;
  quantity: string;
  unitPrice: string;
  /** The catalogue product the part was picked from, or null when typed. */
  productId: string | null;
};

let nextKey = 1;

export function emptyLine(kind: RepairLineKind): LineDraft {
  return { key: `line-${nextKey++}`, kind, description: '', quantity: '1', unitPrice: '', productId: null };
}

/** A quote's lines, to start the next version from (the owner changes what changed). */
export function draftsFromQuote(quote: Pick<RepairQuote, 'lines'> | null): LineDraft[] {
  if (!quote || quote.lines.length === 0) return [emptyLine('part')];
  return quote.lines.map((line: RepairLine) => ({
    key: `line-${nextKey++}`,
    kind: line.kind,
    description: line.description,
    quantity: String(line.quantity),
    unitPrice: senToText(line.unitPrice),
    productId: line.productId,
  }));
}

/** The lines as the move sends them: the schema and the store make the typed amounts sen. */
export function linesToInput(drafts: readonly LineDraft[]): RepairLineInput[] {
  return drafts.map(({ kind, description, quantity, unitPrice, productId }) => ({
    kind,
    description,
    quantity,
    unitPrice,
    productId,
  }));
}

/**
 * A line the owner never touched: nothing described and no price (its quantity may still be the 1 it starts with).
 * Sending drops it, so that the empty line the editor opens with, or an extra one added, never blocks the quote.
 */
export function isUntouched(draft: Pick<LineDraft, 'description' | 'unitPrice' | 'quantity'>): boolean {
  return draft.description.trim() === '' && draft.unitPrice.trim() === '' && ['', '1'].includes(draft.quantity.trim());
}

/** The lines to send: the untouched ones left out; the line numbers of any error are then those of what stays. */
export function linesToKeep(drafts: readonly LineDraft[]): LineDraft[] {
  return drafts.filter((draft) => !isUntouched(draft));
}

/**
 * The numbers (from 1, as the editor shows them) of the lines begun and not yet complete: the editor names them as
 * they are typed, before any send. An untouched line is not one of them: it will be dropped.
 */
export function unfinishedLines(drafts: readonly LineDraft[]): number[] {
  return drafts.flatMap((draft, index) =>
    isUntouched(draft) || RepairLineSchema.safeParse(linesToInput([draft])[0]).success ? [] : [index + 1],
  );
}

/**
 * The totals of the lines as typed so far, by the shared quoteTotals: the lines the schema takes count, a line still
 * being typed (or wrong) does not, and `complete` says whether every line begun counted (an untouched line is
 * dropped at the send, so it does not make the quote incomplete).
 */
export function draftTotals(
  drafts: readonly LineDraft[],
  serviceTaxRate: number,
): { totals: QuoteTotals; complete: boolean } {
  const parsed = linesToKeep(drafts).flatMap((draft) => {
    const result = RepairLineSchema.safeParse(linesToInput([draft])[0]);
    return result.success ? [result.data] : [];
  });
  return { totals: quoteTotals(parsed, serviceTaxRate), complete: unfinishedLines(drafts).length === 0 };
}

/** A catalogue product's price (ringgit, as products keep it) as the unit price field shows it. */
export function productPriceText(price: number): string {
  return senToText(Math.round(price * 100));
}
