import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The credentials s3rver accepts, as the AWS SDK's own chain reads them (the standard AWS variables). */
export const S3_CREDENTIALS = {
  AWS_ACCESS_KEY_ID: 'S3RVER',
  AWS_SECRET_ACCESS_KEY: 'S3RVER',
  // No instance metadata service to ask here.
  AWS_EC2_METADATA_DISABLED: 'true',
};

export type S3Server = {
  /** FILES_URL for `prefix` in the server's bucket. */
  filesUrl: (prefix?: string) => string;
  endpoint: string;
  close: () => Promise<void>;
};

const child = fileURLToPath(new URL('./s3-server-child.mjs', import.meta.url));

/**
 * A real S3-compatible server for the tests (s3rver: the S3 REST API over HTTP, objects in a
 * folder of its own, in a process of its own: s3-server-child.mjs) with one bucket, `vitrina`.
 * The server's own S3 client talks to it as to any bucket; the AWS variables are set in this
 * process so that the SDK finds them, and child servers get them from `S3_CREDENTIALS`.
 */
export async function startS3Server(): Promise<S3Server> {
  Object.assign(process.env, S3_CREDENTIALS);
  const directory = mkdtempSync(path.join(tmpdir(), 'vitrina-s3-'));
  const proc = spawn(process.execPath, ['--openssl-legacy-provider', child, directory], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    proc.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const found = /port (\d+)/.exec(out);
      if (found) resolve(Number(found[1]));
    });
    proc.once('exit', (code) => reject(new Error(`the S3 test server stopped (${code}) before it listened`)));
  });
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    filesUrl: (prefix = '') =>
      `s3://vitrina/${prefix}?endpoint=${encodeURIComponent(endpoint)}&region=us-east-1`,
    close: async () => {
      const exited = new Promise((resolve) => proc.once('exit', resolve));
      proc.kill('SIGTERM');
      await exited;
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
