import sharp from 'sharp';
import type { DbOrTx } from '#server/db/client.ts';
import { toCents } from '#server/lib/money.ts';
import { insertCatalogue, insertExtra } from '#server/modules/catalog/catalogues.repository.ts';
import { insertImages } from '#server/modules/catalog/product-images.repository.ts';
import { insertProduct } from '#server/modules/catalog/products.repository.ts';
import type { FileStore } from '#server/modules/storage/file-store.ts';
import catalogueData from './demo-catalog.json' with { type: 'json' };

type Item = [name: string, price: number, quantity: number, description: string];

type Catalogue = [name: string, colour: string, products: Item[], extras: [name: string, price: number][]];

/** A real-looking bodegón catalogue (data in demo-catalog.json): [catalogue, colour, products, extras]. */
const CATALOGUE = catalogueData as unknown as Catalogue[];

const escapeXml = (s: string) => s.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** Side of the pictures: enough for the panel and the storefront, cheap to draw on first start. */
const SIDE = 400;

/** A product picture (or the store's logo) drawn from its name and a colour (laid out on 600 units). */
export async function picture(name: string, colour: string, variant: number): Promise<Buffer> {
  const words = name.split(' ');
  const lines = [words.slice(0, 3).join(' '), words.slice(3).join(' ')].filter(Boolean);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${SIDE}" height="${SIDE}" viewBox="0 0 600 600">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${colour}"/><stop offset="1" stop-color="${variant ? '#111827' : '#fde68a'}"/>
    </linearGradient></defs>
    <rect width="600" height="600" fill="url(#g)"/>
    <circle cx="300" cy="230" r="120" fill="#ffffff" fill-opacity="0.18"/>
    <text x="300" y="262" font-family="sans-serif" font-size="110" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(
      name.charAt(0),
    )}</text>
    ${lines
      .map(
        (l, i) =>
          `<text x="300" y="${440 + i * 52}" font-family="sans-serif" font-size="42" fill="#fff" text-anchor="middle">${escapeXml(l)}</text>`,
      )
      .join('')}
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
}

/**
 * Runs `work` over `items`, `width` at a time, keeping the order. On a failure it starts
 * nothing more and waits for what is running, so no file is written after it rejects.
 */
async function mapPool<T, R>(items: T[], width: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  let failure: { err: unknown } | undefined;
  const worker = async () => {
    while (!failure && next < items.length) {
      const i = next++;
      try {
        results[i] = await work(items[i]!);
      } catch (err) {
        failure ??= { err };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, worker));
  if (failure) throw failure.err;
  return results;
}

/** Every third product has a second picture. */
const picturesOf = (index: number) => (index % 3 === 0 ? 2 : 1);

export async function seedDemoCatalogue(tx: DbOrTx, files: FileStore, storeId: number): Promise<void> {
  // The pictures first, a few at a time (sharp works off the main thread), then the rows.
  const jobs = CATALOGUE.flatMap(([, colour, items]) =>
    items.flatMap(([name], index) =>
      Array.from({ length: picturesOf(index) }, (_, variant) => ({ name, colour, variant })),
    ),
  );
  const stored = await mapPool(jobs, 4, async (j) =>
    files.saveImage(await picture(j.name, j.colour, j.variant)),
  );

  let job = 0;
  for (const [catalogueName, , items, extraItems] of CATALOGUE) {
    const catalogueId = await insertCatalogue(tx, { storeId, name: catalogueName });
    for (const [index, [name, price, quantity, description]] of items.entries()) {
      const productId = await insertProduct(tx, {
        storeId,
        catalogueId,
        name,
        description,
        priceCents: toCents(price),
        quantity,
        // A hidden product, as in a real store.
        active: index !== items.length - 1 || catalogueName !== 'Panadería',
      });
      const count = picturesOf(index);
      await insertImages(
        tx,
        stored.slice(job, job + count).map((image, position) => ({ productId, storeId, position, ...image })),
      );
      job += count;
    }
    for (const [name, price] of extraItems) {
      await insertExtra(tx, { storeId, catalogueId, name, priceCents: toCents(price) });
    }
  }
}
