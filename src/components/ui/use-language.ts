import { useTranslation } from 'react-i18next';
import { FALLBACK_LANGUAGE, type Language } from '@/domain/limits';
import { toLanguage } from '@/i18n/language';

/**
 * The language the visitor or the admin reads the screens in: for links that keep it, the language list's mark,
 * and what Intl formats (dates, numbers) and the orders CSV.
 */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return toLanguage(i18n.resolvedLanguage) ?? FALLBACK_LANGUAGE;
}
