/**
 * How a rendered page starts its code: after its first paint, not before. This function is not bundled: the
 * server compiles its text into the one inline script of a rendered page (server/render/code-start.ts),
 * which the Content-Security-Policy allows by hash. It runs as that script runs, so it reads the script's
 * own element and must use nothing but the browser's globals.
 *
 * A rendered page can be read before its code arrives; the code only makes it interactive. Module scripts
 * in <head> (and their modulepreloads) would be fetched and run before the browser first paints, and on a
 * phone that work holds the first paint back by the whole time it takes. This script waits for the first
 * paint, then asks for the code and starts it, once. The first paint is whichever comes first: the Paint
 * Timing API's first entry, or the frame after the first one drawn (two animation frames; the paint entry can
 * come late on a busy machine, and a test that holds the page's clock still holds animation frames too). A page
 * in a tab that is not shown starts at once: nothing to paint.
 *
 * It reads its files from its own data attributes, so its text is the same on every page.
 */
export function startCode(): void {
  const script = document.currentScript;
  if (!script) return;
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
