import { isLanguage, type Language, type RoleId } from '@vitrina/contract';

/** The panel's help in one language (features/help/content/<lang>.json): topics of questions. */
export type HelpContent = { topics: HelpTopic[] };
export type HelpTopic = { id: string; title: string; roles: RoleId[]; articles: HelpArticle[] };
export type HelpArticle = {
  id: string;
  /** Narrower than its topic's roles when given. */
  roles?: RoleId[];
  question: string;
  answer: string[];
  link?: { path: string; label: string };
};

// Each language's help is its own chunk, fetched when /faq opens in that language.
const byLanguage = import.meta.glob<HelpContent>('../content/*.json', { import: 'default' });

/** The languages the help is written in. */
export const helpLanguages = () =>
  Object.keys(byLanguage).map((path) => path.replace(/^\.\.\/content\/(\w+)\.json$/, '$1'));

/** The help in `lang` (Spanish for a language without one). */
export function loadHelp(lang: string): Promise<HelpContent> {
  const wanted: Language = isLanguage(lang) ? lang : 'es';
  const load = byLanguage[`../content/${wanted}.json`] ?? byLanguage['../content/es.json']!;
  return load();
}

/** Lower case without accents: "Cómo" finds "como" and "COMO". */
const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();

/**
 * The topics and articles a role sees, with only the articles whose question or answer holds
 * every word of `query` (accents and case aside); topics left empty are dropped.
 */
export function helpFor(content: HelpContent, role: RoleId, query: string): HelpTopic[] {
  const words = folded(query).split(/\s+/).filter(Boolean);
  const matches = (a: HelpArticle) => {
    const text = folded([a.question, ...a.answer].join(' '));
    return words.every((w) => text.includes(w));
  };
  return content.topics
    .filter((topic) => topic.roles.includes(role))
    .map((topic) => ({
      ...topic,
      articles: topic.articles.filter((a) => (a.roles ?? topic.roles).includes(role) && matches(a)),
    }))
    .filter((topic) => topic.articles.length > 0);
}
