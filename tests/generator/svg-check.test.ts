/**
 * What makes an SVG in public/ unsafe to publish (svg-check.ts): anything that runs on the site's origin (a
 * script, an event handler, a foreignObject), anything that fetches or builds what the check never saw (an outside
 * reference, a style loading a resource, a processing instruction, an entity in the DOCTYPE), and any element
 * that is not one of the drawing elements, each named in a message an editor can act on.
 */
import { describe, expect, it } from 'vitest';
import { svgProblems } from '../../src/generator/public-files/svg-check.ts';

const svg = (inner: string, attributes = '') => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"${attributes}>${inner}</svg>`;

describe('a plain drawing', () => {
  it('passes: an icon as a drawing program exports it, with its declaration, DTD, gradient and inner references', () => {
    const icon =
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
      '<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n' +
      '<!-- Generator: a drawing program -->\n' +
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 24 24" width="24" height="24">' +
      '<title>Knee</title><desc>A knee joint</desc>' +
      '<defs><linearGradient id="g"><stop offset="0" stop-color="#0d5c63"/><stop offset="1" stop-color="#fff"/></linearGradient>' +
      '<symbol id="dot"><circle cx="2" cy="2" r="2"/></symbol></defs>' +
      '<style><![CDATA[.bone { fill: url(#g); stroke: #333; }]]></style>' +
      '<g class="bone" clip-path="url( \'#g\' )"><path d="M4 2h16v20H4z" fill="url(#g)"/><rect x="1" y="1" width="2" height="2"/></g>' +
      '<use href="#dot" x="10"/><use xlink:href="#dot" x="14"/>' +
      '<text x="2" y="20"><tspan>L</tspan></text></svg>';
    expect(svgProblems(icon)).toEqual([]);
  });
});

describe('what runs on the site’s origin', () => {
  it('reports a <script>, with or without a namespace prefix, once however many there are', () => {
    const message = 'holds a <script> element, which would run on the site’s own origin';
    expect(svgProblems(svg('<script>alert(1)</script><script>alert(2)</script>'))).toEqual([message]);
    expect(svgProblems(svg('<s:script xmlns:s="http://www.w3.org/2000/svg">alert(1)</s:script>'))).toEqual([message]);
  });

  it('reports an on… attribute on any element, naming it as written', () => {
    expect(svgProblems(svg('<rect width="1" height="1" onclick="steal()"/>', ' onload="init()"'))).toEqual([
      'has an event handler (onload="…"), which would run on the site’s own origin',
      'has an event handler (onclick="…"), which would run on the site’s own origin',
    ]);
    expect(svgProblems(svg('<circle r="1" onMouseOver="x()"/>'))).toEqual([
      'has an event handler (onMouseOver="…"), which would run on the site’s own origin',
    ]);
  });

  it('reports a <foreignObject>, and the HTML inside it as elements a drawing may not use', () => {
    expect(
      svgProblems(svg('<foreignObject width="10" height="10"><div xmlns="http://www.w3.org/1999/xhtml">Hi</div></foreignObject>')),
    ).toEqual([
      'holds a <foreignObject> element, which can carry HTML and scripts',
      'holds a <div> element, which is not one of the drawing elements an SVG here may use',
    ]);
  });
});

describe('what reaches outside the file', () => {
  it('reports an href or xlink:href that is not #id, quoting it and naming the attribute', () => {
    expect(svgProblems(svg('<use href="https://evil.example/sprite.svg#icon"/>'))).toEqual([
      'refers to "https://evil.example/sprite.svg#icon" (href); an SVG here may only refer inside itself (#id)',
    ]);
    expect(svgProblems(svg('<use xlink:href="data:image/svg+xml,%3Csvg/%3E"/>', ' xmlns:xlink="http://www.w3.org/1999/xlink"'))).toEqual([
      'refers to "data:image/svg+xml,%3Csvg/%3E" (xlink:href); an SVG here may only refer inside itself (#id)',
    ]);
    expect(svgProblems(svg('<use x:href="other.svg#a" xmlns:x="http://www.w3.org/1999/xlink"/>'))).toEqual([
      'refers to "other.svg#a" (x:href); an SVG here may only refer inside itself (#id)',
    ]);
  });

  it('reports url() naming anything but #id, in an attribute or in a style element', () => {
    expect(svgProblems(svg('<rect fill="url(https://evil.example/p.svg#g)"/>'))).toEqual([
      'refers to an outside resource in fill="url(https://evil.example/p.svg#g)"; only url(#id) is allowed',
    ]);
    expect(svgProblems(svg('<rect style="fill: url(\'tracker.png\')"/>'))).toEqual([
      'refers to an outside resource in style="fill: url(\'tracker.png\')"; only url(#id) is allowed',
    ]);
    const style = 'has a style that loads an outside resource (@import, image-set() or url() other than #id)';
    expect(svgProblems(svg('<style>rect { fill: url(https://evil.example/x) }</style>'))).toEqual([style]);
    expect(svgProblems(svg('<style><![CDATA[rect { fill: url("//evil.example/x") }]]></style>'))).toEqual([style]);
    expect(svgProblems(svg('<style>@import "https://evil.example/x.css";</style>'))).toEqual([style]);
  });

  it('reads a style as the browser does: character references, CSS escapes and comments cannot hide a fetch', () => {
    const style = 'has a style that loads an outside resource (@import, image-set() or url() other than #id)';
    expect(svgProblems(svg('<style>@imp&#111;rt "https://evil.example/x.css";</style>'))).toEqual([style]);
    expect(svgProblems(svg('<style>rect{fill:u&#114;l(https://evil.example/x)}</style>'))).toEqual([style]);
    expect(svgProblems(svg('<style>rect{fill:u\\72l(https://evil.example/x)}</style>'))).toEqual([style]);
    expect(svgProblems(svg('<style>@\\69mport "x.css";</style>'))).toEqual([style]);
    expect(svgProblems(svg('<style>rect{background:image-set("https://evil.example/a.png" 1x)}</style>'))).toEqual([style]);
    expect(svgProblems(svg('<rect fill="url(&quot;https://evil.example/a)b&quot;)"/>'))).toHaveLength(1);
    expect(svgProblems(svg('<rect fill="url(#g)"/><style>rect{fill:url( "#g" )} /* url(https://x) */</style>'))).toEqual([]);
  });

  it('reports xml:base, which moves where every reference leads', () => {
    expect(svgProblems(svg('<use href="#a"/>', ' xml:base="https://evil.example/"'))).toEqual([
      'sets xml:base, which changes where its references lead',
    ]);
  });

  it('reports a DOCTYPE declaring entities, which can expand into elements the check never saw', () => {
    const message = 'declares entities in its DOCTYPE, which can expand into elements the check never saw';
    expect(svgProblems(`<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY name "Knee">]>${svg('<text>&name;</text>')}`)).toEqual([message]);
    expect(svgProblems(`<!DOCTYPE svg [<!ENTITY icon "<script>alert(1)</script>">]>${svg('<g>&icon;</g>')}`)).toContain(message);
  });

  it('reports a processing instruction such as xml-stylesheet, quoting it', () => {
    expect(svgProblems(`<?xml-stylesheet type="text/xsl" href="https://evil.example/t.xsl"?>${svg('')}`)).toEqual([
      'has a declaration or processing instruction (<?xml-stylesheet type="text/xsl" href="https://evil.example/t.xsl">), which can load a style sheet or a transformation',
    ]);
  });
});

describe('elements outside the drawing allow-list', () => {
  it('reports a link, a raster image, an animation or an iframe by name', () => {
    expect(svgProblems(svg('<a href="#top"><rect/></a><image href="#pic"/><set attributeName="fill" to="red"/><iframe/>'))).toEqual([
      'holds a <a> element, which is not one of the drawing elements an SVG here may use',
      'holds a <image> element, which is not one of the drawing elements an SVG here may use',
      'holds a <set> element, which is not one of the drawing elements an SVG here may use',
      'holds a <iframe> element, which is not one of the drawing elements an SVG here may use',
    ]);
  });

  it('reads element names as XML does, case and all: <FOREIGNOBJECT> is not a drawing element', () => {
    expect(svgProblems(svg('<FOREIGNOBJECT/><Path d="M0 0"/>'))).toEqual([
      'holds a <FOREIGNOBJECT> element, which is not one of the drawing elements an SVG here may use',
      'holds a <Path> element, which is not one of the drawing elements an SVG here may use',
    ]);
  });
});
