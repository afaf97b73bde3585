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
 * The totals of the lines as typed so far, by the shared quoteTotals: the lines the schema takes count, a line still
 * being typed (or wrong) does not, and `complete` says whether every line counted.
 */
export function draftTotals(
  drafts: readonly LineDraft[],
  serviceTaxRate: number,
): { totals: QuoteTotals; complete: boolean } {
  const parsed = drafts.flatMap((draft) => {
    const result = RepairLineSchema.safeParse(linesToInput([draft])[0]);
    return result.success ? [result.data] : [];
  });
  return { totals: quoteTotals(parsed, serviceTaxRate), complete: parsed.length === drafts.length };
}

/** A catalogue product's price (ringgit, as products keep it) as the unit price field shows it. */
export function productPriceText(price: number): string {
  return senToText(Math.round(price * 100));
}
