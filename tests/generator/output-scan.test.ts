/**
 * What a browser would run in a built page, as output-scan.ts finds it with parse5: every `<script>` however it is
 * spelled, HTML's or SVG's, and every event-handler attribute; never a mere mention of "<script" in text or in an
 * attribute's value.
 */
import { describe, expect, it } from 'vitest';
import { scanHtml } from '../../src/generator/output/output-scan.ts';
import { InlineScripts } from '../../src/generator/host/csp.ts';
import { EARLY_REDIRECT_SCRIPT } from '../../src/shared/early-redirect.ts';

/** A home page carrying only what the generator writes: the early redirect, its module file, a JSON-LD block. */
const GENERATOR_PAGE =
  '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Clinic</title>' +
  `<script>${EARLY_REDIRECT_SCRIPT}</script>` +
  '<script type="application/ld+json">{"@type":"MedicalClinic"}</script>' +
  '<script type="module" src="/assets/site-abc123.js"></script>' +
  '</head><body><header><a href="/">Clinic</a></header><main><h1>Knee pain</h1><p>Rest the knee.</p></main></body></html>';

describe('a page with only the generator’s own scripts', () => {
  it('finds exactly those scripts, each with its exact text, type and source, and no event handler', () => {
    const { scripts, handlers } = scanHtml(GENERATOR_PAGE);
    expect(handlers).toEqual([]);
    expect(scripts).toEqual([
      { attrs: '', type: '', body: EARLY_REDIRECT_SCRIPT, html: true },
      { attrs: ' type="application/ld+json"', type: 'application/ld+json', body: '{"@type":"MedicalClinic"}', html: true },
      { attrs: ' type="module" src="/assets/site-abc123.js"', type: 'module', src: '/assets/site-abc123.js', body: '', html: true },
    ]);
  });

  it('passes the build’s script check, which refuses the same page once a handler is added', () => {
    expect(new InlineScripts().add(GENERATOR_PAGE)).toEqual([]);
    const withHandler = GENERATOR_PAGE.replace('<main>', '<main onclick="steal()">');
    expect(new InlineScripts().add(withHandler)).toEqual(['an event handler onclick="steal()" on <main>']);
  });

  it('keeps a script’s text exactly as written, entities and white space included, as its CSP hash covers it', () => {
    const [script] = scanHtml('<script>\n  if (a &amp;&amp; b) go();\n</script>').scripts;
    expect(script?.body).toBe('\n  if (a &amp;&amp; b) go();\n');
  });
});

describe('scripts in any spelling', () => {
  it('finds <script/src=x>, where a slash stands for the space', () => {
    const { scripts } = scanHtml('<p>Hello</p><script/src=x></script>');
    expect(scripts).toEqual([{ attrs: ' src="x"', type: '', src: 'x', body: '', html: true }]);
  });

  it('finds an upper-case <SCRIPT>, with its attribute names and type in lower case', () => {
    const { scripts } = scanHtml('<SCRIPT TYPE=" Text/JavaScript ">alert(1)</SCRIPT>');
    expect(scripts).toEqual([{ attrs: ' type=" Text/JavaScript "', type: 'text/javascript', body: 'alert(1)', html: true }]);
  });

  it('finds a script inside <svg> or <math> and marks it as not HTML’s, since it runs whatever its type', () => {
    const svg = scanHtml('<p><svg viewBox="0 0 1 1"><script type="text/plain">alert(1)</script></svg></p>');
    expect(svg.scripts).toEqual([{ attrs: ' type="text/plain"', type: 'text/plain', body: 'alert(1)', html: false }]);
    expect(scanHtml('<math><script>alert(2)</script></math>').scripts.map((s) => s.html)).toEqual([false]);
  });

  it('finds a script inside a <template>, whose content the page can clone into itself', () => {
    expect(scanHtml('<template><div><script>later()</script></div></template>').scripts.map((s) => s.body)).toEqual(['later()']);
  });

  it('finds scripts in a whole document without a doctype and in a part of a page', () => {
    expect(scanHtml('<html><head><script>a()</script></head><body></body></html>').scripts.map((s) => s.body)).toEqual(['a()']);
    expect(scanHtml('<footer><p>©</p><script src="/assets/f.js"></script></footer>').scripts.map((s) => s.src)).toEqual(['/assets/f.js']);
  });
});

describe('event-handler attributes', () => {
  it('finds onload= on any element, in any letter case, naming the attribute and the element', () => {
    const { handlers, scripts } = scanHtml(
      '<!doctype html><html><body onload="init()"><img src="a.png" ONERROR="x()"><svg><circle onclick="y()"/></svg></body></html>',
    );
    expect(scripts).toEqual([]);
    expect(handlers).toEqual(['onload="init()" on <body>', 'onerror="x()" on <img>', 'onclick="y()" on <circle>']);
  });

  it('finds a handler on an element inside a <template>', () => {
    expect(scanHtml('<template><img src=x onerror=boom()></template>').handlers).toEqual(['onerror="boom()" on <img>']);
  });
});

describe('text that only mentions a script', () => {
  it('is not a script: escaped in text, in an attribute value, in a textarea, title or comment', () => {
    const page =
      '<!doctype html><html><head><title>&lt;script&gt; tags</title></head><body>' +
      '<p>Never paste &lt;script&gt;alert(1)&lt;/script&gt; here.</p>' +
      '<p title="<script>alert(1)</script>" data-note="onload=alert(1)">Hover</p>' +
      '<textarea><script>alert(1)</script></textarea>' +
      '<!-- <script>alert(1)</script> -->' +
      '<pre>&lt;img onerror=x&gt;</pre></body></html>';
    expect(scanHtml(page)).toEqual({ scripts: [], handlers: [] });
  });
});
