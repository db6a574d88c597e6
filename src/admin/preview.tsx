/**
 * The editor's preview: the page being edited rendered by the build's own code (markdown, templates, header and
 * footer) inside Decap's preview frame, which carries the site's stylesheet, so editors see the page as patients
 * will. Interactive parts stay as the server renders them (no island runs here). What the build would refuse in
 * the text is listed above the page while typing.
 */
import { useEffect, useState } from 'react';
import type { Problem } from '../shared/problems.ts';
import { type EditorSite, sourceOf } from './editor-site.ts';
import { editedFile, type ImmutableLike } from './entries.ts';
import { newPictures, pendingUploads, picturesOf } from './pictures.ts';
import { fieldLabels, staffProblem } from './staff-words.ts';
import { rememberUploads } from './thumbnails.ts';

export interface PreviewProps {
  readonly entry: ImmutableLike;
  readonly document: Document;
}

interface Shown {
  readonly body: string;
  readonly lang: string;
  readonly bodyClass: string;
  /** What the build would refuse, in staff's words. */
  readonly problems: readonly string[];
}

/** A preview template bound to the site the editor loaded. */
export function pagePreview(site: () => EditorSite) {
  return function PagePreview({ entry, document: frame }: PreviewProps) {
    const [shown, setShown] = useState<Shown>();

    useEffect(() => {
      let current = true;
      void renderEntry(site(), entry).then((next) => {
        if (current) setShown(next);
      });
      return () => {
        current = false;
      };
    }, [entry]);

    // The frame's own <html> and <body> take the page's language and layout class, as the built page has them.
    useEffect(() => {
      if (!shown) return;
      frame.documentElement.lang = shown.lang;
      frame.body.className = shown.bodyClass;
    }, [shown, frame]);

    if (!shown) return null;
    return (
      <>
        {shown.problems.length > 0 && (
          <div
            role="alert"
            style={{ background: '#fff4e5', border: '2px solid #b45309', color: '#3b2000', padding: '12px 16px', margin: '8px' }}
          >
            <p style={{ margin: 0, fontWeight: 700 }}>The site’s build would refuse this page as it is:</p>
            <ul style={{ margin: '8px 0 0' }}>
              {shown.problems.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          </div>
        )}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: rendered by the build's own renderer, raw HTML in it held to the content policy; no script in it runs (the editor's policy allows none). */}
        <div dangerouslySetInnerHTML={{ __html: shown.body }} />
      </>
    );
  };
}

async function renderEntry(site: EditorSite, entry: ImmutableLike): Promise<Shown> {
  const edited = editedFile(entry);
  // Decap's own picture widget, outside this frame, shows a new upload from memory too.
  rememberUploads(pendingUploads(entry));
  const labels = fieldLabels(site.data.config.collections);
  const said = (list: readonly Problem[]) => list.map((p) => staffProblem(p, sourceOf(edited.file), labels));
  let problems: Problem[] = [];
  try {
    const manifest = site.manifestWith(edited.file);
    const result = site.page(edited, manifest);
    problems = result.problems;
    if (!result.page) return { body: '', lang: 'en', bodyClass: '', problems: said(problems) };
    const known = new Map(site.data.render.images);
    const pending = pendingUploads(entry);
    const images = await newPictures(picturesOf(edited), known, pending);
    const rendered = await site.render(result.page, manifest, images);
    // Pictures uploaded with this save are not on the site yet: they are shown from the browser's memory.
    let html = rendered.html;
    for (const [path, upload] of pending) html = html.replaceAll(`src="${path}"`, `src="${upload.url}"`);
    const doc = new DOMParser().parseFromString(html, 'text/html');
    return {
      body: doc.body.innerHTML,
      lang: doc.documentElement.lang,
      bodyClass: doc.body.className,
      problems: said([...problems, ...rendered.problems]),
    };
  } catch (error) {
    // Half-typed copy can break a template (a picture not in the site yet): say so instead of a blank frame.
    return {
      body: '',
      lang: 'en',
      bodyClass: '',
      problems: said([...problems, { message: `the preview cannot show this yet: ${(error as Error).message}` }]),
    };
  }
}
