import { defineIsland } from '@/components/island';
import { EnquiryMenuLink } from '@/features/site/enquiry/enquiry-link';

/** The enquiry list in the phone menu, with how many products it holds. */
export default defineIsland('enquiry-menu-count', EnquiryMenuLink, ['common:nav.enquiry', 'common:nav.enquiryCount']);
