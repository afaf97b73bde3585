import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { DEFAULT_SHOP_SETTINGS } from '@/content/shop-defaults';
import { getBackend } from '@/data';
import { paths } from '@/domain/paths';
import type { ShopSettings } from '@/domain/shop-settings';

export type RootData = {
  settings: ShopSettings;
  /**
   * Read before the browser started (the embedded server's render, the hosted build's prerender). The hosted
   * build's pages carry the defaults, so the browser reads the stored settings once it has started.
   */
  readAhead: boolean;
};

/**
 * The shop's settings for every page: the header, the footer, the contact card, the WhatsApp links and the
 * testimonials read them (src/components/use-shop-settings.ts). Server-rendered, they reach the browser in the
 * page's hydration data, so no page asks for them again. Should they be out of reach, the page shows the defaults
 * rather than an error.
 */
export async function rootLoader(): Promise<RootData> {
  const readAhead = typeof document === 'undefined';
  try {
    return { settings: await (await getBackend()).settings.get(), readAhead };
  } catch (error) {
    console.warn('The shop settings could not be read; the defaults are shown', error);
    return { settings: DEFAULT_SHOP_SETTINGS, readAhead };
  }
}

/**
 * They change only when the admin saves them: a navigation does not read them again, nor does another screen's
 * write (an order's status, a payment); the settings screen's save does, and so does a revalidation that keeps the
 * address.
 */
export function shouldRevalidateRoot({
  currentUrl,
  nextUrl,
  formAction,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formAction !== undefined)
    return new URL(formAction, currentUrl).pathname === paths.admin.settings && defaultShouldRevalidate;
  return currentUrl.href === nextUrl.href ? defaultShouldRevalidate : false;
}
