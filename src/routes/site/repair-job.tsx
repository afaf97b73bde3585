import { data, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { useTranslation } from '@/i18n/messages';
import type { RepairStatusView } from '@/domain/repair';
import { followContentLanguage } from '@/i18n/i18n';
import { NotFound } from '@/components/ui/not-found-message';
import { loadRepairStatus } from '@/features/site/repair-status/repair-status-api';
import { Island } from '@/components/island';
import repairStatus from '@/islands/repair-status';

/** The job, or null for a token no job has (whatever its form): the page then is the site's not-found page. */
type RepairData = { view: RepairStatusView | null };

/**
 * A missing job answers 404 (the server sends it as the status of the page) with nothing that depends on the token,
 * so that any unknown, old or malformed token gets the same page and learns nothing of which jobs exist.
 */
export async function loader({ params }: LoaderFunctionArgs) {
  const view = await loadRepairStatus(params.token ?? '');
  if (!view) return data<RepairData>({ view: null }, { status: 404 });
  // The customer's language, unless they chose one: as the server renders it (server/routes/pages-routes.ts).
  await followContentLanguage(view.language);
  return { view } satisfies RepairData;
}

/** A repair job's status for its customer (/repair/{token}, issue 35). */
export function Component() {
  const { t } = useTranslation('site');
  const { view } = useLoaderData<RepairData>();
  if (!view) {
    // The same page as any unknown address (src/routes/site/not-found.tsx).
    return (
      <div className="mx-auto max-w-3xl px-4 py-14 md:px-6">
        <NotFound heading={t('notFound.heading')} text={t('notFound.text')} />
      </div>
    );
  }
  // Loaded again (another job, or the same one later), the page starts from what was loaded.
  // An island: the customer's answer to the quote is the part that acts.
  return <Island key={`${view.token}:${view.updatedAt}`} of={repairStatus} props={{ initial: view }} />;
}
