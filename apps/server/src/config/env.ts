import { existsSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The only module that reads process.env. Every setting of the README is here. */
// Found by walking up, so it holds both for the sources (src/config) and the bundle (dist/).
function findRepoRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'apps', 'server', 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('Cannot find the Vitrina repository root');
    dir = parent;
  }
  return dir;
}
export const repoRoot = findRepoRoot();
export const migrationsDir = path.join(repoRoot, 'apps/server/src/db/migrations');

const flag = z
  .string()
  .optional()
  .transform((s) => s === '1' || s === 'true');

/**
 * TRUST_PROXY: how many proxies stand in front of the server (`1`: one load balancer), or the
 * proxies' addresses and ranges (`10.0.0.0/8,192.168.1.5`, or proxy-addr's names `loopback`,
 * `linklocal`, `uniquelocal`). Only those hops are believed: the client's address is the one
 * the outermost trusted proxy saw, whatever the client itself wrote in X-Forwarded-For. Off when
 * unset, `0` or `false`; `true` is one hop (never "believe every hop", which would let a client
 * choose its own address).
 */
const trustProxy = z
  .string()
  .optional()
  .transform((s, ctx): number | string[] | false => {
    const value = (s ?? '').trim().toLowerCase();
    if (value === '' || value === '0' || value === 'false') return false;
    if (value === 'true') return 1;
    if (/^\d{1,2}$/.test(value)) return Number(value);
    const list = value.split(',').map((x) => x.trim());
    const ok = list.every(
      (x) =>
        ['loopback', 'linklocal', 'uniquelocal'].includes(x) ||
        (isIP(x.replace(/\/\d{1,3}$/, '')) !== 0 && /^[^/]+(\/\d{1,3})?$/.test(x)),
    );
    if (ok) return list;
    ctx.addIssue({
      code: 'custom',
      message: 'TRUST_PROXY: a hop count, or addresses and ranges separated by commas',
    });
    return z.NEVER;
  });

/** Where FILES_URL puts the files: an S3-compatible bucket, a key prefix in it, and how to reach it. */
export type BucketLocation = {
  bucket: string;
  /** '' or a prefix ending in '/': every key starts with it. */
  prefix: string;
  /** The service's address; unset: AWS S3 itself. */
  endpoint: string | undefined;
  region: string;
  /** Bucket in the path (`endpoint/bucket/key`) rather than in the host name. */
  pathStyle: boolean;
};

/**
 * FILES_URL: `s3://bucket/prefix?endpoint=https://…&region=…&path_style=true|false`. Credentials
 * come from the AWS SDK's own chain (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, a profile, a
 * role). With an endpoint (MinIO, Cloudflare R2, Backblaze B2…) the bucket goes in the path
 * unless `path_style=false`; without one, AWS S3 and its host names.
 */
const bucketUrl = z
  .string()
  .optional()
  .transform((s, ctx): BucketLocation | undefined => {
    if (!s?.trim()) return undefined;
    const fail = (message: string) => {
      ctx.addIssue({ code: 'custom', message: `FILES_URL: ${message}` });
      return z.NEVER;
    };
    if (!URL.canParse(s.trim())) return fail('not a URL; write s3://bucket/prefix?endpoint=…&region=…');
    const url = new URL(s.trim());
    if (url.protocol !== 's3:') return fail('must start with s3://');
    const bucket = url.hostname;
    if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) return fail(`"${bucket}" is not a bucket name`);
    const prefix = decodeURIComponent(url.pathname).replace(/^\/+|\/+$/g, '');
    const endpoint = url.searchParams.get('endpoint') ?? undefined;
    if (endpoint !== undefined && !/^https?:\/\/[^/]+\/?$/.test(endpoint))
      return fail('endpoint must be an http(s) address with no path, e.g. https://s3.example.com');
    const style = url.searchParams.get('path_style');
    if (style !== null && style !== 'true' && style !== 'false') return fail('path_style is true or false');
    return {
      bucket,
      prefix: prefix ? `${prefix}/` : '',
      endpoint: endpoint?.replace(/\/$/, ''),
      region: url.searchParams.get('region') || 'us-east-1',
      pathStyle: style === null ? endpoint !== undefined : style === 'true',
    };
  });

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  FILES_DIR: z.string().optional(),
  FILES_URL: bucketUrl,
  DATABASE_URL: z.string().optional(),
  SEED_DEMO: flag,
  PUBLIC_URL: z.string().optional(),
  STORE_HOST: z.string().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Vitrina <no-reply@vitrina.test>'),
  SECRET_KEY: z.string().optional(),
  TOKEN_TTL_DAYS: z.coerce.number().int().positive().default(30),
  /** A session with no request for this long ends (within TOKEN_TTL_DAYS): 4 hours unless set. */
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(5).max(43_200).default(240),
  /** A Telegram Mini App's signed start data places orders for this long after Telegram signed it. */
  MINI_APP_ORDER_MAX_AGE_MINUTES: z.coerce.number().int().min(1).max(1440).default(60),
  TRUST_PROXY: trustProxy,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  STOREFRONT_DIST: z.string().optional(),
  TELEGRAM_API_ROOT: z.string().default('https://api.telegram.org'),
  VAPID_PUBLIC_KEY: z.string().optional(),
  VAPID_PRIVATE_KEY: z.string().optional(),
  VAPID_SUBJECT: z.string().default('mailto:soporte@vitrina.test'),
  TIME_ZONE: z.string().default('America/Caracas'),
  OUTBOX_POLL_MS: z.coerce.number().int().positive().default(2000),
  /** How often membership reminders are queued (ms); 0 turns the job off. */
  MEMBERSHIP_REMINDERS_MS: z.coerce.number().int().min(0).default(3_600_000),
  /** How often unpaid orders are expired and their shoppers reminded (ms); 0 turns the job off. */
  UNPAID_ORDERS_MS: z.coerce.number().int().min(0).default(300_000),
  /** Where the published dollar rate is read (the central bank's page); unset, only the admin sets it. */
  RATE_SOURCE_URL: z
    .url({ protocol: /^https?$/ })
    .optional()
    .or(z.literal('')),
  /** How the page is read: `bcv` (the central bank's home page) or `json:<dotted.path>`. */
  RATE_SOURCE_PARSER: z
    .string()
    .regex(/^(bcv|json:[^.\s]+(\.[^.\s]+)*)$/, 'RATE_SOURCE_PARSER: bcv or json:<dotted.path>')
    .default('bcv'),
  /** How often the published rate is read (minutes), once for all machines; 0 turns it off. */
  RATE_SOURCE_EVERY_MINUTES: z.coerce.number().int().min(0).max(1440).default(60),
});

/** The published dollar rate's page and how to read it (modules/licences/rate-source.ts). */
export type RateSource = { url: string; parser: string };

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  /** The files' folder on this machine, when FILES_URL does not name a bucket. */
  filesDir: string;
  /** FILES_URL: every upload in this bucket instead of FILES_DIR (several machines share it). */
  filesBucket: BucketLocation | undefined;
  databaseUrl: string | undefined;
  seedDemo: boolean;
  publicUrl: string;
  storeHost: string;
  /**
   * Whether STORE_HOST or PUBLIC_URL names the stores' address. Without either, the panel links
   * to the web store at the address its own browser used (the panel and the stores are served
   * together), and only mails and bot messages use the loopback default (linkSettingsWarning).
   */
  storeHostSet: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** SECRET_KEY; unset, the key the database keeps is used (RunConfig, modules/instance). */
  secretKey: string | undefined;
  tokenTtlDays: number;
  sessionIdleMinutes: number;
  /** How old (in seconds) a Mini App's init data may be to place an order (MINI_APP_ORDER_MAX_AGE_MINUTES). */
  miniAppOrderMaxAgeSec: number;
  /** Fastify's trustProxy: false, a hop count, or the proxies' addresses (see TRUST_PROXY). */
  trustProxy: number | string[] | false;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  webDist: string;
  /** The storefront's built browser files (packages/storefront/dist): its hydration script and styles. */
  storefrontDist: string;
  telegramApiRoot: string;
  outboxPollMs: number;
  /** Period of the membership reminders job (ms); 0: off. */
  membershipRemindersMs: number;
  unpaidOrdersMs: number;
  /** RATE_SOURCE_*: the published dollar rate's page and parser (unset: the admin's rate only). */
  rateSource: RateSource | undefined;
  /** How often the published rate is read (ms), once for all machines; 0: off. */
  rateEveryMs: number;
  /** The stores' calendar: sales are counted by day in this time zone. */
  timeZone: string;
  /** VAPID_*; without both keys, the ones the database keeps are used (RunConfig). */
  vapid: { publicKey: string | undefined; privateKey: string | undefined; subject: string };
};

/**
 * The settings as a running server holds them: the secret key and the web push keys resolved,
 * the same on every machine (modules/instance/shared-secrets.service.ts).
 */
export type RunConfig = Omit<Config, 'secretKey' | 'vapid'> & {
  secretKey: string;
  vapid: { publicKey: string; privateKey: string; subject: string };
};

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const e = envSchema.parse(env);
  const dataDir = path.resolve(e.DATA_DIR);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    filesDir: path.resolve(e.FILES_DIR ?? path.join(dataDir, 'files')),
    filesBucket: e.FILES_URL,
    databaseUrl: e.DATABASE_URL || undefined,
    // The embedded database is the demo; a real server gets demo data only when asked.
    seedDemo: e.DATABASE_URL ? e.SEED_DEMO : true,
    publicUrl,
    storeHost: (e.STORE_HOST ?? publicUrl).replace(/\/$/, ''),
    storeHostSet: Boolean(e.STORE_HOST || e.PUBLIC_URL),
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    secretKey: e.SECRET_KEY || undefined,
    tokenTtlDays: e.TOKEN_TTL_DAYS,
    sessionIdleMinutes: e.SESSION_IDLE_MINUTES,
    miniAppOrderMaxAgeSec: e.MINI_APP_ORDER_MAX_AGE_MINUTES * 60,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    webDist: path.resolve(e.WEB_DIST ?? path.join(repoRoot, 'apps/web/dist')),
    storefrontDist: path.resolve(e.STOREFRONT_DIST ?? path.join(repoRoot, 'packages/storefront/dist')),
    telegramApiRoot: e.TELEGRAM_API_ROOT.replace(/\/$/, ''),
    outboxPollMs: e.OUTBOX_POLL_MS,
    membershipRemindersMs: e.MEMBERSHIP_REMINDERS_MS,
    unpaidOrdersMs: e.UNPAID_ORDERS_MS,
    rateSource: e.RATE_SOURCE_URL ? { url: e.RATE_SOURCE_URL, parser: e.RATE_SOURCE_PARSER } : undefined,
    rateEveryMs: e.RATE_SOURCE_EVERY_MINUTES * 60_000,
    timeZone: e.TIME_ZONE,
    vapid: {
      publicKey: e.VAPID_PUBLIC_KEY || undefined,
      privateKey: e.VAPID_PRIVATE_KEY || undefined,
      subject: e.VAPID_SUBJECT,
    },
  };
}

/** Settings the test helpers may read (only tests use them). */
export const testEnv = {
  database: () => process.env.VITRINA_TEST_DB ?? 'pglite',
  databaseUrl: () => process.env.TEST_DATABASE_URL,
};

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '::1']);

/**
 * What the server says once at start-up when links in e-mails and bot messages would name a host
 * other machines cannot reach: PUBLIC_URL (by default http://localhost:<PORT>) or a STORE_HOST
 * of its own on a loopback address, while the server listens beyond loopback. Browsers are not
 * affected: the storefront sends a shopper on at the address she used. Null when there is
 * nothing to say.
 */
export function linkSettingsWarning(
  config: Pick<Config, 'host' | 'publicUrl' | 'storeHost'>,
  env: Record<string, string | undefined> = process.env,
): string | null {
  if (LOOPBACK_HOSTS.has(config.host)) return null;
  const loopback = (url: string) =>
    URL.canParse(url) && LOOPBACK_HOSTS.has(new URL(url).hostname.replace(/^\[|\]$/g, ''));
  // STORE_HOST follows PUBLIC_URL unless set: setting PUBLIC_URL mends both.
  const unreachable = [
    ...(loopback(config.publicUrl) ? [['PUBLIC_URL', config.publicUrl]] : []),
    ...(env.STORE_HOST && loopback(config.storeHost) ? [['STORE_HOST', config.storeHost]] : []),
  ];
  if (unreachable.length === 0) return null;
  return (
    `Links in e-mails and bot messages name ${unreachable.map(([, url]) => url).join(' and ')}, ` +
    `which other machines cannot reach: set ${unreachable.map(([name]) => name).join(' and ')} ` +
    'to the address shoppers and staff use.'
  );
}

/**
 * What the server says once at start-up when its mail stays on this machine: on PostgreSQL
 * (DATABASE_URL), where other machines may share the work, without SMTP_URL every machine keeps
 * the mail it sends (recovery links, order news) in its own folder. Null when there is nothing to say.
 */
/**
 * On PostgreSQL (which several machines may share) with the files in this machine's folder: what
 * another machine would not find. Null with FILES_URL or on the embedded database.
 */
export function filesSettingsWarning(
  config: Pick<Config, 'databaseUrl' | 'filesBucket' | 'filesDir'>,
): string | null {
  if (!config.databaseUrl || config.filesBucket) return null;
  return (
    `Uploads stay in this machine's folder (${config.filesDir}): ` +
    'on several machines, set FILES_URL to a shared bucket so that each of them serves every picture.'
  );
}

export function mailSettingsWarning(
  config: Pick<Config, 'databaseUrl' | 'smtpUrl' | 'dataDir'>,
): string | null {
  if (!config.databaseUrl || config.smtpUrl) return null;
  return (
    `Mail stays in this machine's folder (${path.join(config.dataDir, 'mail-outbox')}), not sent: ` +
    'set SMTP_URL so that recovery links and order news reach people, whichever machine sends them.'
  );
}
