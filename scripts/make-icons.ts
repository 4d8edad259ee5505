import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

// The app's icons (issue 37's manifest), drawn from icons/icon.svg: run once after changing the drawing, and commit
// the PNGs. The maskable one keeps the mark inside the safe circle (80%) on the brand colour.
const dir = path.resolve('src/client/public/icons');
const svg = readFileSync(path.join(dir, 'icon.svg'));

for (const size of [192, 512]) {
  await sharp(svg, { density: 300 })
    .resize(size, size)
    .png()
    .toFile(path.join(dir, `icon-${size}.png`));
}
const inner = await sharp(svg, { density: 300 }).resize(410, 410).png().toBuffer();
await sharp({ create: { width: 512, height: 512, channels: 4, background: '#9c3d5d' } })
  .composite([{ input: inner, gravity: 'center' }])
  .png()
  .toFile(path.join(dir, 'maskable-512.png'));
await sharp(svg, { density: 300 })
  .resize(180, 180)
  .flatten({ background: '#9c3d5d' })
  .png()
  .toFile(path.join(dir, 'apple-touch-icon.png'));
