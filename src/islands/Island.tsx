/**
 * The server side of an island (Astro's model): the widget is rendered to complete HTML on its own, with its own
 * `identifierPrefix` so `useId` values match when the browser hydrates it, inside an element that carries its
 * name, its props as JSON and its loading strategy. Props must be serialisable: no functions, only data.
 */
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import type { IslandName } from './registry.ts';

/** When the browser loads and starts the island (src/islands/hydrate.ts). */
export type LoadStrategy = 'load' | 'idle' | 'interaction';

export interface IslandProps<P extends object> {
  readonly name: IslandName;
  /** Distinguishes several instances of one island on a page (their ids must differ). */
  readonly instance?: string;
  readonly component: ComponentType<P>;
  readonly props: P;
  readonly load: LoadStrategy;
  /** With `interaction`: an address parameter (`q`) whose presence starts the island at once, after the load event. */
  readonly loadQuery?: string;
  readonly className?: string;
}

export function islandPrefix(name: string, instance = ''): string {
  return `${name}${instance ? `-${instance}` : ''}-`;
}

export function Island<P extends object>({ name, instance, component: Component, props, load, loadQuery, className }: IslandProps<P>) {
  const prefix = islandPrefix(name, instance);
  const html = renderToString(<Component {...props} />, { identifierPrefix: prefix });
  // React escapes attribute values (", &, <, >), so the JSON cannot break out of the attribute or the page.
  return (
    <div
      className={`island ${className ?? ''}`.trim()}
      data-island={name}
      data-island-prefix={prefix}
      data-load={load}
      data-load-query={loadQuery}
      data-props={JSON.stringify(props)}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the island's own server rendering, put in place for hydration.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
