import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { MAX_PAGE_SIZE, PAGE_SIZE } from '@/domain/limits';
import type { Page } from '@/domain/paging';

export type FetchPage<T> = (page: { limit: number; cursor?: string }) => Promise<Page<T>>;

type ListState<T> = {
  /** The fetcher these items came from: a new fetcher (a new filter) starts the list afresh. */
  source: FetchPage<T>;
  status: 'loading' | 'ready' | 'error';
  items: T[];
  nextCursor: string | null;
  error: unknown;
  loadingMore: boolean;
  moreError: unknown;
};

export type PagedList<T> = Omit<ListState<T>, 'source'> & {
  loadMore: () => Promise<void>;
  /** Whether the items shown were read at the latest `revision` (false while they are read again). */
  fresh: boolean;
};

function initial<T>(source: FetchPage<T>): ListState<T> {
  return { source, status: 'loading', items: [], nextCursor: null, error: null, loadingMore: false, moreError: null };
}

/**
 * A list read page by page from the API (newest first, keyset cursor). Pass a memoised `fetchPage`;
 * when it changes (say, another status filter) the list starts again from its first page. A new `revision` (the
 * screen's data read again after one of its writes) reads the shown items again, as `reload`.
 */
export function usePagedList<T>(fetchPage: FetchPage<T>, revision?: unknown): PagedList<T> {
  const [state, setState] = useState<ListState<T>>(() => initial(fetchPage));
  let current = state;
  if (state.source !== fetchPage) {
    // Reset during render rather than in an effect, so a stale list never shows for the new filter.
    current = initial(fetchPage);
    setState(current);
  }

  useEffect(() => {
    let live = true;
    fetchPage({ limit: PAGE_SIZE }).then(
      (page) => {
        if (!live) return;
        setState((s) =>
          s.source === fetchPage
            ? { ...s, status: 'ready', items: page.items, nextCursor: page.nextCursor, error: null }
            : s,
        );
      },
      (error: unknown) => {
        if (!live) return;
        setState((s) => (s.source === fetchPage ? { ...s, status: 'error', error } : s));
      },
    );
    return () => {
      live = false;
    };
  }, [fetchPage]);

  const [readAt, setReadAt] = useState(revision);
  const reloadShown = useEffectEvent(() => void reload().then(() => setReadAt(revision)));
  const revisionShown = useRef(revision);
  useEffect(() => {
    if (Object.is(revisionShown.current, revision)) return;
    revisionShown.current = revision;
    reloadShown();
  }, [revision]);

  async function loadMore(): Promise<void> {
    const cursor = current.nextCursor;
    if (current.loadingMore || !cursor) return;
    setState((s) => ({ ...s, loadingMore: true, moreError: null }));
    try {
      const page = await fetchPage({ limit: PAGE_SIZE, cursor });
      setState((s) =>
        s.source === fetchPage && s.nextCursor === cursor
          ? { ...s, items: [...s.items, ...page.items], nextCursor: page.nextCursor, loadingMore: false }
          : { ...s, loadingMore: false },
      );
    } catch (error) {
      setState((s) => ({ ...s, loadingMore: false, moreError: error }));
    }
  }

  /** Fetches again as many items as are shown, keeping the old ones on screen meanwhile. */
  async function reload(): Promise<void> {
    const limit = Math.min(MAX_PAGE_SIZE, Math.max(PAGE_SIZE, current.items.length));
    try {
      const page = await fetchPage({ limit });
      setState((s) =>
        s.source === fetchPage
          ? { ...s, status: 'ready', items: page.items, nextCursor: page.nextCursor, error: null, moreError: null }
          : s,
      );
    } catch (error) {
      setState((s) => (s.source === fetchPage ? { ...s, status: 'error', error } : s));
    }
  }

  const { source: _source, ...rest } = current;
  return { ...rest, loadMore, fresh: Object.is(readAt, revision) };
}
