import i18next, { type i18n } from 'i18next';
import { LANGUAGES, type Language } from '@/domain/limits';
import { resources } from './resources';
import { formatMessage, messageTable, type MessageTable, type Namespace, type Translate } from './messages';

/** One fixed-language instance per language, for rendering pages ahead of the browser. */
export function createServerI18n(language: Language): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    resources,
    lng: language,
    supportedLngs: [...LANGUAGES],
    fallbackLng: 'en',
    defaultNS: 'common',
    ns: ['common', 'site'],
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}

const tables = new Map<Language, MessageTable>();

/** A language's public texts as one table (src/i18n/messages.ts), made once. */
export function serverMessages(language: Language): MessageTable {
  let table = tables.get(language);
  if (!table) tables.set(language, (table = messageTable(resources[language])));
  return table;
}

/** `t()` of a namespace in a fixed language, for what the server writes outside a React render. */
export function serverTranslate<N extends Namespace>(language: Language, namespace: N): Translate<N> {
  const table = serverMessages(language);
  return (key, values) => formatMessage(table, language, `${namespace}:${key}`, values);
}
