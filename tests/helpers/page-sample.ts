/**
 * Which pages a browser test of a template's layout visits when visiting every page would tell no more. Pages of
 * one locale, layout, kind and collection are drawn by one template; what moves things on them is how long their
 * parts are. So each such group is represented by its extremes of a measure the test names (the most and the
 * fewest warning signs, say), and a new article, translation or locale joins a group rather than adding minutes
 * to the suite. The measure is read from the built page, never typed into the test.
 */
import type { Route } from '../../src/model/routes.ts';

/** The group a route's template puts it in. */
export function templateGroup(route: Pick<Route, 'locale' | 'layout' | 'kind' | 'collection' | 'lists'>): string {
  return [route.locale, route.layout, route.kind, route.collection ?? route.lists ?? ''].join(' ');
}

/**
 * For each template group, the routes with the largest and the smallest `measure` (one route when they tie or
 * the group has one); routes measured `undefined` (nothing the test looks at) are left out. In route order.
 */
export function extremesByGroup<R extends Pick<Route, 'path' | 'locale' | 'layout' | 'kind' | 'collection' | 'lists'>>(
  routes: readonly R[],
  measure: (route: R) => number | undefined,
): R[] {
  const groups = new Map<string, Array<{ route: R; size: number }>>();
  for (const route of routes) {
    const size = measure(route);
    if (size === undefined) continue;
    const key = templateGroup(route);
    groups.set(key, [...(groups.get(key) ?? []), { route, size }]);
  }
  const chosen = new Set<R>();
  for (const members of groups.values()) {
    const sorted = [...members].sort((a, b) => a.size - b.size);
    const fewest = sorted[0];
    const most = sorted.at(-1);
    if (fewest) chosen.add(fewest.route);
    if (most) chosen.add(most.route);
  }
  return routes.filter((route) => chosen.has(route));
}
