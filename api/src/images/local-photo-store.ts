import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PhotoStore } from './photo-store.ts';
import { STORED_PHOTO_HEADERS } from './photo-store.ts';
import { photoPath, thumbnailName } from './stored-photo-name.ts';
import type { ReencodedPhoto } from './reencode-photo.ts';

const ONE_YEAR_MS = 365 * 24 * 3600 * 1000;

/** Photos on local disk, under DATA_DIR/images: the embedded default, for one machine. */
export class LocalPhotoStore implements PhotoStore {
  readonly servedHere = true;
  readonly folder: string;

  constructor(dataDir: string) {
    this.folder = path.join(dataDir, 'images');
  }

  /** Each file is written to a temporary name and renamed; a failure removes whatever was written. */
  async save(name: string, photo: ReencodedPhoto): Promise<string> {
    await mkdir(this.folder, { recursive: true });
    const files = [
      { name, bytes: photo.full },
      { name: thumbnailName(name), bytes: photo.thumbnail },
    ];
    const written: string[] = [];
    try {
      for (const file of files) {
        const final = path.join(this.folder, file.name);
        const temporary = path.join(this.folder, `.${file.name}.partial`);
        written.push(temporary);
        await writeFile(temporary, file.bytes, { flag: 'wx' });
        await rename(temporary, final);
        written.push(final);
      }
    } catch (err) {
      await Promise.all(written.map((file) => rm(file, { force: true })));
      throw err;
    }
    return photoPath(name);
  }

  /** Through @fastify/static (see plugins/external/static-files.ts): ETag, 304 and Range included. */
  async send(name: string, _request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    reply.header('x-content-type-options', STORED_PHOTO_HEADERS['x-content-type-options']);
    return reply.sendFile(name, this.folder, { maxAge: ONE_YEAR_MS, immutable: true });
  }

  async remove(names: string[]): Promise<void> {
    await Promise.all(
      names.flatMap((name) => [name, thumbnailName(name)]).map((file) => rm(path.join(this.folder, file), { force: true })),
    );
  }
}
