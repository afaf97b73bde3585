import { defineIsland } from '@/components/island';
import { EnquiryLink } from '@/features/site/enquiry/enquiry-link';

/** The header's way to the enquiry list, with how many products it holds (the count lives in this browser). */
export default defineIsland('enquiry-count', EnquiryLink, ['common:nav.enquiry', 'common:nav.enquiryCount']);
