import { useEffect } from 'react';
import { useShopSettings } from '@/components/use-shop-settings';

/**
 * The browser's title of an admin screen: the screen's own heading, in the admin's language, then the shop's name
 * from its settings. The public pages' titles follow the address (src/app/use-document-metadata.ts), which leaves
 * the admin's to each screen: a tab or a bookmark then says which screen it is.
 */
export function useAdminTitle(screenTitle: string): void {
  const { tradeName } = useShopSettings();
  useEffect(() => {
    document.title = `${screenTitle} | ${tradeName}`;
  }, [screenTitle, tradeName]);
}
