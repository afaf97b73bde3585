import { EnquirySent } from '@/features/enquiry/enquiry-sent';
import { Island } from '@/islands/island';

/** The confirmation of a sent enquiry (/enquiry/sent): what it shows lives in this tab, so it is an island. */
export function Component() {
  return <Island name="enquirySent" component={EnquirySent} props={{}} />;
}
