import { everyLanguage, loadAdminCatalogue } from './catalogue-modules';

/**
 * The admin catalogue of every language, loaded as this module is (the admin chunk's, and the server's): a repair slip
 * is printed in its customer's language, whatever the admin reads.
 */
export const ADMIN_CATALOGUES = await everyLanguage(loadAdminCatalogue);
