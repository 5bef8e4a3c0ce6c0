import sharp from 'sharp';
import type { DbOrTx } from '../db/client.ts';
import type { FileStore } from '../lib/files.ts';
import { toCents } from '../lib/money.ts';
import * as catalog from '../modules/catalog/catalog.repository.ts';

type Item = [name: string, price: number, quantity: number, description: string];

/** A real-looking bodegón catalogue: [catalogue, colour, products, extras]. */
const CATALOGUE: [string, string, Item[], [string, number][]][] = [
  [
    'Víveres',
    '#c2410c',
    [
      ['Harina PAN blanca 1 kg', 1.35, 120, 'Harina de maíz precocida para arepas.'],
      ['Arroz Mary tipo I 1 kg', 1.6, 80, 'Arroz de grano largo.'],
      ['Pasta Primor larga 1 kg', 1.9, 60, 'Spaghetti de sémola de trigo durum.'],
      ['Caraotas negras 500 g', 1.45, 45, 'Granos seleccionados.'],
      ['Aceite Vatel 1 L', 3.2, 40, 'Aceite vegetal de soya.'],
      ['Azúcar Montalbán 1 kg', 1.5, 70, 'Azúcar refinada.'],
      ['Café Fama de América 500 g', 5.9, 35, 'Café tostado y molido.'],
      ['Sal Los Andes 1 kg', 0.6, 90, 'Sal yodada y fluorada.'],
      ['Atún Margarita 140 g', 2.1, 50, 'Atún en aceite vegetal.'],
      ['Mayonesa Mavesa 445 g', 3.4, 30, 'Mayonesa clásica.'],
    ],
    [['Bolsa ecológica', 0.5]],
  ],
  [
    'Charcutería',
    '#be123c',
    [
      ['Queso blanco llanero 1 kg', 6.5, 25, 'Queso duro rallable.'],
      ['Queso amarillo Paisa 500 g', 5.2, 20, 'Queso tipo gouda en lonjas.'],
      ['Jamón de pierna Plumrose 500 g', 5.8, 18, 'Jamón cocido en lonjas.'],
      ['Mortadela Oscar Mayer 500 g', 3.1, 22, 'Mortadela especial.'],
      ['Salchichas Plumrose x10', 3.6, 30, 'Salchichas tipo Viena.'],
      ['Queso de mano 500 g', 4.8, 15, 'Queso fresco artesanal.'],
      ['Nata Los Andes 200 g', 2.2, 24, 'Nata untable.'],
      ['Chorizo ahumado 500 g', 4.9, 12, 'Chorizo carupanero.'],
    ],
    [
      ['Rebanado fino', 0.3],
      ['Empaque al vacío', 0.8],
    ],
  ],
  [
    'Bebidas',
    '#0369a1',
    [
      ['Malta Polar 355 ml', 0.9, 144, 'Bebida de malta.'],
      ['Refresco Frescolita 2 L', 2.3, 48, 'Refresco sabor a colita.'],
      ['Agua Minalba 1,5 L', 1.1, 96, 'Agua mineral natural.'],
      ['Jugo Yukery durazno 1 L', 2.6, 36, 'Néctar de durazno.'],
      ['Té Lipton limón 500 ml', 1.4, 40, 'Té frío sabor limón.'],
      ['Cerveza Polar Pilsen x6', 6.9, 30, 'Six-pack de tercios.'],
      ['Chocolate Savoy en polvo 400 g', 4.1, 20, 'Bebida achocolatada.'],
      ['Leche Completa La Campiña 1 L', 2.4, 48, 'Leche UHT.'],
    ],
    [['Bien fría', 0.25]],
  ],
  [
    'Panadería',
    '#a16207',
    [
      ['Pan canilla', 0.8, 60, 'Horneado cada mañana.'],
      ['Pan de jamón', 12, 8, 'Relleno de jamón, tocineta, pasas y aceitunas.'],
      ['Cachitos de jamón x4', 4, 20, 'Recién horneados.'],
      ['Golfeados x6', 5, 15, 'Con papelón y queso.'],
      ['Pan campesino', 1.8, 25, 'Masa madre.'],
      ['Torta tres leches (porción)', 2.5, 16, 'Porción individual.'],
    ],
    [
      ['Queso de mano extra', 1.2],
      ['Tostado', 0.2],
    ],
  ],
  [
    'Limpieza y hogar',
    '#15803d',
    [
      ['Jabón Las Llaves 250 g', 1.2, 50, 'Jabón para lavar ropa.'],
      ['Detergente Ace 1 kg', 4.3, 30, 'Detergente en polvo.'],
      ['Cloro Nevex 1 L', 1.3, 40, 'Blanqueador.'],
      ['Papel higiénico Rosal x4', 3.5, 45, 'Doble hoja.'],
      ['Lavaplatos Las Llaves 500 g', 2.2, 28, 'Crema lavaplatos.'],
      ['Esponjas Scotch-Brite x3', 2.4, 26, 'Doble uso.'],
      ['Desinfectante Mistolín 1 L', 2.9, 22, 'Aroma lavanda.'],
      ['Servilletas x100', 1.6, 40, 'Servilletas blancas.'],
      ['Bolsas de basura x10', 2.1, 30, 'Tamaño grande.'],
      ['Velas x6', 1.9, 18, 'Para los apagones.'],
    ],
    [],
  ],
];

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
    const catalogueId = await catalog.insertCatalogue(tx, { storeId, name: catalogueName });
    for (const [index, [name, price, quantity, description]] of items.entries()) {
      const productId = await catalog.insertProduct(tx, {
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
      await catalog.insertImages(
        tx,
        stored.slice(job, job + count).map((image, position) => ({ productId, storeId, position, ...image })),
      );
      job += count;
    }
    for (const [name, price] of extraItems) {
      await catalog.insertExtra(tx, { storeId, catalogueId, name, priceCents: toCents(price) });
    }
  }
}
