import { describe, expect, it } from 'vitest';
import { filesSettingsWarning, linkSettingsWarning, loadConfig, mailSettingsWarning } from './env.ts';

const configOf = (env: Record<string, string>) => loadConfig({ DATA_DIR: '/tmp/vitrina-env-test', ...env });

describe('linkSettingsWarning', () => {
  it('warns when the server listens beyond loopback and links would name localhost', () => {
    const env = { HOST: '0.0.0.0', PORT: '3000' };
    expect(linkSettingsWarning(configOf(env), env)).toBe(
      'Links in e-mails and bot messages name http://localhost:3000, which other machines cannot reach: ' +
        'set PUBLIC_URL to the address shoppers and staff use.',
    );
  });

  it('names only what is still missing, and says nothing once links name a reachable address', () => {
    const half = {
      HOST: '0.0.0.0',
      PUBLIC_URL: 'https://panel.example.com',
      STORE_HOST: 'http://127.0.0.1:3000',
    };
    expect(linkSettingsWarning(configOf(half), half)).toBe(
      'Links in e-mails and bot messages name http://127.0.0.1:3000, which other machines cannot reach: ' +
        'set STORE_HOST to the address shoppers and staff use.',
    );
    const set = { HOST: '0.0.0.0', PUBLIC_URL: 'https://panel.example.com' };
    expect(linkSettingsWarning(configOf(set), set)).toBeNull();
    const loopbackUrl = {
      HOST: '::',
      PUBLIC_URL: 'http://127.0.0.1:3000',
      STORE_HOST: 'https://shop.example.com',
    };
    expect(linkSettingsWarning(configOf(loopbackUrl), loopbackUrl)).toMatch(/set PUBLIC_URL to/);
  });

  it('says nothing to a server only this machine can reach', () => {
    const env = { HOST: '127.0.0.1' };
    expect(linkSettingsWarning(configOf(env), env)).toBeNull();
  });
});

describe('storeHostSet', () => {
  it('is true when STORE_HOST or PUBLIC_URL names the stores’ address, else the panel uses its own', () => {
    expect(configOf({}).storeHostSet).toBe(false);
    expect(configOf({ PUBLIC_URL: 'https://panel.example' })).toMatchObject({
      storeHostSet: true,
      storeHost: 'https://panel.example',
    });
    expect(configOf({ STORE_HOST: 'https://tiendas.example/' })).toMatchObject({
      storeHostSet: true,
      storeHost: 'https://tiendas.example',
    });
  });
});

describe('TRUST_PROXY', () => {
  it('takes a hop count or the proxies’ addresses, never "every hop"', () => {
    expect(configOf({}).trustProxy).toBe(false);
    expect(configOf({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(configOf({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(configOf({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(configOf({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(configOf({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.5,loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.168.1.5',
      'loopback',
    ]);
    expect(configOf({ TRUST_PROXY: 'fd00::/8' }).trustProxy).toEqual(['fd00::/8']);
    expect(() => configOf({ TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY/);
    expect(() => configOf({ TRUST_PROXY: '10.0.0.0/8,*' })).toThrow(/TRUST_PROXY/);
  });
});

describe('mailSettingsWarning', () => {
  it('says that mail stays on this machine on PostgreSQL without SMTP_URL, and nothing otherwise', () => {
    expect(mailSettingsWarning(configOf({ DATABASE_URL: 'postgres://db/vitrina' }))).toBe(
      "Mail stays in this machine's folder (/tmp/vitrina-env-test/mail-outbox), not sent: set SMTP_URL so that recovery links and order news reach people, whichever machine sends them.",
    );
    expect(
      mailSettingsWarning(configOf({ DATABASE_URL: 'postgres://db/vitrina', SMTP_URL: 'smtp://mail:25' })),
    ).toBeNull();
    // The embedded database is one machine's: its folder is where its mail is expected.
    expect(mailSettingsWarning(configOf({}))).toBeNull();
  });

  it('reads no key from the data folder: SECRET_KEY and the VAPID keys, or the database’s', () => {
    expect(configOf({}).secretKey).toBeUndefined();
    expect(configOf({ SECRET_KEY: 'k' }).secretKey).toBe('k');
    expect(configOf({}).vapid).toEqual({
      publicKey: undefined,
      privateKey: undefined,
      subject: 'mailto:soporte@vitrina.test',
    });
  });
});

describe('FILES_URL', () => {
  const bucketOf = (FILES_URL: string) => configOf({ FILES_URL }).filesBucket;

  it('names a bucket, a prefix and how to reach it: AWS S3, R2, B2 or MinIO', () => {
    expect(bucketOf('s3://vitrina-fotos')).toEqual({
      bucket: 'vitrina-fotos',
      prefix: '',
      endpoint: undefined,
      region: 'us-east-1',
      pathStyle: false,
    });
    expect(
      bucketOf('s3://tienda/subidas/prod/?endpoint=https://abc.r2.cloudflarestorage.com&region=auto'),
    ).toEqual({
      bucket: 'tienda',
      prefix: 'subidas/prod/',
      endpoint: 'https://abc.r2.cloudflarestorage.com',
      region: 'auto',
      pathStyle: true,
    });
    expect(
      bucketOf('s3://b2-bucket/x?endpoint=https://s3.us-west-004.backblazeb2.com/&path_style=false'),
    ).toMatchObject({ endpoint: 'https://s3.us-west-004.backblazeb2.com', pathStyle: false });
    expect(configOf({}).filesBucket).toBeUndefined();
    expect(configOf({ FILES_URL: ' ' }).filesBucket).toBeUndefined();
  });

  it('refuses what it cannot use, saying why', () => {
    for (const [url, why] of [
      ['/var/vitrina/files', 'not a URL'],
      ['https://bucket.s3.amazonaws.com', 'must start with s3://'],
      ['s3://Mayusculas', 'is not a bucket name'],
      ['s3://b12?endpoint=minio:9000', 'endpoint must be an http(s) address'],
      ['s3://b12?endpoint=http://minio:9000/otra/ruta', 'endpoint must be an http(s) address'],
      ['s3://b12?path_style=si', 'path_style is true or false'],
    ] as const)
      expect(() => bucketOf(url), url).toThrow(why);
  });

  it('warns, on PostgreSQL, that uploads stay on this machine until FILES_URL is set', () => {
    const on = (env: Record<string, string>) => filesSettingsWarning(configOf(env));
    expect(on({ DATABASE_URL: 'postgres://db/vitrina' })).toMatch(/^Uploads stay in this machine's folder/);
    expect(on({ DATABASE_URL: 'postgres://db/vitrina', FILES_URL: 's3://vitrina' })).toBeNull();
    expect(on({})).toBeNull();
  });
});
