import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { INSIGHT_RANGES, type InsightRange } from '@/domain/insights-figures';
import { InsightsScreen } from '@/features/admin/insights/insights-screen';
import { useAdminTitle } from '@/components/admin/use-admin-title';
import { registerAdminTranslations } from './admin-i18n';

registerAdminTranslations();

/** /admin-portal/insights: visits, enquiries, marketplace clicks and real visitors' speed; `?days=7|30|90`. */
export function Component() {
  const { t } = useTranslation('admin');
  useAdminTitle(t('insights.title'));
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('days'));
  const days: InsightRange = (INSIGHT_RANGES as readonly number[]).includes(asked) ? (asked as InsightRange) : 7;
  return <InsightsScreen days={days} onDaysChange={(next) => setParams({ days: String(next) })} />;
}
