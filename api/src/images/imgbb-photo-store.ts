import type { FastifyReply, FastifyRequest } from 'fastify';
import { forwardToImgbb } from './imgbb-forwarder.ts';
import type { LocalPhotoStore } from './local-photo-store.ts';
import type { PhotoStore } from './photo-store.ts';
import type { ReencodedPhoto } from './reencode-photo.ts';

/**
 * Photos on imgbb (IMGBB_API_KEY set): imgbb keeps and serves them at its own URLs, so nothing is
 * removed here and uploads are not tracked (imgbb's API has no deletion by key). Photos stored
 * on local disk before imgbb was turned on are still served from there.
 */
export class ImgbbPhotoStore implements PhotoStore {
  readonly servedHere = false;

  private readonly options: { apiKey: string; uploadUrl?: string | undefined };
  private readonly earlierPhotos: LocalPhotoStore;

  constructor(options: { apiKey: string; uploadUrl?: string | undefined }, earlierPhotos: LocalPhotoStore) {
    this.options = options;
    this.earlierPhotos = earlierPhotos;
  }

  /** Only the re-encoded full size goes; imgbb makes its own thumbnails. */
  async save(_name: string, photo: ReencodedPhoto): Promise<string> {
    return forwardToImgbb(photo.full, this.options);
  }

  async send(name: string, request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    return this.earlierPhotos.send(name, request, reply);
  }

  has(name: string): Promise<boolean> {
    return this.earlierPhotos.has(name);
  }

  read(name: string): Promise<Buffer | null> {
    return this.earlierPhotos.read(name);
  }

  keep(name: string, bytes: Buffer): Promise<void> {
    return this.earlierPhotos.keep(name, bytes);
  }

  async remove(): Promise<void> {}
}
