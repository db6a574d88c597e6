/** A picture's intrinsic size, read by the build from the file and written on every `<img>` so nothing shifts. */
export interface ImageSize {
  readonly width: number;
  readonly height: number;
}
