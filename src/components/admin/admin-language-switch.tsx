import { use, useLayoutEffect, type ReactNode } from 'react';
import type { i18n } from 'i18next';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@/domain/limits';
import { LOCALES } from '@/domain/locales';
import { changeAdminLanguage } from '@/i18n/admin-language';
import { I18nextMessages } from '@/i18n/i18next-messages';
import { FrameMessagesContext } from '@/i18n/frame-messages';
import { useMessages } from '@/i18n/messages';
import { useLanguage } from '@/components/ui/use-language';
import { selectStyles } from '@/components/ui/styles';

/**
 * The admin screens in the admin's own language (src/i18n/admin-language.ts): every text under it comes from the
 * admin's i18next, and the box says its language, for screen readers and the browser's spelling and hyphens, whatever
 * the language of the page around it. The public pieces the admin screens share (and `useLanguage`, which the switch,
 * the box and every date and number read) take the page's messages, so these are made afresh from the admin's
 * i18next too: else they would stay in the public pages' language. The site's header and footer around the screen
 * take them as well (FrameInAdminLanguage).
 */
export function AdminLanguage({ i18n, children }: { i18n: i18n; children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <I18nextMessages>
        <FrameInAdminLanguage />
        <LanguageBox>{children}</LanguageBox>
      </I18nextMessages>
    </I18nextProvider>
  );
}

/**
 * The site's header and footer around the admin screens in the admin's language too ("Home", "Laman Utama"): the
 * admin's texts go to the root layout while an admin screen is on screen (before the browser paints, so the frame
 * never shows in the other language first), and are taken back when it goes.
 */
function FrameInAdminLanguage() {
  const messages = useMessages();
  const setFrame = use(FrameMessagesContext);
  useLayoutEffect(() => {
    setFrame(messages);
    return () => setFrame(null);
  }, [messages, setFrame]);
  return null;
}

function LanguageBox({ children }: { children: ReactNode }) {
  const language = useLanguage();
  return (
    <div lang={language} className="contents">
      {children}
    </div>
  );
}

/** The admin's language switch, for the admin bar: the admin's choice only, saved apart from the public pages'. */
export function AdminLanguageSwitch() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  return (
    <label className="flex items-center gap-2 text-sm text-gray-700">
      <span>{t('shell.language')}</span>
      <select
        value={language}
        onChange={(event) => void changeAdminLanguage(event.target.value as Language)}
        className={selectStyles}
      >
        {LANGUAGES.map((option) => (
          <option key={option} value={option} lang={option}>
            {/* Each language named in itself, as a person looking for their own reads it. */}
            {LOCALES[option].label}
          </option>
        ))}
      </select>
    </label>
  );
}
