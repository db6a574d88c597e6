/** Which picture files the site publishes, and the problem an editor reads for any other format. */
import { describe, expect, it } from 'vitest';
import { imageExtension, isImageFile, unsupportedImageProblem } from '../../src/generator/public-files/image-formats.ts';

describe('picture formats', () => {
  it('accepts JPEG, PNG, WebP, AVIF and SVG, in any letter case', () => {
    for (const file of ['/a.jpg', '/a.JPEG', '/b.png', '/c.webp', '/d.AVIF', '/icons/e.svg']) {
      expect(isImageFile(file), file).toBe(true);
      expect(unsupportedImageProblem(file), file).toBeUndefined();
    }
  });

  it('refuses a phone photo (HEIC), GIF or TIFF, saying which formats are accepted', () => {
    expect(unsupportedImageProblem('/images/uploads/IMG_0001.HEIC')).toBe(
      '".heic" pictures are not accepted; use JPEG (.jpg, .jpeg), PNG, WebP, AVIF or SVG',
    );
    expect(unsupportedImageProblem('/a.gif')).toMatch(/^"\.gif" pictures are not accepted/);
    expect(unsupportedImageProblem('/a.tiff')).toMatch(/^"\.tiff" pictures are not accepted/);
  });

  it('refuses a file without an extension, even when a folder name has a dot', () => {
    expect(imageExtension('/images/v1.2/photo')).toBe('');
    expect(unsupportedImageProblem('/images/v1.2/photo')).toBe(
      'a picture without a file extension is not accepted; use JPEG (.jpg, .jpeg), PNG, WebP, AVIF or SVG',
    );
  });

  it('reads the extension before a query or fragment', () => {
    expect(imageExtension('/a.PNG?v=2')).toBe('.png');
    expect(imageExtension('/a.svg#icon')).toBe('.svg');
    expect(isImageFile('/a.gif?x.png')).toBe(false);
  });
});
