import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Every text a user reads comes from the catalogue (ARCHITECTURE.md §6): this test reads the
 * panel's source and fails on JSX text, or a literal in a text prop, that is not a t() call,
 * and on a t('key') or a `…Key: 'key'` property whose key is missing from es or en.
 */
const src = path.resolve(__dirname, '..');
const TEXT_PROPS = new Set([
  'label',
  'title',
  'aria-label',
  'placeholder',
  'helperText',
  'alt',
  'aria-valuetext',
  'actionLabel',
  'text',
  'noOptionsText',
  'loadingText',
  'confirmText',
  'cancelText',
  'message',
  'subtitle',
  'primary',
  'secondary',
  'tooltip',
]);
const KEY_PROPS = new Set(['titleKey', 'labelKey', 'textKey', 'messageKey']);
const hasLetters = (text: string) => /\p{L}/u.test(text);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.(test|spec)\.tsx?$/.test(name) && !name.endsWith('.d.ts')
      ? [full]
      : [];
  });
}

function catalogueKeys(language: string): Set<string> {
  const keys = new Set<string>();
  const walk = (value: unknown, prefix: string) => {
    keys.add(prefix);
    if (value && typeof value === 'object')
      for (const [k, v] of Object.entries(value)) walk(v, prefix ? `${prefix}.${k}` : k);
  };
  const dir = path.join(src, 'i18n/locales', language);
  for (const file of readdirSync(dir)) walk(JSON.parse(readFileSync(path.join(dir, file), 'utf8')), '');
  return keys;
}

type Finding = { file: string; line: number; what: string };

function scan(file: string, known: { es: Set<string>; en: Set<string> }) {
  const text = readFileSync(file, 'utf8');
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const rel = path.relative(src, file);
  const literals: Finding[] = [];
  const missingKeys: Finding[] = [];
  const at = (node: ts.Node) => sf.getLineAndCharacterOfPosition(node.getStart()).line + 1;
  const checkKey = (node: ts.Node, key: string, prefixOnly = false) => {
    // Plural forms live as key_one / key_other.
    const exists = (set: Set<string>) => set.has(key) || set.has(`${key}_one`) || set.has(`${key}_other`);
    for (const lang of ['es', 'en'] as const) {
      const ok = prefixOnly ? [...known[lang]].some((k) => k.startsWith(key)) : exists(known[lang]);
      if (!ok) missingKeys.push({ file: rel, line: at(node), what: `${lang}: ${key}` });
    }
  };
  // The contract's catalogues (validation rules, field labels, server messages) are not locale files.
  const isContractKey = (key: string) =>
    key.startsWith('validation.') || key.startsWith('fields.') || key.startsWith('serverMessages.');

  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && hasLetters(node.text)) {
      literals.push({ file: rel, line: at(node), what: node.text.trim() });
    }
    if (ts.isJsxAttribute(node) && node.initializer) {
      const name = node.name.getText(sf);
      const init = node.initializer;
      const literal = ts.isStringLiteral(init)
        ? init.text
        : ts.isJsxExpression(init) && init.expression && ts.isStringLiteralLike(init.expression)
          ? init.expression.text
          : null;
      if (literal !== null && TEXT_PROPS.has(name) && hasLetters(literal))
        literals.push({ file: rel, line: at(node), what: `${name}="${literal}"` });
      if (literal !== null && KEY_PROPS.has(name)) checkKey(node, literal);
    }
    // Keys handed on in objects ({ fallbackKey: 'toasts.x.failed' }), plain or chosen by a condition.
    if (ts.isPropertyAssignment(node) && /Key$/.test(node.name.getText(sf))) {
      const init = node.initializer;
      const branches = ts.isConditionalExpression(init) ? [init.whenTrue, init.whenFalse] : [init];
      for (const branch of branches)
        if (ts.isStringLiteralLike(branch) && !isContractKey(branch.text)) checkKey(branch, branch.text);
    }
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const isT =
        (ts.isIdentifier(callee) && callee.text === 't') ||
        (ts.isPropertyAccessExpression(callee) && callee.name.text === 't');
      const arg = node.arguments[0];
      if (isT && arg) {
        if (ts.isStringLiteralLike(arg) && !isContractKey(arg.text)) checkKey(arg, arg.text);
        if (ts.isTemplateExpression(arg) && !isContractKey(arg.head.text) && arg.head.text.includes('.'))
          checkKey(arg, arg.head.text.replace(/\.$/, ''), true);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return { literals, missingKeys };
}

describe('texts in the code', () => {
  const known = { es: catalogueKeys('es'), en: catalogueKeys('en') };
  const results = sourceFiles(src).map((file) => scan(file, known));

  it('shows no text that is not a catalogue key', () => {
    const literals = results.flatMap((r) => r.literals).map((f) => `${f.file}:${f.line} ${f.what}`);
    expect(literals).toEqual([]);
  });

  it('asks t() only for keys that exist in es and en', () => {
    const missing = results.flatMap((r) => r.missingKeys).map((f) => `${f.file}:${f.line} ${f.what}`);
    expect(missing).toEqual([]);
  });
});
