import { defineIsland } from '@/components/island';
import { EnquiryList } from '@/features/site/enquiry/enquiry-list-view';

/** The enquiry list (/enquiry): its lines, checked against the catalogue, and the form that sends them. */
export default defineIsland('enquiry-list', EnquiryList, [
  'site:enquiry.*',
  'common:privacyBeside',
  'common:privacyLink',
  'site:product.newTab',
  // The WhatsApp question about the product named by `?add=`, for a browser that runs no script.
  'site:product.askMessage',
  'site:product.askMessageNoSku',
  'common:errors.*',
  'common:labels.*',
]);
