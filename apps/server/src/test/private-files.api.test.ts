import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '#server/db/client.ts';
import { movePrivateFiles } from '#server/db/private-files.ts';
import { signedFileLink } from '#server/lib/file-links.ts';
import { PRIVATE_PREFIX } from '#server/lib/files.ts';
import { seedDemo } from '#server/seed/demo.ts';
import { createEmptyApp } from './harness.ts';

// Payment proofs, delivery photos and ticket QR images (issue 29, door 2): only through a link
// the API signed for someone allowed to see them, never cached; public pictures stay public.

let t: Awaited<ReturnType<typeof createEmptyApp>>;

beforeAll(async () => {
  t = await createEmptyApp('vitrina-private-files-');
  await seedDemo(t.database.db, t.files, { timeZone: 'America/Caracas' });
}, 120_000);
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

/** Every column that names a private file, with the names it holds. */
const privateNames = async () =>
  (
    await queryRows<{ file: string }>(
      t.database.db,
      sql`select proof_image as file from bills where proof_image is not null
          union all select delivery_proof from bills where delivery_proof is not null
          union all select proof_image from ticket_bills where proof_image is not null
          union all select proof_image from licence_payments where proof_image is not null
          union all select qr_image from tickets where qr_image is not null`,
    )
  ).map((r) => r.file);

describe('private files', () => {
  it('are saved in the private folder, whatever made them', async () => {
    const names = await privateNames();
    expect(names.length).toBeGreaterThan(3);
    for (const name of names) {
      expect(name.startsWith(PRIVATE_PREFIX), name).toBe(true);
      expect(await t.files.objects.sizeOf(name), name).toBeGreaterThan(0);
    }
  });

  it('open only through a live signed link, never cached; every other spelling is refused', async () => {
    const [name] = await privateNames();
    const base = path.basename(name!);
    const link = signedFileLink(name!);
    const ok = await get(link);
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['cache-control']).toBe('private, no-store');
    expect(String(ok.headers['content-type'])).toMatch(/^image\//);

    const url = new URL(link, 'http://x');
    const sig = url.searchParams.get('s')!;
    const tampered = `${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`;
    const expired = signedFileLink(name!, Date.now() - 3 * 3600 * 1000);
    for (const refused of [
      `/api/files/${name}`,
      `/api/files/${name}?e=${url.searchParams.get('e')}`,
      `/api/files/${name}?e=${url.searchParams.get('e')}&s=${tampered}`,
      expired,
      // Another file with this one's signature.
      link.replace(base, `otro-${base}`),
      // The public route, spelled every way that could reach the folder.
      `/api/files/%70rivate/${base}`,
      `/api/files/./private/${base}`,
      `/api/files//private/${base}`,
      `/api/files/x/../private/${base}`,
      `/api/files/private%2F${base}`,
    ]) {
      const res = await get(refused);
      expect([403, 404], refused).toContain(res.statusCode);
      expect(String(res.headers['content-type'] ?? ''), refused).not.toMatch(/^image\//);
      expect(res.headers['cache-control'] ?? '', refused).not.toContain('max-age=31536000');
    }
  });

  it('leave product, store and event pictures public and cached for good', async () => {
    const [row] = await queryRows<{ file: string }>(
      t.database.db,
      sql`select file from product_images limit 1`,
    );
    const res = await get(`/api/files/${row!.file}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('moves a proof an earlier version saved among the public files, once', async () => {
    const [payment] = await queryRows<{ id: number; file: string }>(
      t.database.db,
      sql`select id, proof_image as file from licence_payments where proof_image is not null limit 1`,
    );
    const { id, file } = payment!;
    // As an earlier version left it: the picture among the public ones, its row naming it so.
    const legacy = 'legado-comprobante.png';
    await t.files.put(legacy, (await t.files.read(file))!);
    await t.database.db.execute(sql`update licence_payments set proof_image = ${legacy} where id = ${id}`);
    expect((await get(`/api/files/${legacy}`)).statusCode).toBe(200);

    expect(await movePrivateFiles(t.database.db, t.files.objects)).toBe(1);
    expect(await movePrivateFiles(t.database.db, t.files.objects)).toBe(0);
    const [moved] = await queryRows<{ file: string }>(
      t.database.db,
      sql`select proof_image as file from licence_payments where id = ${id}`,
    );
    expect(moved!.file).toBe(`${PRIVATE_PREFIX}${legacy}`);
    expect((await get(`/api/files/${legacy}`)).statusCode).toBe(404);
    expect((await get(signedFileLink(moved!.file))).statusCode).toBe(200);
  });
});
