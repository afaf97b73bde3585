import { useEffect, useState } from 'react';
import { inLanguage } from '@/domain/product';
import { useLanguage } from '@/components/ui/use-language';
import { loadProductForEnquiry } from './enquiry-api';
import { refreshEnquiryLine, type EnquiryListLine } from './enquiry-store';

/** What the catalogue says of a listed product now: as listed, gone, or at another price than the visitor saw. */
export type LineCheck =
  | { state: 'current' }
  | { state: 'gone' }
  | { state: 'repriced'; before: number }
  /** The look-up failed (offline, the store down): the list shows what it has; the server checks on sending. */
  | { state: 'unknown' };

/**
 * Looks up every listed product once when the list opens. A product that was deleted is marked gone; one
 * whose price changed is marked with its old price, and the list takes the new name, picture and price.
 */
export function useCheckedLines(lines: readonly EnquiryListLine[]): {
  checks: ReadonlyMap<string, LineCheck>;
  checking: boolean;
} {
  const [checks, setChecks] = useState<ReadonlyMap<string, LineCheck>>(new Map());
  const language = useLanguage();
  const ids = lines.map((line) => line.productId).join(' ');

  useEffect(() => {
    let live = true;
    const unchecked = lines.filter((line) => !checks.has(line.productId));
    if (unchecked.length === 0) return;
    void Promise.all(
      unchecked.map(async (line): Promise<[string, LineCheck]> => {
        try {
          const found = await loadProductForEnquiry(line.productId);
          if (!found) return [line.productId, { state: 'gone' }];
          // The name as the visitor reads it: the Malay one on Malay pages, when the owner wrote one.
          const product = inLanguage(found, language);
          const { name, sku, image, price } = product;
          if (price !== line.price || name !== line.name || sku !== line.sku || image !== line.image) {
            refreshEnquiryLine(line.productId, { name, sku, image, price });
          }
          return [
            line.productId,
            product.price === line.price ? { state: 'current' } : { state: 'repriced', before: line.price },
          ];
        } catch {
          return [line.productId, { state: 'unknown' }];
        }
      }),
    ).then((results) => {
      if (!live) return;
      setChecks((previous) => {
        const next = new Map(previous);
        for (const [id, check] of results) next.set(id, check);
        return next;
      });
    });
    return () => {
      live = false;
    };
    // Only a new product in the list needs a look-up: `ids` changes exactly then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ids]);

  return { checks, checking: lines.some((line) => !checks.has(line.productId)) };
}
