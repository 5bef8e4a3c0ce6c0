import { type ChildProcess, spawn } from 'node:child_process';
import { type AddressInfo, createServer } from 'node:net';

/** A TCP port free on the loopback address now. */
export const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

/**
 * A server in a process of its own, as a machine runs it (`args` after node: the built
 * `dist/server.js`, or `--import tsx src/server.ts`), on a free port of 127.0.0.1 with `env` over
 * this process's; answers once /api/health does. Errors only, on this process's output.
 */
export async function startServerProcess(
  args: string[],
  env: Record<string, string>,
  timeoutMs = 180_000,
): Promise<{ base: string; process: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'error' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const end = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { base, process: child };
    } catch {}
    if (Date.now() > end || child.exitCode !== null || child.signalCode !== null)
      throw new Error(`the server on port ${port} did not start`);
    await new Promise((r) => setTimeout(r, 300));
  }
}
