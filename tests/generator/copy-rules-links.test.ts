/**
 * Copy may link a reputable outside page as a link, `[NHS advice](https://…)`, and still may not type an address,
 * phone number or e-mail address into its words; the checks take time in proportion to the text, so one very long
 * word cannot hold a build for minutes.
 */
import { describe, expect, it } from 'vitest';
import { copyProblems, type CopyPage } from '../../src/generator/checks/copy-rules.ts';

const FILE = 'content/en/pages/about-us.md';
const page = (body: string): CopyPage => ({ route: { locale: 'en' }, body, source: FILE, bodyLine: 5 });
const messages = (body: string) => copyProblems(page(body), '').map((p) => `${p.line}: ${p.message}`);

describe('outside links in copy', () => {
  it('allow an https:// page written as a link', () => {
    expect(messages('Read [NHS advice on knee pain](https://www.nhs.uk/conditions/knee-pain/) before you come.')).toEqual([]);
    expect(messages('See [the NICE guideline](https://www.nice.org.uk/guidance/ng226 "NICE NG226").')).toEqual([]);
  });

  it('refuse a bare address, an address as the words of its link, and an http:// link', () => {
    const found = messages(
      'Go to https://www.nhs.uk/conditions/ now.\n\nOr [https://example.org/](https://example.org/).\n\nOr [HealthHub](http://www.healthhub.sg/).',
    );
    expect(found).toEqual([
      expect.stringMatching(/^5: "https:\/\/www\.nhs\.uk\/conditions\/" types a contact detail or address into the copy/),
      expect.stringMatching(/^7: "https:\/\/example\.org\/\]\(https:\/\/example\.org\/\)\." types a contact detail/),
      expect.stringMatching(/^9: "http:\/\/www\.healthhub\.sg\/\)\." types a contact detail/),
      '9: link http://www.healthhub.sg/ is not secure; link the https:// address',
    ]);
  });

  it('still refuse a typed phone number and e-mail address beside an allowed link', () => {
    expect(messages('Read [NHS advice](https://www.nhs.uk/). Call 6123 4567 or write to desk@example.org.')).toEqual([
      expect.stringMatching(/^5: "6123 4567" types a contact detail/),
      expect.stringMatching(/^5: "desk@example\.org\." types a contact detail/),
      // GFM makes the typed address a mailto: link as well, refused as a link.
      expect.stringMatching(/^undefined: link mailto:desk@example\.org types a contact detail/),
    ]);
  });
});

describe('copy checks on a very long word', () => {
  // Not a timing: the test's own timeout only guards against a hang. The quadratic e-mail pattern took about
  // 10 minutes on one such word; the time now for a 1 MB word is in the commit that made the patterns linear.
  const MB = 1024 * 1024;
  it.each([
    ['letters', 'a'],
    ['digits', '1'],
    ['dotted letters', 'a.'],
    ['an unclosed tag', '<'],
  ])(
    'finish on a 1 MB word of %s and report it once at most',
    (_, unit) => {
      const word = unit.repeat(MB / unit.length);
      const problems = copyProblems(page(word), `<p>${word.replaceAll('<', '&lt;')}</p>`);
      expect(problems.length).toBeLessThanOrEqual(3);
    },
    30_000,
  );

  it('report at most ten of one kind, however many there are', () => {
    const body = Array.from({ length: 5000 }, (_, i) => `Call 6${String(i).padStart(3, '0')} 4567.`).join(' ');
    expect(copyProblems(page(body), '').filter((p) => p.message.includes('types a contact detail'))).toHaveLength(10);
  });
});
