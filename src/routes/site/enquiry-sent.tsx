import { Island } from '@/components/island';
import enquirySent from '@/islands/enquiry-confirmation';

/** The confirmation of a sent enquiry (/enquiry/sent): what it shows lives in this tab, so it is an island. */
export function Component() {
  return <Island of={enquirySent} props={{}} />;
}
