import { answerEarlyTaps } from './early-taps';

/**
 * How a rendered page starts its code: after its first paint, not before. This function and what it imports are
 * bundled at build time into the one inline script of a rendered page (server/render/code-start.ts), which the
 * Content-Security-Policy allows by hash. It runs as that script runs, so it reads the script's own element; it and
 * its imports use the browser's globals and modules free of React (src/app/early-taps.ts says which).
 *
 * A rendered page can be read before its code arrives; the code only makes it interactive. Module scripts
 * in <head> (and their modulepreloads) would be fetched and run before the browser first paints, and on a
 * phone that work holds the first paint back by the whole time it takes. This script waits for the first
 * paint, then asks for the code and starts it, once. The first paint is whichever comes first: the Paint
 * Timing API's first entry, or the frame after the first one drawn (two animation frames; the paint entry can
 * come late on a busy machine, and a test that holds the page's clock still holds animation frames too). A page
 * in a tab that is not shown starts at once: nothing to paint.
 *
 * It reads its files and the site's languages from its own data attributes, so its text is the same on every page and
 * for any list of languages (LOCALES, src/domain/locales.ts): the Content-Security-Policy's hash of it stays the same.
 *
 * First, before it waits, it saves a language named in the address (saveLanguageChoice), answers the taps that come
 * before the code (answerEarlyTaps, src/app/early-taps.ts) and gives the page its scroll-in fades (revealLater):
 * none of them waits for the code.
 */
export function startCode(): void {
  const script = document.currentScript;
  saveLanguageChoice(script);
  answerEarlyTaps();
  if (!script) return;
  revealLater();
  let started = false;

  const start = (): void => {
    if (started) return;
    started = true;
    for (const href of (script.getAttribute('data-preload') ?? '').split(' ')) {
      if (!href) continue;
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      link.crossOrigin = '';
      document.head.appendChild(link);
    }
    void import(script.getAttribute('data-entry') ?? '');
  };

  if (document.hidden) return start();
  const Observer = window.PerformanceObserver;
  if (Observer?.supportedEntryTypes?.includes('paint')) {
    new Observer((_list, observer) => {
      observer.disconnect();
      start();
    }).observe({ type: 'paint', buffered: true });
  }
  requestAnimationFrame(() => requestAnimationFrame(start));
}

/**
 * Scroll-in fades without the app's code (the Reveal component marks content with `data-reveal-at`, the share of it
 * that must show first; styles.css draws the states). Content arrives shown, and what is on the screen is never
 * hidden: an element is marked `waiting` (faded out) only when the browser's first look at it finds none of it in
 * view, and `shown` (fading in) once enough of it is. For visitors who asked for less motion, and in a browser
 * without IntersectionObserver, nothing is marked at all. The script runs after the content it marks.
 */
function revealLater(): void {
  const Observer = window.IntersectionObserver;
  if (!Observer || window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
  const elements = document.querySelectorAll<HTMLElement>('[data-reveal-at]');
  if (elements.length === 0) return;
  const observer = new Observer(
    (entries) => {
      for (const entry of entries) {
        const element = entry.target as HTMLElement;
        const share = Number(element.getAttribute('data-reveal-at')) || 0;
        const waiting = element.getAttribute('data-reveal') === 'waiting';
        if (!waiting && entry.isIntersecting) {
          // Already on the screen at the first look: it stays as it was drawn.
          observer.unobserve(element);
        } else if (!waiting) {
          element.setAttribute('data-reveal', 'waiting');
        } else if (
          entry.isIntersecting &&
          // A share of the element, or of the screen for an element taller than the screen can show of it.
          (entry.intersectionRatio >= share || entry.intersectionRect.height >= share * window.innerHeight)
        ) {
          element.setAttribute('data-reveal', 'shown');
          observer.unobserve(element);
        }
      }
    },
    { threshold: [0, 0.1, 0.2, 0.3] },
  );
  for (const element of elements) observer.observe(element);
}

/**
 * The attribute of the script that lists the site's languages, space-separated (server/render/code-start.ts writes
 * them), and where a choice is kept: src/i18n/language.ts (a test keeps them equal).
 */
export const LANGUAGES_ATTRIBUTE = 'data-languages';
export const CHOICE_STORAGE_KEY = 'i18nextLng';
export const CHOICE_COOKIES = ['lang', 'firebase-language-override'];

/**
 * A language named in the address (`?lang=`, the language list's links) is the visitor's choice, saved as soon as the
 * page that shows it is there: in local storage, where the page's code reads it, and in the cookies the server and
 * the static host read, so that a link followed before the code arrives opens in it too, and the code, once it starts,
 * finds the same choice rather than an older one.
 */
function saveLanguageChoice(script: HTMLOrSVGScriptElement | null): void {
  try {
    const language = new URLSearchParams(window.location.search).get('lang');
    const languages = (script?.getAttribute(LANGUAGES_ATTRIBUTE) ?? '').split(' ');
    if (!language || !languages.includes(language)) return;
    for (const name of CHOICE_COOKIES) document.cookie = `${name}=${language}; path=/; max-age=31536000; samesite=lax`;
    window.localStorage.setItem(CHOICE_STORAGE_KEY, language);
  } catch {
    // Storage or cookies switched off: the cookie the server set, where it set one, keeps the choice.
  }
}
