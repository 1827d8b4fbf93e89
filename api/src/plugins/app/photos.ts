import fp from 'fastify-plugin';
import { choosePhotoStore } from '../../images/choose-photo-store.ts';
import { ImageWorkLimit } from '../../images/image-work-limit.ts';
import type { PhotoStore } from '../../images/photo-store.ts';
import { LateCopies } from '../../images/late-copies.ts';
import { SWEEP_EVERY_MS, sweepUnusedPhotos } from '../../images/unused-photo-sweep.ts';

/** Photos decoded at once per process, and uploads let in to wait behind them. */
export const CONCURRENT_PHOTO_JOBS = 2;
export const WAITING_PHOTO_UPLOADS = 8;

export interface Photos {
  /** Where photos are kept (S3, imgbb or local disk, from the config). */
  store: PhotoStore;
  /** Bounds this process's photo decoding (see image-work-limit.ts). */
  imageWork: ImageWorkLimit;
  /** Makes the small or medium copy of a photo stored before such copies, when first asked for. */
  lateCopies: LateCopies;
  /** Deletes unused uploads older than a day; the count deleted (0 while another instance sweeps). */
  sweepUnused(now?: Date): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    photos: Photos;
  }
}

/**
 * `fastify.photos`. Unused uploads are swept at start and every hour by every instance; the
 * database lets one at a time do it, so any number of instances (or none staying up) is fine.
 */
export default fp(async (fastify) => {
  const store = await choosePhotoStore(fastify.config);
  const imageWork = new ImageWorkLimit(CONCURRENT_PHOTO_JOBS, WAITING_PHOTO_UPLOADS);
  const photos: Photos = {
    store,
    imageWork,
    lateCopies: new LateCopies(store, imageWork, fastify.log),
    sweepUnused: (now) => (store.servedHere ? sweepUnusedPhotos(fastify.db, store, now) : Promise.resolve(0)),
  };
  fastify.decorate('photos', photos);

  async function sweep() {
    try {
      const deleted = await photos.sweepUnused();
      if (deleted > 0) fastify.log.info({ deleted }, 'unused photo uploads deleted');
    } catch (err) {
      fastify.log.error({ err }, 'unused photo sweep failed; the next one retries');
    }
  }
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  fastify.addHook('onReady', async () => {
    running = sweep();
    timer = setInterval(() => {
      running = sweep();
    }, SWEEP_EVERY_MS).unref();
  });
  fastify.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
    store.close?.();
  });
}, { name: 'photos', dependencies: ['config', 'database'] });
