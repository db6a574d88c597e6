/** The editor's SHA-256 gives Node's digests: the inline-script hashes its preview computes are the build's. */
import { createHash as nodeHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createHash } from '../../src/admin/browser-crypto.ts';
import { EARLY_REDIRECT_SCRIPT } from '../../src/shared/early-redirect.ts';

describe('SHA-256 in the editor', () => {
  it('matches node:crypto for empty, short, block-edge, multi-block and non-ASCII input', () => {
    const inputs = ['', 'abc', 'x'.repeat(55), 'x'.repeat(56), 'x'.repeat(64), 'x'.repeat(1000), '骨科 clinic – ü', EARLY_REDIRECT_SCRIPT];
    for (const input of inputs) {
      for (const encoding of ['base64', 'hex'] as const) {
        expect(createHash('sha256').update(input).digest(encoding), `${input.slice(0, 20)} ${encoding}`).toBe(
          nodeHash('sha256').update(input, 'utf8').digest(encoding),
        );
      }
    }
  });

  it('hashes parts fed one after another as one input', () => {
    expect(createHash('sha256').update('ab').update(new TextEncoder().encode('c')).digest('hex')).toBe(
      nodeHash('sha256').update('abc').digest('hex'),
    );
  });
});
