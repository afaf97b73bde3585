import { createContext, use, useMemo } from 'react';
import { FALLBACK_LANGUAGE, type Language } from '@/domain/limits';
import type common from './locales/en/common.json';
import type site from './locales/en/site.json';

/**
 * The public pages' texts (docs/decisions/021-islands.md): a typed `t()` over the catalogues' JSON, small enough for
 * every public page. The server renders with it, the hosted app and the admin's shared pieces read it, and a page's
 * islands get only the keys they name (src/islands/island-messages.ts). i18next stays the admin's; a unit test
 * (messages.test.ts) holds that this gives i18next's text for every key.
 */
export type PublicCatalogues = { common: typeof common; site: typeof site };
export type Namespace = keyof PublicCatalogues;

type WithoutPlural<K extends string> = K extends `${infer Base}_${'one' | 'other'}` ? Base : K;
type KeysOf<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${WithoutPlural<K>}` : KeysOf<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Every key of a namespace, as `t()` takes it (a plural's base, without `_one` or `_other`). */
export type MessageKey<N extends Namespace> = KeysOf<PublicCatalogues[N]>;
/** A key with its namespace, as a page's messages are listed: `site:catalogue.loadMore`. */
export type QualifiedKey = { [N in Namespace]: `${N}:${MessageKey<N>}` }[Namespace];

export type MessageValues = Record<string, string | number>;
export type Translate<N extends Namespace> = (key: MessageKey<N>, values?: MessageValues) => string;

/** Texts by qualified key, plural forms under their own keys (`common:nav.enquiryCount_one`). */
export type MessageTable = Readonly<Record<string, string>>;

/** The flat table of a language's catalogues: what the server and the hosted app format from. */
export function messageTable(catalogues: Partial<Record<Namespace, unknown>>): MessageTable {
  const table: Record<string, string> = {};
  const walk = (prefix: string, value: unknown) => {
    if (typeof value === 'string') table[prefix] = value;
    else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value))
        walk(prefix.endsWith(':') ? prefix + key : `${prefix}.${key}`, inner);
    }
  };
  for (const [namespace, catalogue] of Object.entries(catalogues)) walk(`${namespace}:`, catalogue);
  return table;
}

/**
 * The entries of `table` that `keys` name, plural forms included: the messages a page's islands read. A key ending
 * in `.*` names every key under it (`site:enquiry.form.*`).
 */
export function pickMessages(table: MessageTable, keys: Iterable<string>): MessageTable {
  const picked: Record<string, string> = {};
  const tableKeys = Object.keys(table);
  for (const key of keys) {
    if (key.endsWith('.*')) {
      const prefix = key.slice(0, -1);
      for (const found of tableKeys) if (found.startsWith(prefix)) picked[found] = table[found]!;
      continue;
    }
    for (const form of [key, `${key}_one`, `${key}_other`]) {
      const text = table[form];
      if (text !== undefined) picked[form] = text;
    }
  }
  return picked;
}

const pluralRules = new Map<Language, Intl.PluralRules>();

/**
 * The text of `key` ('site:catalogue.loadMore'), as i18next says it: with `count`, the plural form the language's
 * rules choose (`_one`, `_other`), else the key itself; `{{name}}` replaced by its value. A key the table lacks is
 * said as the key, which a browser test sees.
 */
export function formatMessage(table: MessageTable, language: Language, key: string, values?: MessageValues): string {
  let text: string | undefined;
  const count = values?.count;
  if (typeof count === 'number') {
    let rules = pluralRules.get(language);
    if (!rules) pluralRules.set(language, (rules = new Intl.PluralRules(language)));
    text = table[`${key}_${rules.select(count)}`] ?? table[`${key}_other`];
  }
  text ??= table[key];
  if (text === undefined) return key.slice(key.indexOf(':') + 1);
  if (!values) return text;
  return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

export type MessagesValue = { language: Language; table: MessageTable };

export const MessagesContext = createContext<MessagesValue>({ language: FALLBACK_LANGUAGE, table: {} });

/** The page's language and its texts. */
export function useMessages(): MessagesValue {
  return use(MessagesContext);
}

/** `t()` of one namespace in the page's language. */
export function useTranslation<N extends Namespace = 'common'>(namespace?: N): { t: Translate<N> } {
  const { language, table } = use(MessagesContext);
  const prefix = `${namespace ?? 'common'}:`;
  return useMemo(
    () => ({ t: (key, values) => formatMessage(table, language, prefix + key, values) }),
    [language, table, prefix],
  );
}
