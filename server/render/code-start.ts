import { createHash } from 'node:crypto';

/**
 * How a rendered page starts its code: after its first paint, not before.
 *
 * A rendered page can be read before its code arrives; the code only makes it interactive. Module scripts
 * in <head> (and their modulepreloads) would be fetched and run before the browser first paints, and on a
 * phone that work holds the first paint back by the whole time it takes. This one inline script waits for
 * the first paint, then asks for the code at low priority (the stylesheet and the first picture keep the
 * connection) and starts it, once. The first paint is whichever comes first: the Paint Timing API's first
 * entry, or the frame after the first one drawn (two animation frames; the paint entry can come late on a
 * busy machine, and a test that holds the page's clock still holds animation frames too). A page in a tab
 * that is not shown starts at once: nothing to paint.
 *
 * It reads its files from its own data attributes, so its text never changes and the Content-Security-Policy
 * allows exactly it by hash (CODE_START_HASH; firebase.json carries the same hash for the hosted site).
 */
export const CODE_START_SCRIPT =
  '(function(s,d){var started=false;function go(){if(started)return;started=true;' +
  "s.getAttribute('data-preload').split(' ').forEach(function(h){if(!h)return;" +
  "var l=d.createElement('link');l.rel='modulepreload';l.href=h;l.crossOrigin='';l.fetchPriority='low';" +
  "d.head.appendChild(l)});import(s.getAttribute('data-entry'))}" +
  'if(d.hidden)return go();var P=window.PerformanceObserver;' +
  "if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0)" +
  "new P(function(list,observer){observer.disconnect();go()}).observe({type:'paint',buffered:true});" +
  'requestAnimationFrame(function(){requestAnimationFrame(go)})})(document.currentScript,document)';

/** The CSP source that allows CODE_START_SCRIPT and no other inline script. */
export const CODE_START_HASH = `'sha256-${createHash('sha256').update(CODE_START_SCRIPT).digest('base64')}'`;

/** The tag, with the entry's URL and the URLs to preload beside it. */
export function codeStartTag(entry: string, preloads: readonly string[]): string {
  return `<script data-entry="${entry}" data-preload="${preloads.join(' ')}">${CODE_START_SCRIPT}</script>`;
}

/** The files a page's start script loads, entry first: what the page's code is (for tests and checks). */
export function startedCode(html: string): string[] {
  const tag = /<script data-entry="([^"]*)" data-preload="([^"]*)">/.exec(html);
  if (!tag) return [];
  return [tag[1]!, ...tag[2]!.split(' ').filter(Boolean)];
}
