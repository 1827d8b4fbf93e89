import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ReencodedPhoto } from './reencode-photo.ts';

/**
 * Where uploaded photos are kept: local disk (the embedded default), an S3-compatible bucket,
 * or imgbb. The upload route, the image route and the sweep of unused uploads see only this.
 */
export interface PhotoStore {
  /**
   * True when this API keeps the photos and serves them at /images/<name>: uploads are then
   * tracked until a product or profile uses them, and unused ones are removed. False for imgbb,
   * which keeps and serves them itself.
   */
  readonly servedHere: boolean;
  /**
   * Keeps every size of a re-encoded photo under `name` (and its copies' names, see
   * stored-photo-name.ts), and returns where it is shown: `/images/<name>` when served here, the
   * other service's https URL otherwise. A failure leaves nothing half-stored.
   */
  save(name: string, photo: ReencodedPhoto): Promise<string>;
  /** Answers GET /images/<name> (a stored name, already checked): the bytes, 304, 206 or 404. */
  send(name: string, request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
  /** Whether a file of that name is kept here. */
  has(name: string): Promise<boolean>;
  /** The bytes of a file kept here, or null when there is none. */
  read(name: string): Promise<Buffer | null>;
  /** Keeps one file (a copy made later, for a photo stored before that copy existed). */
  keep(name: string, bytes: Buffer): Promise<void>;
  /** Removes every size of each photo; one already gone is not an error. */
  remove(names: string[]): Promise<void>;
  /** Lets go of connections when the app closes. */
  close?(): void;
}

/** Headers every stored photo is served with, from any store. */
export const STORED_PHOTO_HEADERS = {
  'content-type': 'image/webp',
  'x-content-type-options': 'nosniff',
  // A stored photo never changes: a new photo gets a new random name.
  'cache-control': 'public, max-age=31536000, immutable',
} as const;

export const NO_SUCH_IMAGE = 'There is no such image.';
