/** A picture's intrinsic size, read by the build from the file and written on every `<img>` so nothing shifts. */
export interface ImageSize {
  readonly width: number;
  readonly height: number;
  /** For an uploaded photo: the versions the build made of it, shown through `<picture>` (generator/uploads.ts). */
  readonly responsive?: ResponsiveImage;
}

/** One encoded version of a picture: its site path and its width in pixels. */
export interface ImageVersion {
  readonly path: string;
  readonly width: number;
}

/** The versions of one picture in one format (`image/avif`), narrowest first. */
export interface ImageFormatVersions {
  readonly type: string;
  readonly versions: readonly ImageVersion[];
}

export interface ResponsiveImage {
  /** The modern formats for `<source>`, best first (AVIF, then WebP); the fallback's format is not among them. */
  readonly sources: readonly ImageFormatVersions[];
  /** The upload's own format, for the `<img>` itself: what every browser shows. */
  readonly fallback: ImageFormatVersions;
}
