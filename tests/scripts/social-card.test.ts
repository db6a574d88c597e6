/**
 * The share-card pages the script photographs carry the clinic's locality as words: markup in the facts is shown,
 * never run or drawn as elements.
 */
import { parse } from 'parse5';
import { describe, expect, it } from 'vitest';
import { defaultCard } from '../../scripts/lib/social-card.ts';

type Node = { nodeName: string; value?: string; childNodes?: Node[] };
const all = (node: Node): Node[] => [node, ...(node.childNodes ?? []).flatMap(all)];

describe('the default share card', () => {
  it('shows a locality holding markup as text, with no element of its own', () => {
    const html = defaultCard('data:image/svg+xml;base64,AA==', 'Novena <img src=x onerror=alert(1)> & <script>x()</script>');
    const nodes = all(parse(html) as unknown as Node);
    expect(nodes.filter((n) => n.nodeName === 'script')).toEqual([]);
    expect(nodes.filter((n) => n.nodeName === 'img')).toHaveLength(1);
    const words = nodes.filter((n) => n.nodeName === '#text').map((n) => n.value ?? '');
    expect(words).toContain('Orthopaedic specialist clinic · Novena <img src=x onerror=alert(1)> & <script>x()</script>');
  });
});
