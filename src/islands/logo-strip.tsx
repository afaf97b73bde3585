import { defineIsland } from '@/components/island';
import { LogoStrip } from '@/components/ui/logo-strip-view';

/** The home page's collaborators, a strip that scrolls by itself. */
export default defineIsland('logo-strip', LogoStrip, []);
