// `npm run bench`: every figure is a ratio of measurements taken in this one run. A figure
// over its budget fails the run, and so does one that could not be measured (skipped.ts).
import path from 'node:path';
import { bundleSizes } from './bundle.bench.ts';
import { benchCampaign, CAMPAIGN_RATE_BUDGET } from './campaign.bench.ts';
import { benchProcesses, processesNote, TWO_PROCESSES_RATIO_FLOOR } from './processes.bench.ts';
import { BARE_RATIO_BUDGET, benchProducts, benchProductsVsBare } from './products.bench.ts';
import { benchSales } from './sales.bench.ts';
import { benchShipments, SHIPMENT_SCENARIOS } from './shipments.bench.ts';
import { reportSkipped, skipFigure } from './skipped.ts';
import {
  benchStatements,
  PER_LINE_RATIO_BUDGET,
  STATEMENT_SALES,
  STATEMENT_TIME_BUDGET_MS,
} from './statements.bench.ts';
import { ratio } from './stats.ts';
import { benchStorefront, STORE_PAGE_RATIO_BUDGET } from './storefront.bench.ts';
import { reportWeb } from './web.bench.ts';

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

const chunks = bundleSizes(path.resolve('apps/web/dist'));
console.log('\n== Panel bundle (gzip), largest chunks');
if (!chunks) skipFigure('panel bundle sizes', 'apps/web/dist is not built: run `npm run build` first');
else for (const c of chunks.slice(0, 15)) console.log(`${c.file.padEnd(48)} ${kb(c.gzip).padStart(10)}`);

const databases: ('pglite' | 'postgres')[] = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];
if (!process.env.TEST_DATABASE_URL)
  skipFigure(
    'the API figures on PostgreSQL',
    'TEST_DATABASE_URL is not set (e.g. postgres://postgres@127.0.0.1:5432/test): measured on the embedded database only',
  );

if (!(await reportWeb())) process.exitCode = 1;

console.log('\n== Products list ÷ a bare Fastify route sending the same SQL to the same database');
for (const database of databases) {
  const c = await benchProductsVsBare(database);
  console.log(
    `${database}: list ${c.listRps.toFixed(0)} req/s, bare ${c.bareRps.toFixed(0)} req/s (${c.statements} SQL statements): ` +
      `${c.ratio.toFixed(2)} (budget ≥ ${BARE_RATIO_BUDGET})`,
  );
  if (c.ratio < BARE_RATIO_BUDGET) {
    console.error(
      `FAIL: the products list keeps less than ${BARE_RATIO_BUDGET} of a bare route's speed on ${database}`,
    );
    process.exitCode = 1;
  }
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

console.log('\n== Storefront store page (server-rendered HTML), p95 of 200 requests each');
const storefront = await benchStorefront();
for (const r of storefront) console.log(`${r.name.padEnd(32)} ${r.p95ms.toFixed(2)} ms`);
for (const what of ['store page', 'store catalogue']) {
  const at = (n: string) =>
    storefront.find((r) => r.name.startsWith(`${what} `) && r.name.endsWith(`@${n}`))!.p95ms;
  const x = ratio(at('10000'), at('100'));
  console.log(`${what}: 10,000 / 100 products = ${x.toFixed(2)}× (budget ≤ ${STORE_PAGE_RATIO_BUDGET}×)`);
  if (x > STORE_PAGE_RATIO_BUDGET) {
    console.error(
      `FAIL: the ${what} at 10,000 products costs more than ${STORE_PAGE_RATIO_BUDGET}× the page at 100`,
    );
    process.exitCode = 1;
  }
}

console.log('\n== One server process ÷ two on one PostgreSQL, requests alternating (requests per second)');
const processes = await benchProcesses();
if (typeof processes === 'string') skipFigure('one process against two', processes);
else {
  for (const r of processes) {
    console.log(
      `${r.name.padEnd(16)} one ${r.one.toFixed(0)} req/s, two ${r.two.toFixed(0)} req/s: ` +
        `${r.ratio.toFixed(2)}× (floor ${TWO_PROCESSES_RATIO_FLOOR}×)`,
    );
    if (r.ratio < TWO_PROCESSES_RATIO_FLOOR) {
      console.error(`FAIL: two processes serve the ${r.name} slower than one beyond what sharing may cost`);
      process.exitCode = 1;
    }
  }
  console.log(`(${processesNote()})`);
}

// Sales: one store's list, dashboard and report beside 99 other stores of the same size.
for (const database of databases) {
  console.log(`\n== Sales on ${database}, p95 of 100 requests each (200,000 bills over 100 stores vs 2,000)`);
  const sales = await benchSales(database);
  for (const r of sales) console.log(`${r.name.padEnd(48)} ${r.p95ms.toFixed(2)} ms`);
  for (const what of ['sales first page', 'sales deep page ', 'dashboard year  ', 'report year     ']) {
    const small = sales.find((r) => r.name.includes(what) && r.name.includes('@2,000 '))!.p95ms;
    const big = sales.find((r) => r.name.includes(what) && r.name.includes('@200,000 '))!.p95ms;
    const x = ratio(big, small);
    console.log(`${database} ${what.trim()}: 200,000 / 2,000 bills = ${x.toFixed(2)}× (must be ≤ 2×)`);
    if (x > 2) process.exitCode = 1;
  }
  const first = sales.find((r) => r.name.includes('sales first page') && r.name.includes('@200,000 '))!.p95ms;
  const deep = sales.find((r) => r.name.includes('sales deep page') && r.name.includes('@200,000 '))!.p95ms;
  console.log(`${database} deep page / first page at 200,000 bills: ${ratio(deep, first).toFixed(2)}×`);
}

// Shipments: the demo company's list, its store beside 99 others shipped by another company.
for (const database of databases) {
  console.log(
    `\n== Shipments on ${database}, p95 of 100 requests each (200,000 bills over 100 stores vs 2,000)`,
  );
  const shipments = await benchShipments(database);
  for (const r of shipments) console.log(`${r.name.padEnd(52)} ${r.p95ms.toFixed(2)} ms`);
  for (const what of SHIPMENT_SCENARIOS) {
    const small = shipments.find((r) => r.name.includes(what) && r.name.includes('@2,000 '))!.p95ms;
    const big = shipments.find((r) => r.name.includes(what) && r.name.includes('@200,000 '))!.p95ms;
    const x = ratio(big, small);
    console.log(`${database} ${what.trim()}: 200,000 / 2,000 bills = ${x.toFixed(2)}× (must be ≤ 2×)`);
    if (x > 2) process.exitCode = 1;
  }
}

console.log(
  `\n== A bank statement matched against ${STATEMENT_SALES.toLocaleString('en')} sales (import route: read, stored, matched)`,
);
for (const database of databases) {
  const s = await benchStatements(database);
  const perLine = ratio(s.big / 10_000, s.small / 1_000);
  console.log(
    `${database}: ${s.waiting.toLocaleString('en')} sales waiting; 1,000 lines ${s.small.toFixed(0)} ms, ` +
      `10,000 lines ${s.big.toFixed(0)} ms (budget ≤ ${STATEMENT_TIME_BUDGET_MS} ms); ` +
      `per line 10,000 / 1,000 = ${perLine.toFixed(2)}× (must be ≤ ${PER_LINE_RATIO_BUDGET}×); ` +
      `matched: ${JSON.stringify(s.counts)}`,
  );
  if (s.big > STATEMENT_TIME_BUDGET_MS || perLine > PER_LINE_RATIO_BUDGET) {
    console.error(`FAIL: the statement match is over its budget on ${database}`);
    process.exitCode = 1;
  }
}

// A Telegram campaign through the outbox worker and a fake Bot API enforcing 30/s with 429s.
const recipients = process.env.BENCH_CAMPAIGN_RECIPIENTS ?? '20000';
if (!(Number(recipients) > 0)) {
  skipFigure('Telegram campaign rate', `BENCH_CAMPAIGN_RECIPIENTS=${recipients}: no campaign was sent`);
} else {
  const database = databases.at(-1)!;
  console.log(`\n== Telegram campaign on ${database} through a Bot API enforcing 30 messages/s`);
  const c = await benchCampaign(database);
  console.log(
    `${c.recipients.toLocaleString('en')} messages in ${c.seconds.toFixed(0)} s: ${c.rate.toFixed(2)}/s, ` +
      `÷ 30/s = ${c.ratio.toFixed(3)} (budget ≥ ${CAMPAIGN_RATE_BUDGET}); 429 answered ${c.tooMany}, ` +
      `not honoured ${c.ignored429} (budget 0), in flight when answered ${c.inFlight429}; ` +
      `sends given back late ${c.lateSends}`,
  );
  if (c.ratio < CAMPAIGN_RATE_BUDGET || c.ignored429 > 0) {
    console.error('FAIL: the campaign missed its rate or ignored a 429');
    process.exitCode = 1;
  }
}

reportSkipped();
