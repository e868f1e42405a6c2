// Weak passwords are refused by how guessable they are, not by composition rules (issue 28, 5): zxcvbn-ts, an
// offline estimator with the common-password and keyboard-pattern lists, must rate a password at least 3 of 4
// ("safely unguessable: moderate protection from an offline slow-hash scenario"). The account's own e-mail and
// name, and the shop's words, count as guessable too.
import { ZxcvbnFactory, type ZxcvbnResult } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import { HttpError } from '../../lib/errors.ts';

export const MIN_PASSWORD_SCORE = 3;
/** Words anyone guessing a password of this shop's admin would try first. */
const SITE_WORDS = ['kovovyroba', 'kovovýroba', 'metal', 'shop', 'admin', 'administrator', 'eshop', 'demo'];

let factory: ZxcvbnFactory | null = null;

/** The estimate; the dictionaries load on the first call (a few MB), not at start-up. */
export function passwordStrength(password: string, userInputs: string[] = []): ZxcvbnResult {
  factory ??= new ZxcvbnFactory({ dictionary: { ...common.dictionary }, graphs: common.adjacencyGraphs });
  // The address's parts too: "anna.kovacs@example.hu" gives "anna", "kovacs", "example".
  const inputs = [...SITE_WORDS, ...userInputs.flatMap((u) => [u, ...u.toLowerCase().split(/[^\p{L}\p{N}]+/u)]).filter((w) => w.length >= 3)];
  // zxcvbn looks at the first 256 characters at most; the contract allows 200.
  return factory.check(password.slice(0, 256), inputs);
}

/** Why the password is refused (a zxcvbn warning key, or "weak"), or null when it is strong enough. */
export function weakPasswordReason(password: string, userInputs: string[] = []): string | null {
  const result = passwordStrength(password, userInputs);
  if (result.score >= MIN_PASSWORD_SCORE) return null;
  return result.feedback.warning ?? 'weak';
}

/** 422 password.weak when the password is easy to guess; the error names the form's field. */
export function assertStrongPassword(password: string, userInputs: string[], field = 'password'): void {
  const reason = weakPasswordReason(password, userInputs);
  if (reason) {
    throw new HttpError(422, `The password is too easy to guess (${reason}); use a longer phrase of several unrelated words`, [{ field, message: 'is too easy to guess', code: 'password.weak' }], 'password.weak');
  }
}
