import type { Language } from '@/domain/limits';
import { useMessages } from '@/i18n/messages';

/**
 * The language the visitor or the admin reads the screens in: for links that keep it, the language list's mark,
 * and what Intl formats (dates, numbers) and the orders CSV.
 */
export function useLanguage(): Language {
  return useMessages().language;
}
