import type { FastifyBaseLogger } from 'fastify';
import type { ImageWorkLimit } from './image-work-limit.ts';
import type { PhotoStore } from './photo-store.ts';
import { mediumCopyOf, smallCopyOf } from './reencode-photo.ts';
import { lateCopyOf, type LateCopy } from './stored-photo-name.ts';

/** Copies remembered as kept; past this many the memory starts over (a look-up each is cheap). */
const REMEMBERED = 10_000;

const MAKE: Record<LateCopy, (source: Buffer) => Promise<Buffer>> = { small: smallCopyOf, medium: mediumCopyOf };

/**
 * Photos stored before uploads made a small or a medium copy have none: the first time one is
 * asked for, it is made from the next size up (the thumbnail, the full size) and kept like any
 * copy, so every photo has one without a migration. Copies known to be kept are remembered, so
 * serving one costs no look-up after its first. While the photo work is full, or the copy cannot
 * be made, the size it is made from is served in its place: the same picture, larger.
 */
export class LateCopies {
  private readonly kept = new Set<string>();
  private readonly store: PhotoStore;
  private readonly imageWork: ImageWorkLimit;
  private readonly log: FastifyBaseLogger;

  constructor(store: PhotoStore, imageWork: ImageWorkLimit, log: FastifyBaseLogger) {
    this.store = store;
    this.imageWork = imageWork;
    this.log = log;
  }

  /** The stored name to answer a request for `name` with: itself, or for a late copy not made yet, its source. */
  async nameToSend(name: string): Promise<string> {
    const late = lateCopyOf(name);
    if (!late || this.kept.has(name)) return name;
    if (!(await this.store.has(name))) {
      const source = await this.store.read(late.source);
      // No such photo: the store answers the request with 404.
      if (!source) return name;
      const place = this.imageWork.enter();
      if (!place) return late.source;
      try {
        await this.store.keep(name, await place.run(() => MAKE[late.copy](source)));
      } catch (err) {
        this.log.warn({ err, photo: name }, `${late.copy} copy not made; the larger size is served instead`);
        return late.source;
      } finally {
        place.leave();
      }
      this.log.info({ photo: name }, `${late.copy} copy made for a photo stored before such copies`);
    }
    if (this.kept.size >= REMEMBERED) this.kept.clear();
    this.kept.add(name);
    return name;
  }
}
