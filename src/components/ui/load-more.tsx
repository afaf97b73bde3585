import { useTranslation } from 'react-i18next';
import { useErrorText } from './error-message';
import { buttonStyles } from './styles';

type LoadMoreProps = {
  list: { nextCursor: string | null; loadingMore: boolean; moreError: unknown; loadMore: () => Promise<void> };
};

/** The next page of a list, on request. */
export function LoadMore({ list }: LoadMoreProps) {
  const { t } = useTranslation('admin');
  const describe = useErrorText();
  return (
    <div className="mt-4 flex flex-col items-center gap-2">
      {list.moreError ? (
        <p role="alert" className="text-sm text-red-800">
          {t('list.loadMoreFailed', { error: describe(list.moreError) })}
        </p>
      ) : null}
      {list.nextCursor ? (
        <button
          type="button"
          onClick={() => void list.loadMore()}
          disabled={list.loadingMore}
          className={buttonStyles.secondary}
        >
          {list.loadingMore ? t('list.loadingMore') : t('list.loadMore')}
        </button>
      ) : null}
    </div>
  );
}
