import { LANGUAGES, ROLES } from '@vitrina/contract';
import { describe, expect, it } from 'vitest';
import { helpFor, helpLanguages, loadHelp } from './help-content.ts';

const shape = (c: Awaited<ReturnType<typeof loadHelp>>) =>
  c.topics.map((t) => [t.id, t.roles, t.articles.map((a) => [a.id, a.roles, a.link?.path, a.answer.length])]);

describe("the panel's help", () => {
  it('is in the twelve languages, each with the Spanish topics, articles, roles and links', async () => {
    expect(helpLanguages().sort()).toEqual([...LANGUAGES].sort());
    const es = await loadHelp('es');
    for (const lang of LANGUAGES) {
      const help = await loadHelp(lang);
      expect(shape(help), lang).toEqual(shape(es));
      for (const topic of help.topics)
        for (const a of topic.articles) {
          expect(a.question.trim(), `${lang} ${a.id}`).not.toBe('');
          expect(
            a.answer.every((p) => p.trim() !== ''),
            `${lang} ${a.id}`,
          ).toBe(true);
        }
    }
    // A language the panel does not have reads the Spanish help.
    expect(await loadHelp('pt')).toEqual(es);
  });

  it('shows each role only its topics and articles, and every role has some', async () => {
    const es = await loadHelp('es');
    const ids = (role: (typeof ROLES)[keyof typeof ROLES]) =>
      helpFor(es, role, '').flatMap((t) => t.articles.map((a) => a.id));
    for (const role of Object.values(ROLES)) expect(ids(role).length, `role ${role}`).toBeGreaterThan(3);
    expect(ids(ROLES.CLIENT)).toContain('what-to-set-up');
    expect(ids(ROLES.CASHIER)).not.toContain('what-to-set-up');
    expect(helpFor(es, ROLES.DELIVERY, '').map((t) => t.id)).not.toContain('tickets-and-events');
  });

  it('finds every word of a search, whatever its accents and case', async () => {
    const es = await loadHelp('es');
    const found = helpFor(es, ROLES.CLIENT, 'CATALOGO producto');
    const articles = found.flatMap((t) => t.articles);
    expect(articles.length).toBeGreaterThan(0);
    for (const a of articles) {
      const text = [a.question, ...a.answer].join(' ').normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
      expect(text).toContain('catalogo');
      expect(text).toContain('producto');
    }
    expect(helpFor(es, ROLES.CLIENT, 'zzzz-nada')).toEqual([]);
  });
});
