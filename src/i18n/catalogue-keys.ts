import type admin from './locales/en/admin.json';
import type site from './locales/en/site.json';

/**
 * The keys of the catalogues as types, for the tables that name a text by its key (a field's label: the tables of
 * repair and product fields, src/domain/*-fields.ts) rather than hold its words. English is the source: a key it
 * lacks fails the type check, and a key Malay lacks fails src/i18n/locales.test.ts. Types only: nothing of the
 * catalogues reaches a module that imports these.
 */
type WithoutPlural<K extends string> = K extends `${infer Base}_${'one' | 'other'}` ? Base : K;
type KeysOf<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${WithoutPlural<K>}` : KeysOf<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** A text of the admin catalogue (admin.json), as `t()` of the admin namespace takes it. */
export type AdminKey = KeysOf<typeof admin>;
/** A text of the public catalogue (site.json). */
export type SiteKey = KeysOf<typeof site>;
/**
 * A text of the customer's status page: under `repair.` of site.json, the texts its island carries
 * (src/islands/island-messages.ts, `site:repair.*`).
 */
export type RepairPageKey = Extract<SiteKey, `repair.${string}`>;
