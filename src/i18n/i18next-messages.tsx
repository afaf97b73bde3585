import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FALLBACK_LANGUAGE } from '@/domain/limits';
import { toLanguage } from '@/i18n/language';
import { MessagesContext, messageTable } from '@/i18n/messages';

/**
 * The app's texts for the public components (src/i18n/messages.ts) from i18next's store, in its current language:
 * the hosted site and the admin run the app with i18next, and a language switch there reaches both.
 */
export function I18nextMessages({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage) ?? FALLBACK_LANGUAGE;
  const table = useMemo(
    () =>
      messageTable({
        common: i18n.getResourceBundle(language, 'common') as unknown,
        site: i18n.getResourceBundle(language, 'site') as unknown,
      }),
    [i18n, language],
  );
  const value = useMemo(() => ({ language, table }), [language, table]);
  return <MessagesContext value={value}>{children}</MessagesContext>;
}
