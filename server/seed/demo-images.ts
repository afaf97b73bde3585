import sharp from 'sharp';
import { productSvg, type Art, type ArtView } from './demo-art';

/**
 * Every view is square, so that the gallery keeps its shape when the visitor picks a thumbnail.
 * 800 px covers the full-size overlay on a phone and a card on a wide screen; flat illustrations
 * encode to roughly 5–20 KB at this quality.
 */
// Effort 2 encodes two to three times faster than the default 4 for a file about 10% larger.
const WEBP = { quality: 80, effort: 2 } as const;

export async function renderDemoImage(art: Art, view: ArtView, backdrop: string): Promise<Buffer> {
  // The scenes are opaque; dropping the alpha channel saves encoding an ALPH chunk nobody needs.
  return sharp(Buffer.from(productSvg(art, view, backdrop)))
    .removeAlpha()
    .webp(WEBP)
    .toBuffer();
}

/** The stem of an image file: the product name as a slug, plus the view for additional images. */
export function demoImageFileName(productName: string, view: ArtView): string {
  const slug = productName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${view === 'intro' ? slug : `${slug}-${view}`}.webp`;
}
