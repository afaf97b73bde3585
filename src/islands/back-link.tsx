import { defineIsland } from '@/components/island';
import { BackLink } from '@/features/site/catalogue/back-link-view';

/** Back on a product page: the browser's Back when the page before is of this site. */
export default defineIsland('back-link', BackLink, ['common:labels.back']);
