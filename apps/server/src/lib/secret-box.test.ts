import { describe, expect, it } from 'vitest';
import { createSecretBox } from './secret-box.ts';

describe('secret box', () => {
  const box = createSecretBox('clave-de-prueba');

  it('opens what it sealed, and seals the same text differently each time', () => {
    const a = box.seal('123456:ABC');
    expect(box.open(a)).toBe('123456:ABC');
    expect(box.seal('123456:ABC')).not.toBe(a);
    expect(a).not.toContain('123456');
  });

  it('refuses a tampered value and a value sealed with another key', () => {
    const sealed = box.seal('secreto');
    const parts = sealed.split('.');
    parts[3] = Buffer.from('otro').toString('base64url');
    expect(() => box.open(parts.join('.'))).toThrow();
    expect(() => createSecretBox('otra-clave').open(sealed)).toThrow();
  });
});
