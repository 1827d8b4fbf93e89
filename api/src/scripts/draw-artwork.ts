// Writes the seed artwork into api/assets. Run after changing the drawings or the seed data:
//   node src/scripts/draw-artwork.ts
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { drawAvatar, drawBrandPhone, drawProductPhone } from '../seed/artwork.ts';
import { SEED_CATEGORIES, SEED_PRODUCTS, SEED_REVIEWS } from '../seed/catalogue-data.ts';

const assets = path.resolve(import.meta.dirname, '..', '..', 'assets');

async function write(folder: string, file: string, svg: string) {
  await mkdir(path.join(assets, folder), { recursive: true });
  await writeFile(path.join(assets, folder, file), svg);
}

for (const c of SEED_CATEGORIES) await write('categories', c.file, drawBrandPhone(c.brand, c.colour, c.accent));
for (const r of SEED_REVIEWS) await write('reviews', r.file, drawAvatar(r.name, r.colour));
for (const p of SEED_PRODUCTS) await write('products', p.file, drawProductPhone(p.name, p.colour));
console.log(`artwork written to ${path.relative(process.cwd(), assets) || '.'}`);
