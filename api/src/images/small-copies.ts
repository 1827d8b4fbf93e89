import type { FastifyBaseLogger } from 'fastify';
import type { ImageWorkLimit } from './image-work-limit.ts';
import type { PhotoStore } from './photo-store.ts';
import { smallCopyOf } from './reencode-photo.ts';
import { thumbnailForSmall } from './stored-photo-name.ts';

/** Small copies remembered as kept; past this many the memory starts over (a look-up each is cheap). */
const REMEMBERED = 10_000;

/**
 * Photos stored before uploads made a small copy have none: the first time one is asked for, it
 * is made from the photo's thumbnail and kept like any copy, so every photo has one without a
 * migration. Small copies known to be kept are remembered, so serving one costs no look-up after
 * its first. While the photo work is full, or the copy cannot be made, the thumbnail is served
 * in its place: the same picture, larger.
 */
export class SmallCopies {
  private readonly kept = new Set<string>();
  private readonly store: PhotoStore;
  private readonly imageWork: ImageWorkLimit;
  private readonly log: FastifyBaseLogger;

  constructor(store: PhotoStore, imageWork: ImageWorkLimit, log: FastifyBaseLogger) {
    this.store = store;
    this.imageWork = imageWork;
    this.log = log;
  }

  /** The stored name to answer a request for `name` with: itself, or for a small copy not made yet, its thumbnail. */
  async nameToSend(name: string): Promise<string> {
    const thumbnailName = thumbnailForSmall(name);
    if (!thumbnailName || this.kept.has(name)) return name;
    if (!(await this.store.has(name))) {
      const thumbnail = await this.store.read(thumbnailName);
      // No such photo: the store answers the request with 404.
      if (!thumbnail) return name;
      const place = this.imageWork.enter();
      if (!place) return thumbnailName;
      try {
        await this.store.keep(name, await place.run(() => smallCopyOf(thumbnail)));
      } catch (err) {
        this.log.warn({ err, photo: name }, 'small copy not made; the thumbnail is served instead');
        return thumbnailName;
      } finally {
        place.leave();
      }
      this.log.info({ photo: name }, 'small copy made for a photo stored before small copies');
    }
    if (this.kept.size >= REMEMBERED) this.kept.clear();
    this.kept.add(name);
    return name;
  }
}
