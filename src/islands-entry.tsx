import { StrictMode, startTransition, useEffect, type ComponentType } from 'react';
import { startInsights } from '@/features/site/visits/collect';
import { FALLBACK_LANGUAGE } from '@/domain/limits';
import {
  CONTENT_LANGUAGE_ATTRIBUTE,
  decideLanguage,
  HOSTING_LANGUAGE_COOKIE,
  LANGUAGE_COOKIE,
  LANGUAGE_QUERY_PARAMETER,
  toLanguage,
  withLanguage,
} from '@/i18n/language';
import { ISLAND_CONTEXT_ELEMENT_ID, IslandProviders, type IslandContext } from '@/components/island-context';
import type { IslandDefinition } from '@/components/island';
import { ISLAND_LIVE } from '@/components/early-marks';
import { closeDisclosuresOnBlur, closeDisclosuresOutside, submitOnChange } from '@/app/disclosures';

/**
 * The browser's code of a public page (docs/decisions/021-islands.md): the page is the server's HTML, and each part
 * that acts (`[data-island]`) is hydrated as a React root of its own, from its props and the page's island context.
 * No router: links are page loads.
 */
const LANGUAGE_STORAGE_KEY = 'i18nextLng';

/**
 * Every island, by its file (docs/decisions/028-islands-as-leaves.md): a file of src/islands/ is an island, and this
 * glob is the only place that lists them. Each is an `import()` of its own, which the bundler splits there: a page
 * loads only its islands' code (the server preloads it, from the build's manifest).
 */
const ISLANDS = import.meta.glob<IslandDefinition<Record<string, unknown>>>('./islands/*.tsx', { import: 'default' });

/** The island named `name` (its file's name, as the server wrote it in `data-island`), or undefined. */
function islandLoader(name: string | undefined) {
  const file = `./islands/${name}.tsx`;
  return name && Object.hasOwn(ISLANDS, file) ? ISLANDS[file] : undefined;
}

// The visitor's saved choice may differ from the page's (the cookie that mirrors it was cleared): the page is then
// asked for again in it, as the app drew it afresh, rather than shown in a language the visitor did not choose.
if (inChosenLanguage()) start();

function start(): void {
  rememberLanguage();
  closeDisclosuresOutside();
  closeDisclosuresOnBlur();
  submitOnChange();
  startInsights(window.location.pathname);
  void hydrateIslands();
}

/**
 * The page's language by the one order (`decideLanguage`, which the server followed with what it could see): when the
 * browser's saved choice names another, the cookie is set to it and the page loaded again (false is returned).
 */
function inChosenLanguage(): boolean {
  const root = document.documentElement;
  const language = decideLanguage({
    query: new URLSearchParams(window.location.search).get(LANGUAGE_QUERY_PARAMETER),
    saved: storedLanguage(),
    content: root.hasAttribute(CONTENT_LANGUAGE_ATTRIBUTE) ? toLanguage(root.lang) : null,
    preferred: [...(navigator.languages ?? []), navigator.language, root.lang],
  });
  if (language === toLanguage(root.lang)) return true;
  // The cookie that mirrors the choice, then the same address again. Without cookies the page stays as it is: a
  // reload could not change it.
  const attributes = 'path=/; max-age=31536000; samesite=lax';
  document.cookie = `${LANGUAGE_COOKIE}=${language}; ${attributes}`;
  document.cookie = `${HOSTING_LANGUAGE_COOKIE}=${language}; ${attributes}`;
  if (!document.cookie.split('; ').includes(`${LANGUAGE_COOKIE}=${language}`)) return true;
  window.location.reload();
  return false;
}

function storedLanguage(): string | null {
  try {
    return window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * A language named in the address is the visitor's choice (spec §4), saved already by the page's inline script
 * (src/app/start-code.ts) as the page showed it. The default language is then named by naming none, as every link of
 * the site names it.
 */
function rememberLanguage(): void {
  const language = toLanguage(new URLSearchParams(window.location.search).get(LANGUAGE_QUERY_PARAMETER));
  if (language !== FALLBACK_LANGUAGE) return;
  const { pathname, search, hash } = window.location;
  window.history.replaceState(window.history.state, '', `${withLanguage(`${pathname}${search}`, language)}${hash}`);
}

async function hydrateIslands(): Promise<void> {
  const text = document.getElementById(ISLAND_CONTEXT_ELEMENT_ID)?.textContent;
  const elements = [...document.querySelectorAll<HTMLElement>('[data-island]')].filter(
    // An island inside another is hydrated with it.
    (element) => !element.parentElement?.closest('[data-island]'),
  );
  if (!text || elements.length === 0) return markHydrated();
  const context = JSON.parse(text) as IslandContext;
  // react-dom is most of a page's code: run in a task of its own, after this entry's, rather than in one long task
  // with it, so that a slow phone answers a tap in between (the server preloads its file with the entry's:
  // islandsHydration, server/render/page-document.ts).
  const { hydrateRoot } = await import('react-dom/client');
  let waiting = elements.length;
  const hydrated = () => {
    waiting -= 1;
    if (waiting === 0) markHydrated();
  };
  await Promise.all(
    elements.map(async (element) => {
      const load = islandLoader(element.dataset.island);
      if (!load) return hydrated();
      let Component: ComponentType<Record<string, unknown>>;
      try {
        Component = (await load()).component;
      } catch (error) {
        // A tab left open across a deploy asks for an island's chunk that the new deploy no longer has: the page
        // loads afresh once, for the new HTML and the chunks it names. Else the island stays the server's HTML.
        if (reloadOnce()) return;
        throw error;
      }
      const props = JSON.parse(element.dataset.props ?? '{}') as Record<string, unknown>;
      let counted = false;
      const done = () => {
        if (counted) return;
        counted = true;
        hydrated();
      };
      // From here React answers its taps, not the page's inline script (src/app/early-taps.ts).
      element.setAttribute(ISLAND_LIVE, '');
      // In a transition, hydration works in slices and answers a tap first (decision 005).
      startTransition(() => {
        hydrateRoot(
          element,
          <StrictMode>
            <IslandProviders context={context}>
              <Component {...props} />
              <OnHydrated done={done} />
            </IslandProviders>
          </StrictMode>,
          { identifierPrefix: element.dataset.islandId ?? '' },
        );
      });
    }),
  );
}

/**
 * Loads the page afresh, once: within a minute of such a reload a chunk still missing (a broken deploy, a lost
 * connection) must not reload the page in a loop, and false is returned. As the app does (src/main.tsx), with the
 * same mark.
 */
function reloadOnce(): boolean {
  const key = 'chunk-reload-at';
  try {
    if (Date.now() - Number(sessionStorage.getItem(key) ?? 0) < 60_000) return false;
    sessionStorage.setItem(key, String(Date.now()));
  } catch {
    return false; // without storage, a reload could not tell that it is the second one
  }
  window.location.reload();
  return true;
}

/** Says once that its root has been hydrated (its effects run after its tree's). */
function OnHydrated({ done }: { done: () => void }) {
  useEffect(() => {
    done();
  }, [done]);
  return null;
}

/** Every island acts: said to the browser tests, and to whoever debugs a page. */
function markHydrated(): void {
  document.documentElement.dataset.hydrated = 'true';
}
