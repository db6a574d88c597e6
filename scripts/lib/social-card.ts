/**
 * The HTML pages the share-card script (scripts/social-images.ts) photographs: a default card with the logo and
 * the clinic's place, and a picture's twin with the logo on a badge. What comes from the clinic facts is escaped:
 * a locality with `<` or `&` is words on the card, never markup in the page the browser draws.
 */
import { SOCIAL_IMAGE_SIZE } from '../../src/components/social-image.ts';
import { attr, text } from '../../src/shared/escape.ts';

const { width, height } = SOCIAL_IMAGE_SIZE;
const frame = (inner: string) =>
  `<!DOCTYPE html><html><head><style>
    html, body { margin: 0; }
    .card { position: relative; width: ${width}px; height: ${height}px; overflow: hidden; background: #dcefed; font-family: system-ui, sans-serif; }
    .art { position: absolute; inset: 0; width: 100%; height: 100%; object-fit: cover; }
    .badge { position: absolute; left: 40px; bottom: 36px; padding: 14px 22px; background: #fff; border-radius: 16px; box-shadow: 0 4px 18px rgb(13 92 99 / 20%); }
    .badge img { display: block; height: 56px; }
    .default { display: flex; flex-direction: column; align-items: center; justify-content: center; gap: 36px; background: #0d5c63; }
    .default .panel { padding: 48px 64px; background: #fff; border-radius: 32px; }
    .default .panel img { display: block; width: 640px; }
    .default p { margin: 0; color: #fff; font-size: 40px; font-weight: 600; letter-spacing: .02em; }
  </style></head><body>${inner}</body></html>`;

/** The default card: the logo (a data: URL) and "Orthopaedic specialist clinic · <locality>". */
export function defaultCard(logo: string, locality: string): string {
  return frame(
    `<div class="card default"><div class="panel"><img src="${attr(logo)}" alt=""></div><p>Orthopaedic specialist clinic · ${text(locality)}</p></div>`,
  );
}

/** A picture's share twin: the picture (a data: URL) filling the card, the logo on a badge. */
export function twinCard(picture: string, logo: string): string {
  return frame(
    `<div class="card"><img class="art" src="${attr(picture)}" alt=""><div class="badge"><img src="${attr(logo)}" alt=""></div></div>`,
  );
}
