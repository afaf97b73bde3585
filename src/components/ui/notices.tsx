import { useEffect, useRef, useSyncExternalStore } from 'react';
import { buttonStyles } from '@/components/ui/styles';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';

export type NoticeTone = 'success' | 'error';
/** `carry`: raised just before a navigation, so it is meant for the next screen. */
export type Notice = { id: number; tone: NoticeTone; text: string; carry: boolean };

/** How many notices stay on screen; older ones give way to newer ones. */
const MAX_NOTICES = 3;

/*
 * The store lives outside React so that a notice outlives the screen that raised it: the sign-in page
 * says 'Login successful!' and the admin portal, a different route, shows it (spec §2 'alert').
 */
let notices: readonly Notice[] = [];
let nextId = 1;
let shownAt: string | null = null;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function getSnapshot(): readonly Notice[] {
  return notices;
}

/**
 * Shows a message to the admin until they dismiss it or move to another screen. Pass `carry` when
 * the caller is about to navigate, so that the message shows on the screen it navigates to.
 */
export function notify(tone: NoticeTone, text: string, options: { carry?: boolean } = {}): void {
  notices = [...notices, { id: nextId++, tone, text, carry: options.carry ?? false }].slice(-MAX_NOTICES);
  emit();
}

/**
 * On arriving at a new location (identified by its history key): messages of the screen left behind
 * go; carried ones stay, once.
 */
function arriveAt(locationKey: string): void {
  // Arriving twice at the same location (an effect run again) changes nothing.
  if (locationKey === shownAt) return;
  shownAt = locationKey;
  notices = notices.filter((notice) => notice.carry).map((notice) => ({ ...notice, carry: false }));
  emit();
}

export function dismissNotice(id: number): void {
  notices = notices.filter((notice) => notice.id !== id);
  emit();
}

export function clearNotices(): void {
  if (notices.length === 0) return;
  notices = [];
  emit();
}

/**
 * Whether an event starts the admin's next action: a press of a button (or of a link drawn as one with
 * `role="button"`, or a disclosure's summary), a form sent, a choice made in a list. Typing in a field is not one,
 * nor is a press inside the notices themselves (dismissing one).
 */
function startsAnAction(event: Event, region: Element | null): boolean {
  const target = event.target;
  if (!(target instanceof Element) || region?.contains(target)) return false;
  // A dialog's own closing form (method="dialog", sent by the code once the work is done) ends an action.
  if (event.type === 'submit') return !(target instanceof HTMLFormElement && target.method === 'dialog');
  if (event.type === 'change') return target instanceof HTMLSelectElement;
  return target.closest('button, [role="button"], summary, input[type="submit"], input[type="button"]') !== null;
}

export function useNotices(): readonly Notice[] {
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}

const toneClasses: Record<NoticeTone, string> = {
  success: 'border-green-600 bg-green-50 text-green-900',
  error: 'border-red-600 bg-red-50 text-red-900',
};

/**
 * The admin's alerts, as a stack in the corner. Errors are role="alert" (announced at once);
 * confirmations are role="status" (announced politely).
 */
export function Notices() {
  const { t } = useTranslation('admin');
  const items = useNotices();
  const { key } = useLocation();
  const region = useRef<HTMLElement>(null);
  useEffect(() => arriveAt(key), [key]);
  // The messages of what the admin did last go when the next action starts (before its handlers run, so that what
  // that action says is all that shows): a message is about the action that raised it, and one left standing
  // would read as the answer to the next.
  useEffect(() => {
    const clear = (event: Event) => {
      if (startsAnAction(event, region.current)) clearNotices();
    };
    const kinds = ['click', 'submit', 'change'] as const;
    for (const kind of kinds) window.addEventListener(kind, clear, { capture: true });
    return () => {
      for (const kind of kinds) window.removeEventListener(kind, clear, { capture: true });
    };
  }, []);
  // In the page's flow below the admin's bar: at rest a notice takes its own room and covers nothing (the content
  // below moves down while it shows); scrolled down, it stays in view just under the site's fixed header (top-24:
  // the header is h-20), over content that has scrolled past.
  return (
    <section ref={region} aria-label={t('notices.region')} className="pointer-events-none sticky top-24 z-50">
      <div className="flex flex-col items-end gap-2 [&:not(:empty)]:pt-2">
        {items.map((notice) => (
          <div
            key={notice.id}
            className={`pointer-events-auto flex w-full items-start gap-3 rounded-md border-l-4 p-3 shadow-lg sm:w-96 ${toneClasses[notice.tone]}`}
          >
            {/* Only the message is the alert, so that it is read without the button's name. */}
            <p role={notice.tone === 'error' ? 'alert' : 'status'} className="flex-1 text-sm font-medium break-words">
              {notice.text}
            </p>
            <button type="button" onClick={() => dismissNotice(notice.id)} className={`${buttonStyles.close} -m-1`}>
              <span aria-hidden="true">×</span>
              <span className="sr-only">{t('notices.dismiss')}</span>
            </button>
          </div>
        ))}
      </div>
    </section>
  );
}
