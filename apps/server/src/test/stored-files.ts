import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** Every file stored under `dir` (the public ones and those under private/), by name, sorted. */
export const storedFiles = (dir: string): string[] =>
  existsSync(dir)
    ? readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
        .sort()
    : [];
