import { randomBytes } from 'node:crypto';
import { access, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PhotoStore } from './photo-store.ts';
import { STORED_PHOTO_HEADERS } from './photo-store.ts';
import { copyName, photoPath, storedFilesOf } from './stored-photo-name.ts';
import type { ReencodedPhoto } from './reencode-photo.ts';

const ONE_YEAR_MS = 365 * 24 * 3600 * 1000;

const isMissing = (err: unknown) => (err as NodeJS.ErrnoException).code === 'ENOENT';

/** Photos on local disk, under DATA_DIR/images: the embedded default, for one machine. */
export class LocalPhotoStore implements PhotoStore {
  readonly servedHere = true;
  readonly folder: string;

  constructor(dataDir: string) {
    this.folder = path.join(dataDir, 'images');
  }

  /** Each size in turn; a failure removes whatever was written. */
  async save(name: string, photo: ReencodedPhoto): Promise<string> {
    try {
      await this.keep(copyName(name, 'small'), photo.small);
      await this.keep(copyName(name, 'medium'), photo.medium);
      await this.keep(copyName(name, 'thumb'), photo.thumbnail);
      await this.keep(name, photo.full);
    } catch (err) {
      await this.remove([name]);
      throw err;
    }
    return photoPath(name);
  }

  /** Written to a temporary name of its own and renamed: a reader never sees half a file. */
  async keep(name: string, bytes: Buffer): Promise<void> {
    await mkdir(this.folder, { recursive: true });
    const temporary = path.join(this.folder, `.${name}.${randomBytes(6).toString('hex')}.partial`);
    try {
      await writeFile(temporary, bytes, { flag: 'wx' });
      await rename(temporary, path.join(this.folder, name));
    } catch (err) {
      await rm(temporary, { force: true });
      throw err;
    }
  }

  async has(name: string): Promise<boolean> {
    try {
      await access(path.join(this.folder, name));
      return true;
    } catch (err) {
      if (isMissing(err)) return false;
      throw err;
    }
  }

  async read(name: string): Promise<Buffer | null> {
    try {
      return await readFile(path.join(this.folder, name));
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  /** Through @fastify/static (see plugins/external/static-files.ts): ETag, 304 and Range included. */
  async send(name: string, _request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    reply.header('x-content-type-options', STORED_PHOTO_HEADERS['x-content-type-options']);
    return reply.sendFile(name, this.folder, { maxAge: ONE_YEAR_MS, immutable: true });
  }

  async remove(names: string[]): Promise<void> {
    await Promise.all(names.flatMap(storedFilesOf).map((file) => rm(path.join(this.folder, file), { force: true })));
  }
}
