import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkLogin, EMAIL_MAX, type LoginField } from './login-check.ts';
import { loginBody } from './session.ts';

/** What zod says of the same values: the first message key of each field. */
function zodIssues(values: Record<LoginField, string>) {
  const result = loginBody.safeParse(values);
  const out: Partial<Record<LoginField, string>> = {};
  if (result.success) return out;
  for (const issue of result.error.issues) {
    const field = issue.path[0] as LoginField;
    out[field] ??= issue.message.replace('validation.', '');
  }
  return out;
}

const keys = (values: Record<LoginField, string>) =>
  Object.fromEntries(Object.entries(checkLogin(values)).map(([field, issue]) => [field, issue.key]));

// Addresses near the rules' edges: valid ones, dots in odd places, spaces, long local parts.
const local = fc.stringMatching(/^[A-Za-z0-9_'+.\- ]{0,12}$/);
const domain = fc.stringMatching(/^[A-Za-z0-9.-]{0,10}\.[A-Za-z]{0,4}$/);
const emailLike = fc.oneof(
  fc.tuple(local, domain).map(([l, d]) => `${l}@${d}`),
  fc.tuple(local, domain, fc.constantFrom('', ' ', '  ')).map(([l, d, pad]) => `${pad}${l}@${d}${pad}`),
  fc.string(),
  fc.string({ minLength: EMAIL_MAX - 20, maxLength: EMAIL_MAX + 20 }).map((s) => `${s}@example.com`),
  fc.constantFrom('', '   ', 'ana@example.com', 'Ana@Example.COM', '.ana@example.com', 'ana@ex..com'),
);
const password = fc.oneof(fc.string(), fc.string({ minLength: 120, maxLength: 140 }), fc.constant(''));

describe('checkLogin', () => {
  it('finds exactly the problems the server’s loginBody finds, with the same message keys', () => {
    fc.assert(
      fc.property(emailLike, password, (email, pass) => {
        const values = { email, password: pass };
        expect(keys(values)).toEqual(zodIssues(values));
      }),
      { numRuns: 2000 },
    );
  });

  it('names the bound of a length problem', () => {
    expect(checkLogin({ email: `${'a'.repeat(EMAIL_MAX)}@x.co`, password: 'x'.repeat(129) })).toEqual({
      email: { key: 'maxLength', max: EMAIL_MAX },
      password: { key: 'maxLength', max: 128 },
    });
    expect(checkLogin({ email: ' ana@example.com ', password: 'secreto' })).toEqual({});
  });
});
