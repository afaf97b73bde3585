import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useLoaderData,
  useSearchParams,
  type LoaderFunctionArgs,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import type { RepairJob } from '@/domain/repair';
import type { ShopSettings } from '@/domain/shop-settings';
import { useShopSettings } from '@/components/use-shop-settings';
import { useSiteAddress } from '@/components/site-address';
import { useAdminTitle } from '@/components/admin/use-admin-title';
import { parseSlipPaper, type SlipPaper } from '@/features/admin/repairs/repair-paper';
import { repairStatusLink } from '@/features/admin/repairs/repair-screen-view';
import { RepairNotFound, readRepair } from '@/features/admin/repairs/read-repair';

/** What a job's paper (the slip at intake, the receipt at collection) is drawn from. */
type PaperProps = {
  job: RepairJob;
  settings: ShopSettings;
  link: string;
  paper: SlipPaper;
  onPaperChange: (paper: SlipPaper) => void;
};

/** A job's paper reads the job once. */
export async function loader({ params }: LoaderFunctionArgs) {
  return { job: params.id ? await readRepair(params.id) : null };
}

/** Another paper is the same job: not read again. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

/**
 * The screen of one of a job's papers: its title, and the paper on A5 or an 80 mm roll (`?paper=receipt`), the
 * choice kept in the address; the status link on the shop's address (SITE_URL), never the browser's.
 */
export function RepairPaperScreen({
  Paper,
  titleKey,
}: {
  Paper: ComponentType<PaperProps>;
  titleKey: 'repairs.slip.title' | 'repairs.receipt.title';
}) {
  const { t } = useTranslation('admin');
  const { job } = useLoaderData<typeof loader>();
  const settings = useShopSettings();
  const siteAddress = useSiteAddress();
  const [params, setParams] = useSearchParams();
  const title = job ? t(titleKey, { number: job.number }) : t('repairs.title');
  useAdminTitle(title);
  if (!job) return <RepairNotFound title={title} />;
  return (
    <Paper
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
