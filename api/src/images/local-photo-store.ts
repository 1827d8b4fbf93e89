import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ReencodedPhoto } from './reencode-photo.ts';

/** Stored names: a random UUID, optionally "-thumb", always .webp. Nothing else is ever served. */
export const STORED_PHOTO_NAME = '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(-thumb)?\\.webp$';
const STORED_PHOTO_NAME_RE = new RegExp(STORED_PHOTO_NAME);

/** The path a stored photo is served at; products keep this path, not an absolute URL. */
export const photoPath = (name: string) => `/images/${name}`;

export function isStoredPhotoName(name: string): boolean {
  return STORED_PHOTO_NAME_RE.test(name);
}

/** Photos on local disk, under DATA_DIR/images. */
export class LocalPhotoStore {
  readonly folder: string;

  constructor(dataDir: string) {
    this.folder = path.join(dataDir, 'images');
  }

  /** The file of a stored name, or null for a name that is not one of ours. */
  fileOf(name: string): string | null {
    return isStoredPhotoName(name) ? path.join(this.folder, name) : null;
  }

  async exists(name: string): Promise<boolean> {
    const file = this.fileOf(name);
    if (!file) return false;
    try {
      return (await stat(file)).isFile();
    } catch {
      return false;
    }
  }

  /**
   * Writes both sizes under a fresh random name and returns the full-size name. Each file is
   * written to a temporary name and renamed, and a failure removes whatever was written, so a
   * half-stored photo never appears.
   */
  async save(photo: ReencodedPhoto): Promise<string> {
    await mkdir(this.folder, { recursive: true });
    const id = randomUUID();
    const files = [
      { name: `${id}.webp`, bytes: photo.full },
      { name: `${id}-thumb.webp`, bytes: photo.thumbnail },
    ];
    const written: string[] = [];
    try {
      for (const { name, bytes } of files) {
        const final = path.join(this.folder, name);
        const temporary = path.join(this.folder, `.${name}.partial`);
        written.push(temporary);
        await writeFile(temporary, bytes, { flag: 'wx' });
        await rename(temporary, final);
        written.push(final);
      }
    } catch (err) {
      await Promise.all(written.map((file) => rm(file, { force: true })));
      throw err;
    }
    return `${id}.webp`;
  }
}
