import { defineIsland } from '@/components/island';
import { ProductGallery } from '@/features/site/catalogue/product-gallery-view';

/** The product's pictures: thumbnails that swap the main one, and the full-size overlay. */
export default defineIsland('product-gallery', ProductGallery, [
  'site:product.imageAlt',
  'site:product.enlarge',
  'site:product.gallery',
  'site:product.thumbnail',
  'site:product.fullSize',
  'site:product.previousImage',
  'site:product.nextImage',
  'common:labels.close',
]);
