import { describe, expect, it } from 'vitest';
import { storefrontOf, storefrontPrefix } from './storefront.ts';

describe('the web storefront address', () => {
  it('is built on the host the server names, not the panel’s own', () => {
    expect(storefrontOf({ web_store: 'arepera', store_host: 'https://tiendas.example' })).toBe(
      'https://tiendas.example/tienda/arepera',
    );
    expect(storefrontPrefix({ store_host: 'https://tiendas.example' })).toBe('tiendas.example/tienda/');
  });

  it('is on the address the panel was opened from when the server names no host', () => {
    expect(storefrontOf({ web_store: 'arepera', store_host: null })).toBe(
      `${window.location.origin}/tienda/arepera`,
    );
    expect(storefrontPrefix({ store_host: null })).toBe(`${window.location.host}/tienda/`);
  });

  it('is absent without an alias, or in a stored store from before the server named its host', () => {
    expect(storefrontOf({ web_store: null, store_host: 'https://tiendas.example' })).toBeNull();
    expect(storefrontOf({ web_store: 'arepera' } as never)).toBeNull();
  });

  it('escapes what an alias cannot hold in a URL path', () => {
    expect(storefrontOf({ web_store: 'a b', store_host: 'http://x' })).toBe('http://x/tienda/a%20b');
  });
});
