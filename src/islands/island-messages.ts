import type { QualifiedKey } from '@/i18n/messages';
import type { IslandName } from './island-modules';

/** A key, or every key under a prefix (`site:enquiry.*`). */
type KeyPattern = QualifiedKey | `${'common' | 'site'}:${string}.*`;

/**
 * The texts each island reads (docs/decisions/021-islands.md): a page carries these, in its language, for the
 * islands it holds, and no other. A key an island reads but is not named here shows as the key in the browser.
 */
export const ISLAND_MESSAGES: Record<IslandName, readonly KeyPattern[]> = {
  enquiryCount: ['common:nav.enquiry', 'common:nav.enquiryCount'],
  enquiryMenuCount: ['common:nav.enquiry', 'common:nav.enquiryCount'],
  addToEnquiry: ['site:enquiry.add', 'site:enquiry.added', 'site:enquiry.inList', 'site:enquiry.full'],
  productResults: [
    'site:catalogue.empty',
    'site:catalogue.failed',
    'site:catalogue.loadMore',
    'site:catalogue.loadingMore',
    'site:catalogue.viewDetails',
    'site:product.soldOut',
    'site:enquiry.add',
    'site:enquiry.added',
    'site:enquiry.inList',
    'site:enquiry.full',
    'site:enquiry.priceOnRequest',
    'common:errors.*',
  ],
  productGallery: [
    'site:product.imageAlt',
    'site:product.enlarge',
    'site:product.gallery',
    'site:product.thumbnail',
    'site:product.fullSize',
    'site:product.previousImage',
    'site:product.nextImage',
    'common:labels.close',
  ],
  backLink: ['common:labels.back'],
  enquiryList: [
    'site:enquiry.*',
    'common:privacyBeside',
    'common:privacyLink',
    'site:product.newTab',
    'site:product.sku',
    'common:errors.*',
    'common:labels.*',
  ],
  enquirySent: ['site:enquiry.sent.*', 'site:enquiry.checking', 'site:product.newTab'],
  contactForm: ['site:contact.form.*', 'common:privacyBeside', 'common:privacyLink', 'site:product.newTab'],
  logoStrip: [],
  repairStatus: [
    'site:repair.*',
    'common:privacyBeside',
    'common:privacyLink',
    'site:product.newTab',
    'common:errors.*',
    'common:labels.*',
  ],
};
