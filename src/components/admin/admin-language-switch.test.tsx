import i18next from 'i18next';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MessagesContext } from '@/i18n/messages';
import { useLanguage } from '@/components/ui/use-language';
import { AdminLanguage, AdminLanguageSwitch } from './admin-language-switch';

async function adminI18nIn(language: 'en' | 'ms') {
  const instance = i18next.createInstance();
  await instance.init({
    lng: language,
    resources: {
      [language]: {
        admin: { shell: { language: language === 'ms' ? 'Bahasa' : 'Language' } },
        common: {},
        site: {},
      },
    },
    defaultNS: 'admin',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}

function LanguageShown() {
  return <output>{useLanguage()}</output>;
}

describe('the admin screens in the admin’s own language', () => {
  it('read the admin’s language, not the public page’s around them: the switch, the box and what formats', async () => {
    const html = renderToString(
      <MessagesContext value={{ language: 'en', table: {} }}>
        <AdminLanguage i18n={await adminI18nIn('ms')}>
          <AdminLanguageSwitch />
          <LanguageShown />
        </AdminLanguage>
      </MessagesContext>,
    );
    expect(html).toContain('<div lang="ms"');
    expect(html).toMatch(/<option value="ms" lang="ms" selected="">/);
    expect(html).toContain('<output>ms</output>');
    expect(html).toContain('Bahasa');
  });
});
