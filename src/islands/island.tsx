import { createContext, use, type ComponentType, type ReactElement } from 'react';
import type { IslandName, IslandProps } from './island-modules';

/**
 * How the server writes an island: the component rendered as a root of its own (as the browser will hydrate it),
 * with the id prefix that root is hydrated with. Given by the embedded server's render (src/entry-server.tsx);
 * without it (the hosted app, which hydrates the whole page) an island is rendered in place.
 */
export type IslandRenderer = (name: IslandName, element: ReactElement) => { idPrefix: string; html: string };

export const IslandRendererContext = createContext<IslandRenderer | null>(null);

/**
 * A part of a public page that acts (docs/decisions/021-islands.md): its HTML is rendered with the page, and the
 * browser hydrates it alone, from `props` (JSON in `data-props`: data, never script), with the page's island context
 * (./island-context.tsx). The wrapper takes no room of its own (`display: contents`, src/styles.css); `as="span"`
 * where the markup allows no `div`. `name` says which module the browser loads (./island-modules.ts) and which
 * texts the page carries for it (./island-messages.ts).
 */
export function Island<N extends IslandName>({
  name,
  component,
  props,
  as: Tag = 'div',
}: {
  name: N;
  component: ComponentType<IslandProps<N>>;
  props: IslandProps<N>;
  as?: 'div' | 'span';
}) {
  const renderer = use(IslandRendererContext);
  // Checked where the island is written (the props fit the component); rendered here as any component.
  const Part = component as ComponentType<Record<string, unknown>>;
  const partProps = props as Record<string, unknown>;
  const marks = { 'data-island': name, 'data-props': JSON.stringify(props) };
  if (!renderer) {
    return (
      <Tag {...marks}>
        <Part {...partProps} />
      </Tag>
    );
  }
  const { idPrefix, html } = renderer(name, <Part {...partProps} />);
  return <Tag {...marks} data-island-id={idPrefix} dangerouslySetInnerHTML={{ __html: html }} />;
}
