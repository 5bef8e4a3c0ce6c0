// `npm run bench`: every figure is a ratio of measurements taken in this one run.
import path from 'node:path';
import { bundleSizes } from './bundle.bench.ts';
import { benchProducts } from './products.bench.ts';
import { ratio } from './stats.ts';

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

const bundle = bundleSizes(path.resolve('apps/web/dist'));
console.log('\n== Panel bundle (gzip)');
if (!bundle) {
  console.log('apps/web/dist is not built: run `npm run build` first for bundle sizes.');
} else {
  for (const c of bundle.chunks.slice(0, 15)) console.log(`${c.file.padEnd(48)} ${kb(c.gzip).padStart(10)}`);
  const signIn = bundle.signIn.reduce((s, c) => s + c.gzip, 0);
  console.log(
    `sign-in page JavaScript: ${kb(signIn)} gzip over ${bundle.signIn.length} files (budget 200 KB)`,
  );
}

console.log('\n== Product list, p95 of 200 requests each');
const products = await benchProducts();
for (const r of products) console.log(`${r.name.padEnd(32)} ${r.p95ms.toFixed(2)} ms`);
const get = (name: string) => products.find((r) => r.name === name)!.p95ms;
const deepVsFirst = ratio(get('products deep page  @10000'), get('products first page @10000'));
const bigVsSmall = ratio(get('products first page @10000'), get('products first page @100'));
console.log(`deep page / first page at 10,000 products: ${deepVsFirst.toFixed(2)}× (must be ≤ 2×)`);
console.log(`first page at 10,000 / at 100 products:    ${bigVsSmall.toFixed(2)}×`);
if (deepVsFirst > 2) {
  console.error('FAIL: the deep page costs more than twice the first page');
  process.exitCode = 1;
}
