import { defineIsland } from '@/components/island';
import { EnquirySent } from '@/features/enquiry/enquiry-sent';

/** The confirmation of a sent enquiry (/enquiry/sent): what it shows lives in this tab. */
export default defineIsland('enquiry-sent', EnquirySent, [
  'site:enquiry.sent.*',
  'site:enquiry.checking',
  'site:product.newTab',
]);
