import { defineIsland } from '@/components/island';
import { EnquirySent } from '@/features/site/enquiry/enquiry-sent-view';

/** The confirmation of a sent enquiry (/enquiry/sent): what it shows lives in this tab. */
export default defineIsland('enquiry-confirmation', EnquirySent, [
  'site:enquiry.sent.*',
  'site:enquiry.checking',
  'site:product.newTab',
]);
