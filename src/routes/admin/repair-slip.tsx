import { useTranslation } from 'react-i18next';
import {
  useLoaderData,
  useSearchParams,
  type LoaderFunctionArgs,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import { useShopSettings } from '@/components/shop-settings';
import { useSiteAddress } from '@/components/site-address';
import { useAdminTitle } from '@/components/admin/use-admin-title';
import { RepairSlip } from '@/features/repairs/repair-slip';
import { parseSlipPaper } from '@/features/repairs/repair-paper';
import { repairStatusLink } from '@/features/repairs/repair-view';
import { RepairNotFound, readRepair } from '@/features/repairs/read-repair';
import { registerAdminTranslations } from './admin-i18n';

registerAdminTranslations();

/** /admin-portal/repairs/{id}/slip: the job's slip to print, on A5 or an 80 mm roll (`?paper=receipt`). */
export async function loader({ params }: LoaderFunctionArgs) {
  return { job: params.id ? await readRepair(params.id) : null };
}

/** Another paper is the same job: not read again. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

export function Component() {
  const { t } = useTranslation('admin');
  const { job } = useLoaderData<typeof loader>();
  const settings = useShopSettings();
  const siteAddress = useSiteAddress();
  const [params, setParams] = useSearchParams();
  const title = job ? t('repairs.slip.title', { number: job.number }) : t('repairs.title');
  useAdminTitle(title);
  if (!job) return <RepairNotFound title={title} />;
  return (
    <RepairSlip
      job={job}
      settings={settings}
      link={repairStatusLink(job.token, siteAddress)}
      paper={parseSlipPaper(params.get('paper'))}
      onPaperChange={(paper) =>
        setParams(
          (current) => {
            const updated = new URLSearchParams(current);
            if (paper === 'a5') updated.delete('paper');
            else updated.set('paper', paper);
            return updated;
          },
          { replace: true },
        )
      }
    />
  );
}
