import { describe, expect, it } from 'vitest';
import { langsOfErrors } from './lang-tabs.tsx';

describe('langsOfErrors', () => {
  it('names the languages of failed per-language fields whatever their group, in the site order', () => {
    expect(
      langsOfErrors([
        { name: ['translations', 'ru', 'name'], errors: ['required'] },
        { name: ['title', 'hu'], errors: ['too long'] },
        { name: ['files', 'sk', 'path'], errors: ['a PDF is needed'] },
        { name: ['translations', 'en', 'name'], errors: [] },
      ]),
    ).toEqual(['sk', 'hu', 'ru']);
  });

  it('ignores fields that are not per language', () => {
    expect(langsOfErrors([{ name: ['parameters', 0, 'name', 'sk'], errors: ['required'] }, { name: ['price'], errors: ['required'] }])).toEqual([]);
  });
});
