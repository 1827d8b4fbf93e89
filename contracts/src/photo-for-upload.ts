import { PHOTO_LONG_SIDE_MAX_PX, PHOTO_MAX_BYTES } from './schemas/choices-and-limits.ts';

/** JPEG quality of a photo made smaller before upload; the API encodes it once more for the site. */
const SHRUNK_QUALITY = 0.9;

/**
 * The size a photo of `width` x `height` pixels is sent at, its shape kept: its long side at most
 * the largest copy the API keeps, since pixels beyond that are thrown away after the upload.
 * Null when it is small enough as it is.
 */
export function uploadSizeOf(width: number, height: number): { width: number; height: number } | null {
  const longSide = Math.max(width, height);
  if (longSide <= PHOTO_LONG_SIDE_MAX_PX) return null;
  const scale = PHOTO_LONG_SIDE_MAX_PX / longSide;
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

const asJpegName = (name: string) => `${name.replace(/\.[^.]*$/, '') || 'photo'}.jpg`;

/**
 * The photo to send for `file`: a phone camera's photo (often over the API's 5 MB, always more
 * pixels than the site keeps) redrawn upright at the kept size as a JPEG, so it is accepted and
 * costs a seller on mobile data a fraction of the bytes. Anything the browser cannot draw, or that
 * would not get smaller, is sent as it is and the API says what it thinks of it.
 */
export async function photoForUpload(file: File): Promise<File> {
  if (typeof createImageBitmap !== 'function' || typeof document === 'undefined') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file;
  }
  try {
    const size = uploadSizeOf(bitmap.width, bitmap.height);
    if (!size && file.size <= PHOTO_MAX_BYTES) return file;
    const { width, height } = size ?? bitmap;
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) return file;
    // A see-through PNG would turn black in a JPEG: it is laid on white, as the site shows it.
    context.fillStyle = '#fff';
    context.fillRect(0, 0, width, height);
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, width, height);
    const jpeg = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', SHRUNK_QUALITY));
    if (!jpeg || jpeg.size >= file.size) return file;
    return new File([jpeg], asJpegName(file.name), { type: 'image/jpeg', lastModified: file.lastModified });
  } finally {
    bitmap.close();
  }
}
