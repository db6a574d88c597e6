import { describe, expect, it } from 'vitest';
import { catchAllPolicy, scopePolicies } from '../../src/generator/host/host-config.ts';
import { effectiveSources, intersectPolicies, parsePolicy, sameSources, type Policy } from '../../src/generator/host/policy-union.ts';
import type { PolicyInput } from '../../src/generator/host/csp.ts';

const SCOPES = { strict: ['/'], search: ['/search/*', '/pagefind/*'], admin: ['/admin/*'] };
const INPUTS: ReadonlyArray<[string, PolicyInput]> = [
  ['analytics off', { config: { formServiceUrl: 'https://forms.example/base', gtmId: '' }, scriptHashes: ["'sha256-a'"] }],
  [
    'analytics on, local editor proxy',
    {
      config: {
        formServiceUrl: 'https://forms.example',
        gtmId: 'GTM-AB12CD3',
        cms: { branch: 'main', localProxy: 'http://127.0.0.1:8081/api/v1' },
      },
      scriptHashes: ["'sha256-a'", "'sha256-b'"],
    },
  ],
];

/** Every directive either policy names, and those they restrict only through a fallback. */
const namesOf = (...policies: Policy[]) => [
  ...new Set([...policies.flatMap((p) => [...p.keys()]), 'child-src', 'frame-src', 'worker-src', 'media-src', 'manifest-src']),
];

/** The directives where what the browser enforces for `policies` together differs from `expected` alone. */
function differences(policies: Policy[], expected: Policy): string[] {
  const enforced = intersectPolicies(policies);
  return namesOf(...policies).filter((name) => {
    const want = effectiveSources(expected, name);
    const got = effectiveSources(enforced, name);
    return want === undefined || got === undefined ? want !== got : !sameSources(want, got);
  });
}

describe('the catch-all policy of /*', () => {
  for (const [label, input] of INPUTS) {
    const union = parsePolicy(catchAllPolicy(input, SCOPES));
    const scopes = scopePolicies(input, SCOPES);

    it(`joined to each scope's own policy leaves exactly that policy, directive by directive (${label})`, () => {
      expect(Object.keys(scopes)).toEqual(['strict', 'search', 'admin']);
      for (const [scope, text] of Object.entries(scopes)) {
        const own = parsePolicy(text ?? '');
        expect(differences([union, own], own), scope).toEqual([]);
      }
    });

    it(`still holds an unknown address to a real policy (${label})`, () => {
      const script = effectiveSources(union, 'script-src') ?? [];
      expect(script).toContain("'self'");
      expect(script.filter((s) => s.includes('unsafe-inline') || s === "'unsafe-eval'")).toEqual([]);
      expect(catchAllPolicy(input, SCOPES)).not.toContain("'unsafe-eval'");
      expect(union.get('object-src')).toEqual([]);
      expect(union.get('frame-ancestors')).toEqual([]);
      expect(union.get('base-uri')).toEqual(["'self'"]);
      expect(union.get('form-action')).toEqual(["'self'", new URL(input.config.formServiceUrl).origin]);
      expect(union.get('default-src')).toEqual(["'self'"]);
    });
  }

  it('is caught by the check when it leaves out a source a scope allows', () => {
    const input = INPUTS[0]?.[1] ?? { config: { formServiceUrl: 'https://forms.example', gtmId: '' } };
    const search = parsePolicy(scopePolicies(input, SCOPES).search);
    const strict = parsePolicy(scopePolicies(input, SCOPES).strict);
    expect(differences([strict, search], search)).toEqual(['script-src', 'worker-src']);
    // A directive one policy leaves out falls back as a browser reads it: 'none' in default-src closes frames too.
    const closed = parsePolicy("default-src 'none'");
    expect(differences([closed, parsePolicy("default-src 'self'; frame-src 'self'")], parsePolicy("default-src 'self'"))).toEqual(
      expect.arrayContaining(['default-src', 'frame-src']),
    );
  });
});
