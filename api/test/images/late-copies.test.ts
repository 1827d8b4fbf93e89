import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { ImageWorkLimit } from '../../src/images/image-work-limit.ts';
import { LocalPhotoStore } from '../../src/images/local-photo-store.ts';
import { reencodePhoto } from '../../src/images/reencode-photo.ts';
import { LateCopies } from '../../src/images/late-copies.ts';
import { copyName, newPhotoName } from '../../src/images/stored-photo-name.ts';

const dataDir = await mkdtemp(path.join(tmpdir(), 'late-copies-'));
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const store = new LocalPhotoStore(dataDir);
const silent = pino({ level: 'silent' });

/** A photo as uploads stored it before small and medium copies: full size and thumbnail only. */
async function photoWithoutSmallCopy(): Promise<string> {
  const camera = await sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: 20, g: 90, b: 160 } } }).jpeg().toBuffer();
  const name = newPhotoName();
  await store.save(name, await reencodePhoto(camera));
  await rm(path.join(store.folder, copyName(name, 'small')));
  await rm(path.join(store.folder, copyName(name, 'medium')));
  return name;
}

describe('small and medium copies of photos stored before them', () => {
  it('are made once from the thumbnail, then served as they are', async () => {
    const copies = new LateCopies(store, new ImageWorkLimit(1, 0), silent);
    const name = await photoWithoutSmallCopy();
    const small = copyName(name, 'small');
    expect(await copies.nameToSend(small)).toBe(small);
    const made = await sharp((await store.read(small))!).metadata();
    expect([made.format, made.width, made.height]).toEqual(['webp', 192, 144]);
    expect(await copies.nameToSend(small)).toBe(small);
  });

  it('are made for a phone\'s page from the full size, 1080 px wide', async () => {
    const copies = new LateCopies(store, new ImageWorkLimit(1, 0), silent);
    const name = await photoWithoutSmallCopy();
    const medium = copyName(name, 'medium');
    expect(await copies.nameToSend(medium)).toBe(medium);
    const made = await sharp((await store.read(medium))!).metadata();
    expect([made.format, made.width, made.height]).toEqual(['webp', 1080, 810]);
    // While the photo work is full, the full size is served in its place.
    const other = copyName(await photoWithoutSmallCopy(), 'medium');
    expect(await new LateCopies(store, new ImageWorkLimit(0, 0), silent).nameToSend(other)).toBe(other.replace('-medium', ''));
  });

  it('give way to the thumbnail while the photo work is full, and are made on a later request', async () => {
    const name = await photoWithoutSmallCopy();
    const small = copyName(name, 'small');
    const full = new LateCopies(store, new ImageWorkLimit(0, 0), silent);
    expect(await full.nameToSend(small)).toBe(copyName(name, 'thumb'));
    expect(await store.has(small)).toBe(false);
    expect(await new LateCopies(store, new ImageWorkLimit(1, 0), silent).nameToSend(small)).toBe(small);
    expect(await store.has(small)).toBe(true);
  });

  it('give way to the thumbnail when it cannot be read as a picture', async () => {
    const name = await photoWithoutSmallCopy();
    await writeFile(path.join(store.folder, copyName(name, 'thumb')), 'not a picture');
    const copies = new LateCopies(store, new ImageWorkLimit(1, 0), silent);
    expect(await copies.nameToSend(copyName(name, 'small'))).toBe(copyName(name, 'thumb'));
    expect(await store.has(copyName(name, 'small'))).toBe(false);
  });

  it('leave every other name as it is', async () => {
    const copies = new LateCopies(store, new ImageWorkLimit(1, 0), silent);
    const name = await photoWithoutSmallCopy();
    expect(await copies.nameToSend(name)).toBe(name);
    expect(await copies.nameToSend(copyName(name, 'thumb'))).toBe(copyName(name, 'thumb'));
    const never = '00000000-0000-4000-8000-000000000000-small.webp';
    expect(await copies.nameToSend(never)).toBe(never);
    expect(await store.has(never)).toBe(false);
  });
});
