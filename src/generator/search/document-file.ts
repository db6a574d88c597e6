/**
 * Pages' search documents kept in a file instead of in memory: one after another, each found again by where it
 * starts and how many bytes it has. A big site's documents are some 30 MB (4,000 articles); held as strings until
 * the search index and the build cache had them, they were about a tenth of the build's memory at its peak, and
 * the second render thread's were copied once more on their way to the main thread.
 *
 * The build cache keeps its documents in such a file (build-cache.ts), the render worker writes its own into one
 * (render-worker.ts), and the main thread reads them back, in the route manifest's order, for the search index.
 */
import { closeSync, fstatSync, openSync, readSync, writeSync } from 'node:fs';

/** Where a document is in its file: the byte it starts at and its length in bytes. */
export type DocumentAt = readonly [offset: number, length: number];

export class DocumentFile {
  private open = true;

  private constructor(
    readonly file: string,
    private readonly fd: number,
    private end: number,
  ) {}

  /** A new, empty file at `file` (replacing one there), to append to and read from. */
  static create(file: string): DocumentFile {
    return new DocumentFile(file, openSync(file, 'w+'), 0);
  }

  /** An existing file, to read from: its first `size` bytes (all of it by default). */
  static read(file: string, size?: number): DocumentFile {
    const fd = openSync(file, 'r');
    return new DocumentFile(file, fd, size ?? fstatSync(fd).size);
  }

  /** Bytes in the file. */
  get size(): number {
    return this.end;
  }

  append(document: string): DocumentAt {
    const bytes = Buffer.from(document, 'utf8');
    let done = 0;
    while (done < bytes.length) done += writeSync(this.fd, bytes, done, bytes.length - done, this.end + done);
    const at = [this.end, bytes.length] as const;
    this.end += bytes.length;
    return at;
  }

  get([offset, length]: DocumentAt): string {
    if (offset < 0 || length < 0 || offset + length > this.end) throw new Error(`${this.file}: no document at ${offset}+${length}`);
    const bytes = Buffer.allocUnsafe(length);
    let done = 0;
    while (done < length) {
      const read = readSync(this.fd, bytes, done, length - done, offset + done);
      if (read === 0) throw new Error(`${this.file}: ends before the document at ${offset}+${length}`);
      done += read;
    }
    return bytes.toString('utf8');
  }

  close(): void {
    if (!this.open) return;
    this.open = false;
    closeSync(this.fd);
  }
}
