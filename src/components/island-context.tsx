import type { ReactNode } from 'react';
import type { Language } from '@/domain/limits';
import type { ShopSettings } from '@/domain/shop-settings';
import { ShopSettingsContext } from '@/components/use-shop-settings';
import { SiteAddressContext } from '@/components/site-address';
import { MessagesContext, type MessageTable } from '@/i18n/messages';

/**
 * What every island of a page may read besides its own props: the page's language and the texts its islands name,
 * the shop's settings and the site's address. The server writes it once per page as JSON
 * (`<script type="application/json" id="island-context">`), and renders each island inside the same providers that
 * the browser hydrates it in, so the two match.
 */
export type IslandContext = {
  language: Language;
  table: MessageTable;
  settings: ShopSettings;
  siteAddress: string;
};

export const ISLAND_CONTEXT_ELEMENT_ID = 'island-context';

export function IslandProviders({ context, children }: { context: IslandContext; children: ReactNode }) {
  return (
    <MessagesContext value={{ language: context.language, table: context.table }}>
      <ShopSettingsContext value={context.settings}>
        <SiteAddressContext value={context.siteAddress}>{children}</SiteAddressContext>
      </ShopSettingsContext>
    </MessagesContext>
  );
}
