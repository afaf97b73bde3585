import i18next from 'i18next';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider, createMemoryRouter } from 'react-router';
import enAdmin from '@/i18n/locales/en/admin.json';

/** The admin's English texts, in which the forms are rendered. */
const adminEnglish = i18next.createInstance();
await adminEnglish.init({
  lng: 'en',
  resources: { en: { admin: enAdmin } },
  ns: ['admin'],
  defaultNS: 'admin',
  interpolation: { escapeValue: false },
  initAsync: false,
});

/** An admin form's HTML as its route renders it (a data router: the form's action, its blocker), entities read. */
export function renderedForm(form: ReactNode): string {
  const router = createMemoryRouter([{ path: '/', element: form }]);
  const html = renderToString(
    <I18nextProvider i18n={adminEnglish}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  return html.replaceAll('&#x27;', "'").replaceAll('&quot;', '"').replaceAll('&amp;', '&');
}

/** A text as a regular expression matches it. */
export const escapedForRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
