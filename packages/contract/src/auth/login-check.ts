/**
 * The sign-in rules without zod. The sign-in page must stay small (under 200 KB of JavaScript),
 * so it checks the form with `checkLogin`; the zod `loginBody` the server uses is built from the
 * same constants, and a property test keeps the two in agreement.
 */
export const EMAIL_MAX = 190;
export const LOGIN_PASSWORD_MAX = 128;
/** zod 4's own e-mail pattern, named so that both checks share it. */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export type LoginField = 'email' | 'password';
/** A message key of `validationTexts` and, for length rules, the bound it names. */
export type LoginIssue = { key: 'required' | 'maxLength' | 'email'; max?: number };

function checkEmail(value: string): LoginIssue | undefined {
  const email = value.trim();
  if (email.length === 0) return { key: 'required' };
  if (email.length > EMAIL_MAX) return { key: 'maxLength', max: EMAIL_MAX };
  if (!EMAIL_PATTERN.test(email)) return { key: 'email' };
  return undefined;
}

function checkPassword(value: string): LoginIssue | undefined {
  if (value.length === 0) return { key: 'required' };
  if (value.length > LOGIN_PASSWORD_MAX) return { key: 'maxLength', max: LOGIN_PASSWORD_MAX };
  return undefined;
}

/** The first problem of each field of the sign-in form; an empty object when it can be sent. */
export function checkLogin(values: Record<LoginField, string>): Partial<Record<LoginField, LoginIssue>> {
  const issues: Partial<Record<LoginField, LoginIssue>> = {};
  const email = checkEmail(values.email);
  if (email) issues.email = email;
  const password = checkPassword(values.password);
  if (password) issues.password = password;
  return issues;
}
