import { useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { useDocumentMetadata } from './use-document-metadata';

/** Navigation, main area and footer around every page (spec §2, common layout). */
export function RootLayout() {
  const { t } = useTranslation();
  useDocumentMetadata();
  useEffect(() => {
    // The page's code has taken over (the effects of the page inside ran before this one). A rendered page
    // looks the same before, so this says it to the browser tests, and to whoever debugs a page.
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <div className="flex min-h-screen flex-col">
      <a href="#main" className="skip-link">
        {t('nav.skipToContent')}
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 pt-20 outline-none">
        <Outlet />
      </main>
      <SiteFooter />
      {/* New pages start at the top; Back returns to where the visitor was. */}
      <ScrollRestoration />
    </div>
  );
}
