// Weak passwords are refused by how guessable they are, not by composition rules (issue 28, 5): zxcvbn-ts, an
// offline estimator with the common-password and keyboard-pattern lists, must rate a password at least 3 of 4
// ("safely unguessable: moderate protection from an offline slow-hash scenario"). Issue 50, 7 adds two checks the
// estimate misses: a password that is mostly the account's own name or address ("JanNovak1990" for Jan Novak), and
// the 50,000 most common breached passwords of eight characters or more (Mozilla's list for Firefox Accounts, from
// SecLists' ten million; bundled with the package, no network). Decision 0094.
import { ZxcvbnFactory, type ZxcvbnResult } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import breachedPasswords from 'fxa-common-password-list';
import { HttpError } from '../../lib/errors.ts';

export const MIN_PASSWORD_SCORE = 3;
/** Words anyone guessing a password of this shop's admin would try first. */
const SITE_WORDS = ['kovovyroba', 'kovovýroba', 'metal', 'shop', 'admin', 'administrator', 'eshop', 'demo'];

let factory: ZxcvbnFactory | null = null;

/** The words of names and addresses: "anna.kovacs@example.hu" gives "anna", "kovacs", "example" (3 letters or more). */
const wordsOf = (inputs: string[]): string[] => [...new Set(inputs.flatMap((u) => u.toLowerCase().split(/[^\p{L}\p{N}]+/u)).filter((w) => w.length >= 3))];

/** The estimate; the dictionaries load on the first call (a few MB), not at start-up. */
export function passwordStrength(password: string, userInputs: string[] = []): ZxcvbnResult {
  factory ??= new ZxcvbnFactory({ dictionary: { ...common.dictionary }, graphs: common.adjacencyGraphs });
  const inputs = [...SITE_WORDS, ...userInputs, ...wordsOf(userInputs)].filter((w) => w.length >= 3);
  // zxcvbn looks at the first 256 characters at most; the contract allows 200.
  return factory.check(password.slice(0, 256), inputs);
}

/**
 * Whether the account's own words (of its name and e-mail address) make up half the password or more: such a
 * password falls to the first guesses of anyone who knows whose account it is, whatever the estimate says of it.
 */
function builtOnOwnWords(password: string, ownInputs: string[]): boolean {
  let rest = password.toLowerCase();
  // Longest first, so "novakova" is taken whole before "novak".
  for (const word of wordsOf(ownInputs).sort((a, b) => b.length - a.length)) rest = rest.split(word).join('');
  const covered = password.length - rest.length;
  return covered >= 4 && covered * 2 >= password.length;
}

export type PasswordProblem = 'password.breached' | 'password.personal' | 'password.weak';

/** Why the password is refused, as its message code, or null when it may be used. ownInputs: the account's name, e-mail. */
export function passwordProblem(password: string, ownInputs: string[] = []): PasswordProblem | null {
  // The estimate first: what it refuses (common passwords among them) keeps its message.
  if (passwordStrength(password, ownInputs).score < MIN_PASSWORD_SCORE) return 'password.weak';
  if (builtOnOwnWords(password, ownInputs)) return 'password.personal';
  // The list holds lower-case passwords: "Billionaire" is as breached as "billionaire".
  if (breachedPasswords.test(password.toLowerCase())) return 'password.breached';
  return null;
}

const REFUSALS: Record<PasswordProblem, { message: string; field: string }> = {
  'password.breached': { message: 'The password is on the list of passwords leaked from other sites; choose another', field: 'is a known leaked password' },
  'password.personal': { message: 'The password is made mostly of your own name or e-mail address; choose one others cannot derive from them', field: 'is built on your name or e-mail' },
  'password.weak': { message: 'The password is too easy to guess; use a longer phrase of several unrelated words', field: 'is too easy to guess' },
};

/** 422 with the problem's code (password.breached, password.personal, password.weak); the error names the form's field. */
export function assertStrongPassword(password: string, ownInputs: string[], field = 'password'): void {
  const problem = passwordProblem(password, ownInputs);
  if (problem) throw new HttpError(422, REFUSALS[problem].message, [{ field, message: REFUSALS[problem].field, code: problem }], problem);
}
