// The search synonyms screen (issue 47), with the real providers against the seeded API: the groups of the chosen
// language, a word the server refuses named at the field in the admin's language, a new group that the public search
// reads at once, its deletion; an editor is not offered the screen.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import en from '../locales/en.json';
import { signInAdmin, signInEditor } from '../testing/session.ts';
import { INTEGRATION_TIMEOUT, WAIT, renderAt, setupAdminTests } from '../testing/render-admin.tsx';

setupAdminTests();

const fill = (text: string, params: Record<string, string>) => Object.entries(params).reduce((out, [name, value]) => out.replace(`{{${name}}}`, value), text);
/** What the public search on the Russian pages finds for a word (asked as those pages ask; the admin's client speaks English). */
async function russianSearch(query: string): Promise<string[]> {
  const url = new URL(`/api/search/search?query=${encodeURIComponent(query)}`, window.location.origin);
  const res = await fetch(url, { headers: { localization: 'ru-RU' } });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: Array<{ name: string }> }).data.map((p) => p.name);
}

describe('search synonyms (administrators)', () => {
  it('lists the groups of a language, names a refused word, adds a group the search reads at once, and deletes it', async () => {
    await signInAdmin();
    const user = userEvent.setup({ delay: null });
    renderAt('/en/admin/search-synonyms?lang=ru');
    expect(await screen.findByRole('heading', { level: 1, name: en.sections.searchSynonyms.title }, { timeout: WAIT })).toBeInTheDocument();
    // The starting Russian groups: "vorota" is one of the words of the gates.
    expect(await screen.findByText('vorota', {}, { timeout: WAIT })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Русский', selected: true })).toBeInTheDocument();

    expect(await russianSearch('vintovaya')).toEqual([]);
    await user.click(screen.getByRole('button', { name: en.synonyms.new }));
    const drawer = within(await screen.findByRole('dialog'));
    const words = drawer.getByLabelText(en.synonyms.words);
    // A word of another group: refused by the server, the reason worded at the field.
    await user.type(words, 'vintovaya, vorota');
    await user.click(drawer.getByRole('button', { name: en.common.save }));
    const refusal = fill(en.serverMessages.synonyms.inOtherGroup, { word: 'vorota', group: 'ворота, vorota' });
    expect((await drawer.findAllByText(refusal, {}, { timeout: WAIT })).length).toBeGreaterThan(0);

    await user.clear(words);
    await user.type(words, 'vintovaya, винтовая');
    await user.click(drawer.getByRole('button', { name: en.common.save }));
    expect(await screen.findByText(fill(en.synonyms.saved, { words: 'vintovaya, винтовая' }), {}, { timeout: WAIT })).toBeInTheDocument();
    expect(await screen.findByText('vintovaya')).toBeInTheDocument();
    // The public search reads the new word at once: the spiral staircases.
    await waitFor(async () => expect((await russianSearch('vintovaya'))[0]).toMatch(/^Винтовая лестница/));

    await user.click(screen.getByRole('button', { name: fill(en.common.deleteNamed, { name: 'vintovaya, винтовая' }) }));
    const confirm = await screen.findByRole('tooltip');
    await user.click(within(confirm).getByRole('button', { name: en.common.delete }));
    expect(await screen.findByText(fill(en.synonyms.deleted, { words: 'vintovaya, винтовая' }), {}, { timeout: WAIT })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('vintovaya')).not.toBeInTheDocument());
    expect(await russianSearch('vintovaya')).toEqual([]);
  }, INTEGRATION_TIMEOUT);

  it('is not in the menu of an editor', async () => {
    await signInEditor();
    renderAt('/en/admin');
    expect(await screen.findByRole('link', { name: en.sections.eshopProducts.title }, { timeout: WAIT })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: en.sections.searchSynonyms.title })).not.toBeInTheDocument();
  }, INTEGRATION_TIMEOUT);
});
