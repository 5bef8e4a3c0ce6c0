#!/usr/bin/env node
// Finds the Chromium the browser tests drive. Where none is installed and we run as root on
// Debian, installs Debian's `chromium` package; otherwise fails with the command to run.
// Playwright never downloads a browser here.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
  Boolean,
);
export const findChromium = () => candidates.find((p) => existsSync(p));

if (!findChromium()) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/etc/debian_version')) {
    console.log("Chromium not found: installing Debian's chromium package with apt-get (about 30 s)…");
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
  }
  if (!findChromium()) {
    console.error(
      'The browser tests need Chromium and none was found.\n' +
        'Install it with:  sudo apt-get install -y chromium   (or set CHROMIUM_PATH to a Chromium binary)',
    );
    process.exit(1);
  }
}
console.log(`Chromium: ${findChromium()}`);
