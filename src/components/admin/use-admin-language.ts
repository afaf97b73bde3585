import { useTranslation } from 'react-i18next';
import { FALLBACK_LANGUAGE, type Language } from '@/domain/limits';
import { toLanguage } from '@/i18n/language';

/** The language the admin reads the screens in, for what Intl formats (dates, numbers) and the CSV export. */
export function useAdminLanguage(): Language {
  const { i18n } = useTranslation('admin');
  return toLanguage(i18n.resolvedLanguage ?? i18n.language) ?? FALLBACK_LANGUAGE;
}
