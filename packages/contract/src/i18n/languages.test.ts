import { describe, expect, it } from 'vitest';
import { pickLanguage } from './languages.ts';

describe('pickLanguage', () => {
  it('takes ?lang= first, then the best Accept-Language of ours, else Spanish', () => {
    expect(pickLanguage({ lang: 'ko' }, 'fr')).toEqual({ lang: 'ko', chosen: true });
    expect(pickLanguage({ lang: 'xx' }, 'de-DE,de;q=0.9')).toEqual({ lang: 'de', chosen: false });
    expect(pickLanguage({}, 'pt-BR, en;q=0.5, ja;q=0.8')).toEqual({ lang: 'ja', chosen: false });
    expect(pickLanguage({}, 'ar;q=0, he;q=0.1')).toEqual({ lang: 'he', chosen: false });
    expect(pickLanguage({}, 'pt-BR')).toEqual({ lang: 'es', chosen: false });
    expect(pickLanguage(undefined, undefined)).toEqual({ lang: 'es', chosen: false });
  });
});
