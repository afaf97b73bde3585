import { createContext, useContext } from 'react';

/**
 * The site's production address (SITE_URL, without a trailing slash), for what names a page in full outside the
 * site: the WhatsApp message about a product carries its page's address. The server's render and the browser's
 * start provide the same value (the server writes it into `<meta name="site-url">`), so hydration matches. Outside
 * the app (a part's own test) it is '' and addresses stay relative.
 */
export const SiteAddressContext = createContext('');

export function useSiteAddress(): string {
  return useContext(SiteAddressContext);
}
