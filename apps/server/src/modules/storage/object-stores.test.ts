import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config/env.ts';
import { type S3Server, startS3Server } from '#server/test/s3-server.ts';
import { copyObjects } from './copy-objects.ts';
import { createDiskStore } from './disk-store.ts';
import type { ObjectStore } from './object-store.ts';
import { openObjectStore, unusableBecause } from './open-store.ts';

// One contract, two stores: this machine's folder and a real S3-compatible server (s3rver)
// through the AWS SDK, as FILES_URL opens it.

let s3: S3Server;
const folders: string[] = [];
const folder = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'vitrina-objects-'));
  folders.push(dir);
  return dir;
};
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3.close();
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

const bucket = (prefix: string): ObjectStore =>
  openObjectStore(loadConfig({ FILES_URL: s3.filesUrl(prefix), DATA_DIR: folder() }));

const listed = async (store: ObjectStore) => {
  const out: string[] = [];
  for await (const o of store.list()) out.push(`${o.name}:${o.size}`);
  return out.sort();
};

const kinds: [string, () => ObjectStore][] = [
  ['a folder', () => createDiskStore(folder())],
  ['a bucket', () => bucket(`t${folders.length}/fotos`)],
];

describe.each(kinds)('files in %s', (_kind, open) => {
  it('keeps, reads, measures, lists and removes public and private files', async () => {
    const store = open();
    expect(await store.get('nada.jpg')).toBeUndefined();
    expect(await store.sizeOf('nada.jpg')).toBeUndefined();
    expect(await listed(store)).toEqual([]);

    await store.put('a.jpg', Buffer.from('foto'), 'image/jpeg');
    await store.put('a.thumb.webp', Buffer.from('mini'), 'image/webp');
    await store.put('private/b.png', Buffer.from('comprobante'), 'image/png');
    expect((await store.get('a.jpg'))?.toString()).toBe('foto');
    expect((await store.get('private/b.png'))?.toString()).toBe('comprobante');
    // A private name is never found under the public one, nor the other way round.
    expect(await store.get('b.png')).toBeUndefined();
    expect(await store.sizeOf('private/a.jpg')).toBeUndefined();
    expect(await store.sizeOf('private/b.png')).toBe(11);
    expect(await listed(store)).toEqual(['a.jpg:4', 'a.thumb.webp:4', 'private/b.png:11']);

    // Replaced whole; a path that climbs stays inside the store.
    await store.put('a.jpg', Buffer.from('otra foto'), 'image/jpeg');
    expect((await store.get('../../a.jpg'))?.toString()).toBe('otra foto');

    await store.remove(['a.jpg', 'private/b.png', 'no-existe.png']);
    expect(await listed(store)).toEqual(['a.thumb.webp:4']);
  });
});

describe('a bucket', () => {
  it('keeps each FILES_URL prefix apart, and lists past a page of 1,000 keys', async () => {
    const one = bucket('tienda-uno');
    const two = bucket('tienda-dos');
    await one.put('x.png', Buffer.from('1'), 'image/png');
    expect(await two.get('x.png')).toBeUndefined();
    expect(await listed(two)).toEqual([]);

    const many = bucket('muchas');
    const names = Array.from({ length: 1005 }, (_, i) => `f${String(i).padStart(4, '0')}.webp`);
    for (let i = 0; i < names.length; i += 50)
      await Promise.all(names.slice(i, i + 50).map((n) => many.put(n, Buffer.from('w'), 'image/webp')));
    expect(await listed(many)).toHaveLength(1005);
  }, 120_000);

  it('says why it cannot be used: a missing bucket, an address with no server', async () => {
    expect(await unusableBecause(bucket('fotos'))).toBeNull();
    const missing = openObjectStore(
      loadConfig({
        FILES_URL: s3.filesUrl().replace('s3://vitrina/', 's3://no-existe/'),
        DATA_DIR: folder(),
      }),
    );
    expect(await unusableBecause(missing)).toMatch(
      /^the files at s3:\/\/no-existe\/ at http:\/\/127\.0\.0\.1:\d+ cannot be read \(NoSuchBucket: /,
    );
    const closed = openObjectStore(
      loadConfig({ FILES_URL: 's3://vitrina?endpoint=http://127.0.0.1:1', DATA_DIR: folder() }),
    );
    expect(await unusableBecause(closed)).toMatch(/cannot be read \(.*ECONNREFUSED/);
    expect(await unusableBecause(createDiskStore(path.join(folder(), 'aun-no')))).toBeNull();
  }, 30_000);

  it('names where it is for the start-up banner, never its credentials', () => {
    expect(bucket('fotos').where).toBe(`s3://vitrina/fotos/ at ${s3.endpoint}`);
  });
});

describe('copying a files folder into a bucket', () => {
  it('copies every stored file once, skips what is there, and says how far it got', async () => {
    const dir = folder();
    const from = createDiskStore(dir);
    for (let i = 0; i < 120; i++) await from.put(`p${i}.jpg`, Buffer.from(`foto ${i}`), 'image/jpeg');
    await from.put('private/recibo.png', Buffer.from('recibo'), 'image/png');
    // Not a stored file's name: left behind.
    const { writeFileSync } = await import('node:fs');
    writeFileSync(path.join(dir, 'notas.txt'), 'x');
    const to = bucket('copia');
    // A copy cut short earlier: one file there already, one there at another size.
    await to.put('p0.jpg', Buffer.from('foto 0'), 'image/jpeg');
    await to.put('p1.jpg', Buffer.from('medio'), 'image/jpeg');

    const lines: string[] = [];
    const first = await copyObjects(from, to, (l) => lines.push(l));
    expect(first).toMatchObject({ files: 121, copied: 120, skipped: 1 });
    expect(lines).toEqual([
      expect.stringMatching(/^ {2}100 files: /),
      '  121 files: 120 copied (0.0 MB), 1 already there',
    ]);
    expect((await to.get('p1.jpg'))?.toString()).toBe('foto 1');
    expect((await to.get('private/recibo.png'))?.toString()).toBe('recibo');
    expect(await to.get('notas.txt')).toBeUndefined();

    expect(await copyObjects(from, to)).toMatchObject({ files: 121, copied: 0, skipped: 121 });

    // And back into a folder, as a backup does.
    const back = folder();
    await copyObjects(to, createDiskStore(back));
    expect(readdirSync(back, { recursive: true }).filter((f) => String(f).includes('.')).length).toBe(121);
  }, 60_000);
});
