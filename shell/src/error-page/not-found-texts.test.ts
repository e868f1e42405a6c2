import { describe, expect, it } from 'vitest';
import { LANG_CODES } from '@shop/shared';

// The shell's 404 (error-page.ts) and the remotes' (NotFoundPage, common namespace) must read the same.
describe('not-found texts', () => {
  it('are the same in the shell and in the common namespace, in all five languages', async () => {
    for (const lang of LANG_CODES) {
      const shell = (await import(`../locales/${lang}.json`)).default as { notFound: { title: string; hint: string; address: string }; backHome: string };
      const common = (await import(`../../../shared/src/i18n/locales/${lang}.json`)).default as { notFound: { title: string; hint: string; address: string; backHome: string } };
      expect(common.notFound, lang).toEqual({ ...shell.notFound, backHome: shell.backHome });
    }
  });
});
