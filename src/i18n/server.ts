import i18next, { type i18n } from 'i18next';
import { LANGUAGES, type Language } from '@/domain/limits';
import { resources } from './resources';

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
