// @vitest-environment happy-dom
/**
 * A picture uploaded in the editor but not saved yet is shown from the browser's memory, where Decap holds it,
 * instead of the site address that has no file until the entry is saved.
 */
import { describe, expect, it } from 'vitest';
import { rememberUploads, watchThumbnails } from '../../src/admin/thumbnails.ts';

const pending = new Map([['/images/uploads/wrist-support.jpg', { url: 'blob:http://localhost/1234' }]]);

function image(src: string): HTMLImageElement {
  const img = document.createElement('img');
  img.setAttribute('src', src);
  document.body.append(img);
  return img;
}

describe('a thumbnail before saving', () => {
  it('shows a pending upload already on the page from memory, and leaves other pictures alone', () => {
    const upload = image('/images/uploads/wrist-support.jpg');
    const known = image('/images/uploads/knee.jpg');
    const elsewhere = image('https://example.org/images/uploads/wrist-support.jpg');
    rememberUploads(pending);
    expect(upload.getAttribute('src')).toBe('blob:http://localhost/1234');
    expect(known.getAttribute('src')).toBe('/images/uploads/knee.jpg');
    expect(elsewhere.getAttribute('src')).toBe('https://example.org/images/uploads/wrist-support.jpg');
  });

  it('shows from memory a thumbnail drawn later, once its site address fails to load', () => {
    watchThumbnails();
    rememberUploads(pending);
    const later = image('/images/uploads/wrist-support.jpg');
    later.dispatchEvent(new Event('error'));
    expect(later.getAttribute('src')).toBe('blob:http://localhost/1234');
  });
});
