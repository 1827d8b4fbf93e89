import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
  type GetObjectCommandOutput,
} from '@aws-sdk/client-s3';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { S3Config } from '../config.ts';
import { NO_SUCH_IMAGE, STORED_PHOTO_HEADERS, type PhotoStore } from './photo-store.ts';
import { copyName, photoPath, storedFilesOf } from './stored-photo-name.ts';
import type { ReencodedPhoto } from './reencode-photo.ts';

/**
 * The photos bucket is unreachable: the caller may try again (a 503 with this message, never the
 * SDK's text). The SDK's error is kept as `reason` for the log (not as `cause`, which the error
 * handler would take for the database's).
 */
export class PhotoStorageUnavailable extends Error {
  readonly statusCode = 503;
  readonly reason: unknown;
  constructor(message: string, reason: unknown) {
    super(message);
    this.name = 'PhotoStorageUnavailable';
    this.reason = reason;
  }
}

const statusOf = (err: unknown) => (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
const isMissing = (err: unknown) =>
  statusOf(err) === 404 || (err instanceof S3ServiceException && (err.name === 'NoSuchKey' || err.name === 'NotFound'));

/** One plain `bytes=a-b`, `bytes=a-` or `bytes=-n` range; anything else is answered whole, as HTTP allows. */
const SINGLE_RANGE = /^bytes=(\d+-\d*|-\d+)$/;

/**
 * Photos in an S3-compatible bucket, so every API instance sees every photo. They are streamed
 * through the API's own /images/<name> rather than redirected to the bucket: one origin for the
 * apps (and the front door's cache and CSP), the bucket stays private, and an image URL never
 * expires the way a signed bucket URL would. S3's ETag (the same on every instance) gives 304s,
 * and a Range is passed on to S3.
 */
export class S3PhotoStore implements PhotoStore {
  readonly servedHere = true;
  readonly client: S3Client;
  readonly bucket: string;

  constructor(config: S3Config) {
    this.bucket = config.bucket;
    this.client = new S3Client({
      region: config.region,
      endpoint: config.endpoint,
      forcePathStyle: config.forcePathStyle,
      credentials: config.accessKeyId && config.secretAccessKey
        ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
        : undefined,
      // A photo that cannot be stored or read within this long is an outage, not a slow photo.
      requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
      maxAttempts: 2,
      // Checksums only where S3 requires them: S3-compatible servers do not all know the newer ones.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  /** The copies first, full size last: a photo whose full size exists is complete. */
  async save(name: string, photo: ReencodedPhoto): Promise<string> {
    try {
      await this.put(copyName(name, 'small'), photo.small);
      await this.put(copyName(name, 'medium'), photo.medium);
      await this.put(copyName(name, 'thumb'), photo.thumbnail);
      await this.put(name, photo.full);
    } catch (err) {
      await this.remove([name]).catch(() => undefined);
      throw new PhotoStorageUnavailable('The photo could not be stored right now. Please try again shortly.', err);
    }
    return photoPath(name);
  }

  async keep(name: string, bytes: Buffer): Promise<void> {
    try {
      await this.put(name, bytes);
    } catch (err) {
      throw new PhotoStorageUnavailable('The photo could not be stored right now. Please try again shortly.', err);
    }
  }

  private async put(key: string, bytes: Buffer): Promise<void> {
    await this.client.send(new PutObjectCommand({
      Bucket: this.bucket,
      Key: key,
      Body: bytes,
      ContentType: STORED_PHOTO_HEADERS['content-type'],
      CacheControl: STORED_PHOTO_HEADERS['cache-control'],
    }));
  }

  async has(name: string): Promise<boolean> {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: name }));
      return true;
    } catch (err) {
      if (isMissing(err)) return false;
      throw new PhotoStorageUnavailable('Photos cannot be shown right now. Please try again shortly.', err);
    }
  }

  async read(name: string): Promise<Buffer | null> {
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: name }));
      return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : null;
    } catch (err) {
      if (isMissing(err)) return null;
      throw new PhotoStorageUnavailable('Photos cannot be shown right now. Please try again shortly.', err);
    }
  }

  async send(name: string, request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const range = request.headers.range;
    const ifNoneMatch = request.headers['if-none-match'];
    let object: GetObjectCommandOutput;
    try {
      object = await this.client.send(new GetObjectCommand({
        Bucket: this.bucket,
        Key: name,
        Range: range && SINGLE_RANGE.test(range) ? range : undefined,
        IfNoneMatch: ifNoneMatch,
      }));
    } catch (err) {
      const status = statusOf(err);
      if (status === 304) {
        const etag = (err as { $response?: { headers?: Record<string, string> } }).$response?.headers?.etag
          ?? (ifNoneMatch && !ifNoneMatch.includes(',') ? ifNoneMatch : undefined);
        reply.code(304).header('cache-control', STORED_PHOTO_HEADERS['cache-control']);
        if (etag) reply.header('etag', etag);
        return reply.send();
      }
      if (isMissing(err)) {
        throw request.server.httpErrors.notFound(NO_SUCH_IMAGE);
      }
      if (status === 416) {
        throw request.server.httpErrors.rangeNotSatisfiable('This part of the image does not exist.');
      }
      throw new PhotoStorageUnavailable('Photos cannot be shown right now. Please try again shortly.', err);
    }
    reply.headers(STORED_PHOTO_HEADERS).header('accept-ranges', 'bytes');
    if (object.ETag) reply.header('etag', object.ETag);
    if (object.LastModified) reply.header('last-modified', object.LastModified.toUTCString());
    if (object.ContentLength !== undefined) reply.header('content-length', object.ContentLength);
    if (object.ContentRange) reply.code(206).header('content-range', object.ContentRange);
    return reply.send(object.Body);
  }

  async remove(names: string[]): Promise<void> {
    if (names.length === 0) return;
    const keys = names.flatMap(storedFilesOf);
    // DeleteObjects takes up to 1000 keys; a key already gone counts as deleted.
    for (let start = 0; start < keys.length; start += 1000) {
      const result = await this.client.send(new DeleteObjectsCommand({
        Bucket: this.bucket,
        Delete: { Objects: keys.slice(start, start + 1000).map((Key) => ({ Key })), Quiet: true },
      }));
      if (result.Errors && result.Errors.length > 0) {
        throw new PhotoStorageUnavailable('Some photos could not be removed.', result.Errors);
      }
    }
  }

  close(): void {
    this.client.destroy();
  }
}
