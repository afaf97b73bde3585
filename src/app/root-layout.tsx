import { useEffect, useState, type ReactNode } from 'react';
import { Outlet, ScrollRestoration, useLoaderData, useRevalidator } from 'react-router';
import { MessagesContext, useMessages, useTranslation, type MessagesValue } from '@/i18n/messages';
import { FrameMessagesContext } from '@/i18n/frame-messages';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { useDocumentMetadata } from './use-document-metadata';
import { ShopSettingsContext } from '@/components/use-shop-settings';
import type { RootData } from './root-loader';

/** Navigation, main area and footer around every page (spec §2, common layout). */
export function RootLayout() {
  const { t } = useTranslation();
  const { settings, readAhead } = useLoaderData() as RootData;
  const revalidator = useRevalidator();
  useDocumentMetadata(settings.tradeName);
  useEffect(() => {
    // The page's code has taken over (the effects of the page inside ran before this one). A rendered page
    // looks the same before, so this says it to the browser tests, and to whoever debugs a page.
    document.documentElement.dataset.hydrated = 'true';
    // A hosted page was written at build time with the default settings: now read the stored ones.
    if (readAhead && import.meta.env.VITE_BACKEND === 'firebase') void revalidator.revalidate();
    // Once, after the first render: the revalidation brings data that is no longer read ahead.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // The texts of the header and footer when the screen inside speaks another language than the page (the admin's).
  const [frame, setFrame] = useState<MessagesValue | null>(null);
  return (
    <ShopSettingsContext value={settings}>
      <FrameMessagesContext value={setFrame}>
        <div className="flex min-h-screen flex-col">
          <Frame messages={frame}>
            <a href="#main" className="skip-link">
              {t('nav.skipToContent')}
            </a>
            <SiteHeader />
          </Frame>
          <main id="main" tabIndex={-1} className="flex-1 pt-20 outline-none">
            <Outlet />
          </main>
          <Frame messages={frame}>
            <SiteFooter />
          </Frame>
          {/* New pages start at the top; Back returns to where the visitor was. */}
          <ScrollRestoration />
        </div>
      </FrameMessagesContext>
    </ShopSettingsContext>
  );
}

/**
 * The header or the footer in the language of the screen inside (`messages`), marked so for screen readers when it
 * is not the page's; as the page is otherwise.
 */
function Frame({ messages, children }: { messages: MessagesValue | null; children: ReactNode }) {
  const page = useMessages();
  if (!messages || messages.language === page.language) return children;
  return (
    <MessagesContext value={messages}>
      <div lang={messages.language} className="contents">
        {children}
      </div>
    </MessagesContext>
  );
}
