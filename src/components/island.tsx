import { createContext, use, type ComponentType, type ReactElement } from 'react';
import type { Namespace, QualifiedKey } from '@/i18n/messages';

/** A key of the catalogues, or every key under a prefix (`site:enquiry.*`). */
export type MessagePattern = QualifiedKey | `${Namespace}:${string}.*`;

/**
 * An island (docs/decisions/021-islands.md, 028-islands-as-leaves.md): a part of a public page that acts, hydrated on
 * its own. Each file of src/islands/ is one, and says it with its default export, `defineIsland(…)`: the browser finds
 * it there by one glob (src/islands-entry.tsx), so no list names the islands.
 */
export type IslandDefinition<P> = {
  /** The file's name in src/islands/, without `.tsx`: the browser loads the island's code by it. */
  readonly name: string;
  readonly component: ComponentType<P>;
  /**
   * The texts the island reads in the browser: a page carries these, in its language, for the islands it holds, and
   * no other (src/islands.test.ts finds every key the island's code can read and fails on one that is not here).
   */
  readonly messages: readonly MessagePattern[];
};

/** The island of the file src/islands/{name}.tsx: its component and the texts it reads. */
export function defineIsland<P>(
  name: string,
  component: ComponentType<P>,
  messages: readonly MessagePattern[],
): IslandDefinition<P> {
  return { name, component, messages };
}

/** The source file of an island, as the build's manifest names it (the server preloads its code by it). */
export function islandSource(name: string): string {
  return `src/islands/${name}.tsx`;
}

/**
 * How the server writes an island: the component rendered as a root of its own (as the browser will hydrate it),
 * with the id prefix that root is hydrated with. Given by the embedded server's render (src/entry-server.tsx);
 * without it (the hosted app, which hydrates the whole page) an island is rendered in place.
 */
export type IslandRenderer = (
  island: IslandDefinition<never>,
  element: ReactElement,
) => { idPrefix: string; html: string };

export const IslandRendererContext = createContext<IslandRenderer | null>(null);

/**
 * Writes an island: its HTML is rendered with the page, and the browser hydrates it alone, from `props` (JSON in
 * `data-props`: data, never script), with the page's island context (./island-context.tsx). The wrapper takes no room
 * of its own (`display: contents`, src/styles.css); `as="span"` where the markup allows no `div`. An island inside
 * another is rendered, and hydrated, with it.
 */
export function Island<P>({
  of: island,
  props,
  as: Tag = 'div',
}: {
  of: IslandDefinition<P>;
  props: P;
  as?: 'div' | 'span';
}) {
  const renderer = use(IslandRendererContext);
  // Checked where the island is written (the props fit the component); rendered here as any component.
  const Part = island.component as ComponentType<Record<string, unknown>>;
  const partProps = props as Record<string, unknown>;
  const marks = { 'data-island': island.name, 'data-props': JSON.stringify(props) };
  if (!renderer) {
    return (
      <Tag {...marks}>
        <Part {...partProps} />
      </Tag>
    );
  }
  const { idPrefix, html } = renderer(island as IslandDefinition<never>, <Part {...partProps} />);
  return <Tag {...marks} data-island-id={idPrefix} dangerouslySetInnerHTML={{ __html: html }} />;
}
