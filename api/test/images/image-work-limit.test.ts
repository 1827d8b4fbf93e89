import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ImageWorkLimit } from '../../src/images/image-work-limit.ts';
import { CONCURRENT_PHOTO_JOBS, WAITING_PHOTO_UPLOADS } from '../../src/plugins/app/photos.ts';
import { bearer, createAccount, useTestApp } from '../helper.ts';
import { multipartForm } from './multipart-form.ts';

/** A job the test finishes when it chooses, and that says when it started. */
function heldJob() {
  let finish!: () => void;
  let started!: () => void;
  const startedPromise = new Promise<void>((resolve) => (started = resolve));
  const done = new Promise<void>((resolve) => (finish = resolve));
  let hasStarted = false;
  return {
    work: async () => {
      hasStarted = true;
      started();
      await done;
    },
    started: startedPromise,
    get hasStarted() {
      return hasStarted;
    },
    finish: () => finish(),
  };
}

describe('ImageWorkLimit', () => {
  it('runs two jobs at once; the third waits until one of them is done', async () => {
    const limit = new ImageWorkLimit(2, 1);
    const jobs = [heldJob(), heldJob(), heldJob()];
    const places = jobs.map(() => limit.enter()!);
    const runs = jobs.map((job, i) => places[i]!.run(job.work));
    await Promise.all([jobs[0]!.started, jobs[1]!.started]);
    await Promise.resolve();
    expect(jobs[2]!.hasStarted).toBe(false);
    expect(limit.stats).toEqual({ admitted: 3, running: 2, queued: 1 });

    jobs[0]!.finish();
    await jobs[2]!.started;
    expect(limit.stats.running).toBe(2);
    jobs[1]!.finish();
    jobs[2]!.finish();
    await Promise.all(runs);
    places.forEach((place) => place.leave());
    expect(limit.stats).toEqual({ admitted: 0, running: 0, queued: 0 });
  });

  it('refuses a place once the running and waiting places are all taken, and gives it back', () => {
    const limit = new ImageWorkLimit(2, 1);
    const places = [limit.enter(), limit.enter(), limit.enter()];
    expect(places.every(Boolean)).toBe(true);
    expect(limit.enter()).toBeNull();
    places[0]!.leave();
    places[0]!.leave();
    expect(limit.enter()).not.toBeNull();
    expect(limit.enter()).toBeNull();
  });
});

describe('POST /images under load', () => {
  const ctx = useTestApp();

  it('answers 503 with Retry-After while every place is taken, and works again after', async () => {
    const uploader = await createAccount(ctx.app, 'buyer');
    const jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: 'teal' } }).jpeg().toBuffer();
    const upload = () => {
      const form = multipartForm([{ filename: 'p.jpg', contentType: 'image/jpeg', bytes: jpeg }]);
      return ctx.app.inject({
        method: 'POST',
        url: '/images',
        headers: { ...bearer(uploader.accessToken), ...form.headers },
        payload: form.payload,
      });
    };
    // Other uploads in this process hold every place (2 decoding, 8 waiting).
    const taken = Array.from({ length: CONCURRENT_PHOTO_JOBS + WAITING_PHOTO_UPLOADS }, () => ctx.app.photos.imageWork.enter()!);
    expect(taken.every(Boolean)).toBe(true);

    const busy = await upload();
    expect(busy.statusCode).toBe(503);
    expect(busy.headers['retry-after']).toBe('5');
    expect(busy.json().message).toBe('Many photos are being uploaded right now. Please try again in a few seconds.');

    taken.forEach((place) => place.leave());
    expect((await upload()).statusCode).toBe(200);
  });
});
