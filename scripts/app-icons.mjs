// Draws the app icons (favicon, apple-touch-icon, the manifest's 192/512 and maskable) from src/client/public/icon.svg.
// Run by hand after changing the drawing: `node scripts/app-icons.mjs`; the PNGs are committed.
import sharp from 'sharp';

const dir = 'src/client/public/';
const svg = await import('node:fs').then((fs) => fs.readFileSync(`${dir}icon.svg`));
// The maskable icon keeps its mark inside the 80 % safe zone: the same drawing on a full square of the brand colour.
const maskable = Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 80"><rect width="80" height="80" fill="#9c3d5d"/><g transform="translate(8 8)">${svg.toString().replace(/<\/?svg[^>]*>/g, '')}</g></svg>`,
);
for (const [name, size, src] of [
  ['favicon-32.png', 32, svg],
  ['apple-touch-icon.png', 180, svg],
  ['icon-192.png', 192, svg],
  ['icon-512.png', 512, svg],
  ['icon-maskable-512.png', 512, maskable],
]) {
  await sharp(src, { density: 600 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(dir + name);
}
