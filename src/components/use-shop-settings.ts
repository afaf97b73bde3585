import { createContext, useContext } from 'react';
import type { ShopSettings } from '@/domain/shop-settings';
import { DEFAULT_SHOP_SETTINGS } from '@/content/shop-defaults';

/**
 * The shop's settings as the root route loaded them (src/app/root-loader.ts): the layout provides them, and the
 * header, footer, pages and features read them here. Outside the app (a part's own test) the defaults answer.
 */
export const ShopSettingsContext = createContext<ShopSettings>(DEFAULT_SHOP_SETTINGS);

export function useShopSettings(): ShopSettings {
  return useContext(ShopSettingsContext);
}
