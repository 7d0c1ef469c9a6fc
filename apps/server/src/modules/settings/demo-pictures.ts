import type { Config } from '../../platform/config.js';
import type { Db } from '../../platform/db/client.js';
import { uploadStore } from '../../platform/uploads.js';
import {
  anyBannerSaved,
  type BannerValues,
  findProductsWithoutImages,
  insertBanners,
  insertProductImages,
  insertSettingIfAbsent,
  settingExists,
} from './settings.repo.js';

/**
 * Pictures for the demo shop and home page, drawn here (no binary files in the repository)
 * and stored through the same pipeline as uploads. Shapes only, no text: fonts differ by machine.
 */
const MARK = 'demoPicturesSeeded';

const svg = (w: number, h: number, body: string) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`,
  );

/** A QR-like sticker: a stable pseudo-random module grid with the three finder squares. */
function qrArt(seed: number, background: string): Buffer {
  let x = seed;
  const next = () => {
    x = (x * 1103515245 + 12345) % 2147483648;
    return x / 2147483648;
  };
  const cells: string[] = [];
  const n = 21;
  const size = 20;
  const finder = (cx: number, cy: number) =>
    `<rect x="${cx}" y="${cy}" width="140" height="140" fill="#111"/><rect x="${cx + 20}" y="${cy + 20}" width="100" height="100" fill="#fff"/><rect x="${cx + 40}" y="${cy + 40}" width="60" height="60" fill="#111"/>`;
  for (let r = 0; r < n; r++)
    for (let c = 0; c < n; c++) {
      const inFinder = (r < 8 && c < 8) || (r < 8 && c > n - 9) || (r > n - 9 && c < 8);
      if (!inFinder && next() < 0.5)
        cells.push(`<rect x="${190 + c * size}" y="${190 + r * size}" width="${size}" height="${size}" fill="#111"/>`);
    }
  return svg(
    800,
    800,
    `<rect width="800" height="800" fill="${background}"/><rect x="150" y="150" width="500" height="500" rx="36" fill="#fff"/>${cells.join('')}${finder(190, 190)}${finder(470, 190)}${finder(190, 470)}`,
  );
}

const kitArt = () =>
  svg(
    800,
    800,
    '<rect width="800" height="800" fill="#ffe8cc"/><polygon points="400,150 660,610 140,610" fill="#e8590c"/><polygon points="400,250 575,560 225,560" fill="#ffe8cc"/><rect x="330" y="640" width="140" height="40" rx="8" fill="#343a40"/>',
  );

const firstAidArt = () =>
  svg(
    800,
    800,
    '<rect width="800" height="800" fill="#f1f3f5"/><rect x="170" y="240" width="460" height="360" rx="40" fill="#fff" stroke="#c92a2a" stroke-width="16"/><rect x="300" y="180" width="200" height="70" rx="20" fill="none" stroke="#c92a2a" stroke-width="16"/><rect x="365" y="320" width="70" height="200" fill="#c92a2a"/><rect x="300" y="385" width="200" height="70" fill="#c92a2a"/>',
  );

const roadArt = (from: string, to: string, accent: string) =>
  svg(
    1600,
    600,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="1600" height="600" fill="url(#g)"/><polygon points="700,600 900,600 820,260 780,260" fill="#343a40" opacity="0.85"/>${[
      0, 1, 2, 3,
    ]
      .map((i) => `<rect x="${796 - i}" y="${300 + i * 75}" width="${8 + 2 * i}" height="${30 + 8 * i}" fill="#fff"/>`)
      .join('')}<circle cx="1300" cy="170" r="90" fill="${accent}" opacity="0.9"/>`,
  );

const PRODUCT_ART: Record<string, () => Buffer> = {
  'SafeSathi QR Tag — Car': () => qrArt(7, '#d0ebff'),
  'SafeSathi QR Tag — Bike': () => qrArt(11, '#d3f9d8'),
  'Roadside Safety Kit': kitArt,
  'First-Aid Box': firstAidArt,
};

const BANNERS = [
  {
    title: 'Alert the owner in seconds',
    description: 'Scan the QR tag on any vehicle to reach its owner and their family — no app, no phone number shared.',
    art: () => roadArt('#1864ab', '#4dabf7', '#ffd43b'),
  },
  {
    title: 'Accident alerts for your family',
    description: 'When something happens on the road, your emergency contacts hear about it at once.',
    art: () => roadArt('#c92a2a', '#ff8787', '#fff3bf'),
  },
  {
    title: 'Emergency blood requests',
    description: 'Ask registered donors nearby for help and coordinate their replies in one place.',
    art: () => roadArt('#2b8a3e', '#69db7c', '#ffffff'),
  },
];

/** Once per database, demo only: pictures for the seeded products that have none, and three banners. */
export async function seedDemoPictures(db: Db, config: Config): Promise<void> {
  if (!config.seedDemo) return;
  if (await settingExists(db, MARK)) return;
  const store = uploadStore(config);
  const bare = await findProductsWithoutImages(db);
  const images: { productId: string; file: string }[] = [];
  const names = Object.keys(PRODUCT_ART);
  for (const p of bare) {
    const art = PRODUCT_ART[p.name];
    if (art)
      images.push({
        productId: p.id,
        file: await store.saveNamed(`demo-product-${names.indexOf(p.name) + 1}.webp`, art()),
      });
  }
  const bannerRows: BannerValues[] = [];
  if (!(await anyBannerSaved(db)))
    for (const [i, b] of BANNERS.entries())
      bannerRows.push({
        title: b.title,
        description: b.description,
        imageUrl: await store.saveNamed(`demo-banner-${i + 1}.webp`, b.art()),
        position: i,
      });
  await db.transaction(async (tx) => {
    if (await settingExists(tx, MARK)) return;
    if (images.length) await insertProductImages(tx, images);
    if (bannerRows.length) await insertBanners(tx, bannerRows);
    await insertSettingIfAbsent(tx, MARK, true);
  });
}
