import sharp, { type Metadata, type Sharp } from 'sharp';
import { PHOTO_LONG_SIDE_MAX_PX } from '@sellphones/contracts/schemas';
import { sniffImageFormat } from './image-format.ts';
import { PHOTO_MESSAGES, PhotoRejected } from './photo-rejected.ts';

/** Decoding bombs stop here: 40 megapixels is more than any phone camera takes. */
export const MAX_INPUT_PIXELS = 40_000_000;
/**
 * A phone's page on a phone's screen: a 390 px wide screen at three device pixels per CSS pixel
 * shows the photo 358 px wide, 1,074 device pixels. The full size is for the viewer and wide screens.
 */
export const MEDIUM_PX = 1080;
export const THUMBNAIL_PX = 480;
/** A table row's 64 px picture on a phone's screen of up to three device pixels per CSS pixel. */
export const SMALL_PX = 192;

export interface ReencodedPhoto {
  /** WebP, at most 1600 px on the long side. */
  full: Buffer;
  /** WebP, at most 1080 px on the long side. */
  medium: Buffer;
  /** WebP, at most 480 px on the long side. */
  thumbnail: Buffer;
  /** WebP, at most 192 px on the long side. */
  small: Buffer;
}


function decoder(bytes: Buffer) {
  // failOn 'truncated': a cut-off file is refused rather than stored half grey.
  return sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'truncated' });
}

async function toWebp(image: Sharp, longSide: number): Promise<Buffer> {
  // Only the decoded pixels are written out: trailing bytes (an appended ZIP) and all metadata
  // (EXIF, GPS, XMP) stay behind, since sharp keeps none unless asked. rotate() applies the
  // EXIF orientation first, so the photo stands the right way up without it.
  return image
    .rotate()
    .resize({ width: longSide, height: longSide, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 82 })
    .toBuffer();
}

/** The small copy of a stored photo, made from its thumbnail (which is already upright and clean). */
export function smallCopyOf(thumbnail: Buffer): Promise<Buffer> {
  return toWebp(sharp(thumbnail, { limitInputPixels: MAX_INPUT_PIXELS }), SMALL_PX);
}

/** The medium copy of a stored photo, made from its full size (already upright and clean). */
export function mediumCopyOf(full: Buffer): Promise<Buffer> {
  return toWebp(sharp(full, { limitInputPixels: MAX_INPUT_PIXELS }), MEDIUM_PX);
}

/**
 * Checks that the bytes are a JPEG, PNG or WebP that decodes completely within the pixel limit,
 * and re-encodes it as a full-size WebP, a medium copy, a thumbnail and a small copy. Throws PhotoRejected otherwise.
 */
export async function reencodePhoto(bytes: Buffer): Promise<ReencodedPhoto> {
  if (bytes.length === 0) throw new PhotoRejected(PHOTO_MESSAGES.empty);
  const sniffed = sniffImageFormat(bytes);
  if (!sniffed) throw new PhotoRejected(PHOTO_MESSAGES.notPhoto, 415);

  let metadata: Metadata;
  try {
    // The header alone: no pixels are decoded, so the size can be checked (and named) first.
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new PhotoRejected(PHOTO_MESSAGES.unreadable);
  }
  if (metadata.format !== sniffed) throw new PhotoRejected(PHOTO_MESSAGES.unreadable);
  const pixels = (metadata.width ?? 0) * (metadata.height ?? 0);
  if (pixels === 0) throw new PhotoRejected(PHOTO_MESSAGES.unreadable);
  if (pixels > MAX_INPUT_PIXELS) {
    throw new PhotoRejected(PHOTO_MESSAGES.tooManyPixels);
  }

  try {
    const full = await toWebp(decoder(bytes), PHOTO_LONG_SIDE_MAX_PX);
    // The thumbnail comes from the full size: the upload (up to 40 megapixels) is decoded once,
    // not twice, since decoding it is the slowest step.
    const thumbnail = await toWebp(sharp(full), THUMBNAIL_PX);
    return { full, medium: await mediumCopyOf(full), thumbnail, small: await smallCopyOf(thumbnail) };
  } catch {
    throw new PhotoRejected(PHOTO_MESSAGES.unreadable);
  }
}
