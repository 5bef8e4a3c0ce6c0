import { describe, expect, it } from 'vitest';
import { signInitData } from '#server/test/fake-telegram.ts';
import { validateInitData } from './mini-app.ts';

const TOKEN = '123456:AAAAAAAAAAAAAAAAAAAAtiendabotxxxxxx';
const NOW = Date.UTC(2026, 2, 10, 12, 0, 0);
const nowSec = Math.floor(NOW / 1000);
const user = { id: 777001, first_name: 'Ana', last_name: 'Pérez', username: 'ana_p', language_code: 'es' };
const signed = (over: Partial<{ user: object; auth_date: number }> = {}) =>
  signInitData(TOKEN, { query_id: 'AAH1', user, auth_date: nowSec - 60, ...over });

describe("a Mini App's initData", () => {
  it('gives the Telegram user when Telegram signed it with the store bot token', () => {
    expect(validateInitData(signed(), TOKEN, NOW)).toEqual(user);
  });

  it('is refused when a field was changed after signing', () => {
    const tampered = signed().replace(encodeURIComponent('"id":777001'), encodeURIComponent('"id":777002'));
    expect(tampered).not.toBe(signed());
    expect(validateInitData(tampered, TOKEN, NOW)).toBeNull();
    const otherDate = new URLSearchParams(signed());
    otherDate.set('auth_date', String(nowSec));
    expect(validateInitData(otherDate.toString(), TOKEN, NOW)).toBeNull();
  });

  it("is refused when signed with another bot's token", () => {
    expect(validateInitData(signed(), '999:BBBBBBBBBBBBBBBBBBBBotherbotxxxxxx', NOW)).toBeNull();
  });

  it('is refused once older than the allowed age', () => {
    const old = signed({ auth_date: nowSec - 86400 - 5 });
    expect(validateInitData(old, TOKEN, NOW)).toBeNull();
    expect(validateInitData(old, TOKEN, NOW, 2 * 86400)).toEqual(user);
    expect(validateInitData(signed({ auth_date: nowSec - 3600 }), TOKEN, NOW, 600)).toBeNull();
  });

  it('is refused without a hash, with a malformed one or without a user', () => {
    const noHash = new URLSearchParams(signed());
    noHash.delete('hash');
    expect(validateInitData(noHash.toString(), TOKEN, NOW)).toBeNull();
    expect(validateInitData(`${noHash}&hash=zz`, TOKEN, NOW)).toBeNull();
    expect(validateInitData('', TOKEN, NOW)).toBeNull();
    const noUser = signInitData(TOKEN, { user: { first_name: 'X' }, auth_date: nowSec });
    expect(validateInitData(noUser, TOKEN, NOW)).toBeNull();
  });
});
