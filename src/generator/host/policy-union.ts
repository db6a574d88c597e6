/**
 * The policy of the catch-all `/*` rule of `_headers`: the union of the site's policies. Netlify and Cloudflare
 * Pages join the values of a header that two matching rules set, and a browser given two policies enforces both,
 * so a path's effective policy is the intersection of its own with the catch-all's. A catch-all that allows, in
 * each directive, every source any of the site's policies allows there leaves each path exactly its own policy,
 * and still gives an address no other rule names (a 404) a real policy: no inline script, no plugin, no framing,
 * no other base, forms only to the site and the form service.
 *
 * Directives are compared as browsers apply them: one a policy leaves out falls back to another (`frame-src` to
 * `child-src` to `default-src`), and one with no fallback (`form-action`, `base-uri`, `frame-ancestors`) left out
 * allows anything. Sources are compared as written, which is exact when each policy's sources are a subset of the
 * union's, as they are by construction; `'none'` is the empty list.
 */

/** A policy as directive name to source list (`'none'` read as no source). */
export type Policy = ReadonlyMap<string, readonly string[]>;

/** Where a directive a policy leaves out takes its sources from, nearest first (CSP Level 3). */
const FALLBACK: Readonly<Record<string, readonly string[]>> = {
  'script-src': ['default-src'],
  'style-src': ['default-src'],
  'img-src': ['default-src'],
  'font-src': ['default-src'],
  'connect-src': ['default-src'],
  'media-src': ['default-src'],
  'manifest-src': ['default-src'],
  'object-src': ['default-src'],
  'child-src': ['default-src'],
  'frame-src': ['child-src', 'default-src'],
  'worker-src': ['child-src', 'script-src', 'default-src'],
};

export function parsePolicy(text: string): Policy {
  const policy = new Map<string, string[]>();
  for (const directive of text.split(';')) {
    const [name, ...sources] = directive.trim().split(/\s+/);
    // A repeated directive is ignored by browsers after its first occurrence.
    if (name && !policy.has(name.toLowerCase()))
      policy.set(
        name.toLowerCase(),
        sources.filter((s) => s !== "'none'"),
      );
  }
  return policy;
}

export function formatPolicy(policy: Policy): string {
  return [...policy].map(([name, sources]) => `${name} ${sources.length ? sources.join(' ') : "'none'"}`).join('; ');
}

/** The sources a policy applies for a directive, through its fallbacks; undefined when it does not restrict it. */
export function effectiveSources(policy: Policy, directive: string): readonly string[] | undefined {
  for (const name of [directive, ...(FALLBACK[directive] ?? [])]) {
    const sources = policy.get(name);
    if (sources) return sources;
  }
  return undefined;
}

/**
 * Every source any of the policies allows, directive by directive. A directive is left out where some policy
 * does not restrict it at all, or where the union's own fallback already gives exactly the same sources.
 */
export function unionPolicy(policies: readonly Policy[]): Policy {
  const names = [...new Set(policies.flatMap((policy) => [...policy.keys()]))];
  const union = new Map<string, string[]>();
  for (const name of names) {
    const each = policies.map((policy) => effectiveSources(policy, name));
    if (each.some((sources) => sources === undefined)) continue;
    union.set(name, [...new Set(each.flatMap((sources) => sources ?? []))]);
  }
  for (const name of names) {
    const own = union.get(name);
    union.delete(name);
    const fallback = effectiveSources(union, name);
    if (!own || (fallback && sameSources(fallback, own))) continue;
    union.set(name, own);
  }
  // Back in the order the directives first appear in the policies.
  return new Map(names.filter((name) => union.has(name)).map((name) => [name, union.get(name) ?? []]));
}

/** What a browser enforces when given all the policies: per directive, the sources every one of them allows. */
export function intersectPolicies(policies: readonly Policy[]): Policy {
  const names = [...new Set(policies.flatMap((policy) => [...policy.keys()]))];
  const result = new Map<string, string[]>();
  for (const name of names) {
    const restricting = policies.map((policy) => effectiveSources(policy, name)).filter((s): s is readonly string[] => s !== undefined);
    const [first = [], ...rest] = restricting;
    result.set(
      name,
      first.filter((source) => rest.every((sources) => sources.includes(source))),
    );
  }
  return result;
}

/** The same sources, whatever their order. */
export function sameSources(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((source) => b.includes(source));
}
