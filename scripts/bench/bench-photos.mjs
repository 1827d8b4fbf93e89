// Photos for the bench's phones, as a seller's upload leaves them: a camera-sized JPEG re-encoded
// by the API's own code into a 1600 px WebP, 1080 px and 480 px copies and a 192 px one, in the API's
// photo folder.
// The demo artwork (api/assets, a few hundred bytes of SVG) would make what a page's images weigh
// mean nothing. The pictures are drawn here (a phone on a granite worktop, with sensor grain), so
// nothing is downloaded; their texture is fine enough that they weigh what such photos weigh
// (about 0.5 bit per pixel at 1600 px, 1 at 480 px).
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { reencodePhoto } from '../../api/src/images/reencode-photo.ts';
import { copyName, newPhotoName, photoPath } from '../../api/src/images/stored-photo-name.ts';

// A 12-megapixel camera's 4:3 would take a minute to draw on two cores; 3 megapixels is
// still well above the 1600 px the API keeps.
const WIDTH = 2000;
const HEIGHT = 1500;

function scene(index) {
  const hue = [200, 20, 280, 140][index % 4];
  const tilt = -12 + (index % 5) * 6;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
  <defs>
    <filter id="granite"><feTurbulence type="fractalNoise" baseFrequency="0.025" numOctaves="8" seed="${index + 1}"/>
      <feColorMatrix values="1.6 0 0 0 -0.3  1.28 0 0 0 -0.24  0.96 0 0 0 -0.18  0 0 0 0 1"/></filter>
    <linearGradient id="screen" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${hue},60%,45%)"/><stop offset="1" stop-color="hsl(${hue + 60},70%,20%)"/>
    </linearGradient>
    <radialGradient id="light" cx="0.3" cy="0.2" r="0.9">
      <stop offset="0" stop-color="#fff" stop-opacity="0.3"/><stop offset="1" stop-color="#000" stop-opacity="0.35"/>
    </radialGradient>
  </defs>
  <rect width="100%" height="100%" filter="url(#granite)"/>
  <g transform="rotate(${tilt} 1000 750)">
    <rect x="720" y="180" width="560" height="1140" rx="70" fill="#1b1b1f"/>
    <rect x="745" y="205" width="510" height="1090" rx="50" fill="url(#screen)"/>
    <circle cx="1000" cy="240" r="14" fill="#050505"/>
    <rect x="1282" y="420" width="10" height="140" rx="5" fill="#333"/>
  </g>
  <rect width="100%" height="100%" fill="url(#light)"/>
</svg>`;
}

/** A camera-style JPEG of scene `index`. */
async function cameraJpeg(index) {
  const grain = await sharp({
    create: { width: WIDTH, height: HEIGHT, channels: 3, noise: { type: 'gaussian', mean: 128, sigma: 5 } },
  }).png().toBuffer();
  return sharp(Buffer.from(scene(index))).composite([{ input: grain, blend: 'soft-light' }]).jpeg({ quality: 90 }).toBuffer();
}

const DRAWINGS = 4;
const encoded = [];

/**
 * Writes `count` photos into `folder` (the API's DATA_DIR/images) as the local photo store does:
 * `<uuid>.webp` and its `-medium`, `-thumb` and `-small` copies, each under a name of its own as every upload is, so a
 * page of cards downloads each card's photo (their pixels repeat every DRAWINGS photos). Returns
 * their stored paths (`/images/<uuid>.webp`, what a product keeps) with the two sizes in bytes.
 */
export async function writeBenchPhotos(folder, count = 24) {
  await mkdir(folder, { recursive: true });
  const photos = [];
  for (let i = 0; i < count; i++) {
    // Drawn and re-encoded once per bench run (seconds each), written into each API's folder.
    encoded[i % DRAWINGS] ??= cameraJpeg(i % DRAWINGS).then(reencodePhoto);
    const { full, medium, thumbnail, small } = await encoded[i % DRAWINGS];
    const name = newPhotoName();
    await writeFile(path.join(folder, name), full);
    await writeFile(path.join(folder, copyName(name, 'thumb')), thumbnail);
    await writeFile(path.join(folder, copyName(name, 'small')), small);
    await writeFile(path.join(folder, copyName(name, 'medium')), medium);
    photos.push({ path: photoPath(name), fullBytes: full.length, mediumBytes: medium.length, thumbBytes: thumbnail.length });
  }
  return photos;
}
