import { collection, doc, getDoc, getDocs, limit, orderBy, query, serverTimestamp, writeBatch } from 'firebase/firestore/lite';
import { settingsAuditDetail } from '@/domain/settings-changes';
import { SHOP_SETTINGS_LIMITS, type ShopSettings } from '@/domain/shop-settings';
import type { Backend } from '../backend';
import { guard, inputChecks, type HostedContext } from './hosted-context';
import {
  SETTINGS_DOCUMENT,
  TESTIMONIALS_COLLECTION,
  settingsFields,
  testimonialFields,
  toShopSettings,
  toTestimonial,
} from './settings-records';

/** The shop's settings in Firestore (`settings/shop` and `testimonials`). */
export function hostedSettings(ctx: HostedContext): Pick<Backend, 'settings'> {
  return {
    settings: {
      get: () => guard(readSettings),
      save: (input) =>
        guard(async () => {
          const checked = (await inputChecks()).checkShopSettings(input);
          let previous: ShopSettings | null = null;
          const saved = await ctx.adminWrite('settings', async () => {
            // What they were, for the audit log's list of what changed.
            previous = await readSettings();
            const before = await getDocs(query(collection(ctx.db, TESTIMONIALS_COLLECTION), limit(TESTIMONIALS_READ)));
            // One batch: visitors never see the new settings with half of the testimonials.
            const batch = writeBatch(ctx.db);
            batch.set(doc(ctx.db, ...SETTINGS_DOCUMENT), { ...settingsFields(checked), updatedAt: serverTimestamp() });
            const kept = new Set<string>();
            checked.testimonials.forEach((item, position) => {
              const ref = item.id ? doc(ctx.db, TESTIMONIALS_COLLECTION, item.id) : doc(collection(ctx.db, TESTIMONIALS_COLLECTION));
              kept.add(ref.id);
              batch.set(ref, testimonialFields(item, position));
            });
            for (const old of before.docs) if (!kept.has(old.id)) batch.delete(old.ref);
            await batch.commit();
            return readSettings();
          });
          await ctx.record('settings.update', '', previous ? settingsAuditDetail(previous, saved) : {});
          return saved;
        }),
    },
  };

  /** The settings document and the testimonials in their order; the defaults until the admin first saves. */
  async function readSettings(): Promise<ShopSettings> {
    const [stored, testimonials] = await Promise.all([
      getDoc(doc(ctx.db, ...SETTINGS_DOCUMENT)),
      getDocs(query(collection(ctx.db, TESTIMONIALS_COLLECTION), orderBy('position'), limit(TESTIMONIALS_READ))),
    ]);
    return toShopSettings(
      stored.exists() ? stored.data() : undefined,
      testimonials.docs.map((found) => toTestimonial(found.id, found.data())),
    );
  }
}

/** The testimonials read at once: all of them (at most SHOP_SETTINGS_LIMITS.testimonials), with room for strays. */
const TESTIMONIALS_READ = SHOP_SETTINGS_LIMITS.testimonials * 2;

