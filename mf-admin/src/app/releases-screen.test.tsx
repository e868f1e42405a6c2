// The Releases screen (issue 46, 6) with the real providers against the real seeded API: a canary with its figures,
// its share changed and rolled back from the screen, a release token made (shown once) and revoked; editors are refused.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { api } from '@shop/shared';
import en from '../locales/en.json';
import { signInAdmin, signInEditor, unique } from '../testing/session.ts';
import { INTEGRATION_TIMEOUT, WAIT, renderAt, setupAdminTests } from '../testing/render-admin.tsx';

setupAdminTests();

interface Overview {
  stable: { version: string } | null;
  canary: { version: string } | null;
}

const REMOTE = 'mf-catalog';
const CDN = 'https://cdn.catalog-team.example/mf-catalog';

/** A canary of the catalogue on the team's origin for 30 % of visitors, and a few of its views reported by pages. */
async function catalogueCanary(): Promise<string> {
  const run = Date.now().toString(36);
  const version = `9.${run}`;
  const at = (v: string) => api.post(`/api/releases/${REMOTE}/versions/at`, { url: `${CDN}/${v}/mf-manifest.json` });
  const { data: before } = await api.get<Overview>(`/api/releases/${REMOTE}`);
  if (!before.stable) {
    await at('1.0.0');
    await api.post(`/api/releases/${REMOTE}/release`, { version: `${CDN}/1.0.0/mf-manifest.json` });
  }
  await at(version);
  await api.post(`/api/releases/${REMOTE}/release`, { version: `${CDN}/${version}/mf-manifest.json`, share: 30 });
  // Fewer failures than the canary watch's minimum: it stays.
  const beacon = await fetch(new URL('/api/signals', window.location.origin), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ signals: [{ remote: REMOTE, version, views: 4, failed: 3, errors: 5, lcp: 2100 }] }),
  });
  expect(beacon.status).toBe(204);
  // The server writes what beacons bring every few seconds.
  await waitFor(async () => {
    const { data } = await api.get<{ data: Array<{ version: string }> }>(`/api/admin/signals/${REMOTE}`);
    expect(data.data.map((r) => r.version)).toContain(version);
  });
  return version;
}

describe('the Releases screen', () => {
  it('shows a canary with its figures, changes its share and rolls it back', async () => {
    await signInAdmin();
    const version = await catalogueCanary();
    const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
    renderAt('/en/admin/releases');
    expect(await screen.findByRole('heading', { level: 1, name: en.sections.releases.title })).toBeInTheDocument();
    const card = (await screen.findByRole('heading', { level: 2, name: REMOTE })).closest<HTMLElement>('.releases-remote')!;
    expect(await within(card).findByText(en.releases.canaryRunning.replace('{{share}}', '30'))).toBeInTheDocument();
    // The registry names a version on the team's origin by its manifest's URL.
    expect(within(card).getAllByText(`${CDN}/${version}/mf-manifest.json`).length).toBeGreaterThan(0);
    // The chart and its table: 3 of 4 views failed.
    expect(await within(card).findByRole('img', { name: en.releases.chartLabel.replace('{{measure}}', en.releases.measures.failed) })).toBeInTheDocument();
    expect(await within(card).findByText('3 (75 %)')).toBeInTheDocument();

    const shareField = within(card).getByLabelText(en.releases.shareLabel.replace('{{remote}}', REMOTE));
    await user.clear(shareField);
    await user.type(shareField, '40');
    await user.click(within(card).getByRole('button', { name: en.releases.changeShare }));
    expect(await within(card).findByText(en.releases.canaryRunning.replace('{{share}}', '40'))).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: en.releases.rollbackCanary }));
    // The confirmation's own button: another remote's card may offer "Roll back" too (the test API is shared).
    const confirmation = await screen.findByRole('tooltip');
    await user.click(within(confirmation).getByRole('button', { name: en.releases.rollback }));
    expect(await within(card).findByText(en.releases.stableOnly)).toBeInTheDocument();
    expect(within(card).getAllByText(en.releases.actions['canary-rollback']).length).toBeGreaterThan(0);
    const { data } = await api.get<Overview>(`/api/releases/${REMOTE}`);
    expect(data.canary).toBeNull();
  }, INTEGRATION_TIMEOUT);

  it('makes a release token, shows it once, and revokes it', async () => {
    await signInAdmin();
    const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
    renderAt('/en/admin/releases');
    const tokens = (await screen.findByRole('heading', { level: 2, name: en.releases.tokens.title })).closest<HTMLElement>('.releases-tokens')!;
    const create = within(tokens).getByRole('button', { name: en.releases.tokens.create });
    // Enabled once the remotes it may name are known.
    await waitFor(() => expect(create).toBeEnabled());
    await user.click(create);
    const dialog = await screen.findByRole('dialog', { name: en.releases.tokens.createTitle });
    const name = unique('catalogue team');
    await user.type(within(dialog).getByLabelText(en.releases.tokens.name), name);
    await user.click(within(dialog).getByRole('checkbox', { name: REMOTE }));
    await user.type(within(dialog).getByLabelText(en.releases.tokens.contact), 'catalogue-team@example.com');
    await user.click(within(dialog).getByRole('button', { name: en.releases.tokens.create }));

    const shown = (await screen.findByText(en.releases.tokens.shownWarning, {}, { timeout: WAIT })).closest<HTMLElement>('[role=dialog]')!;
    const token = within(shown).getByText(/^shop_release_/).textContent ?? '';
    expect(token.length).toBeGreaterThan(30);
    await user.click(within(shown).getByRole('button', { name: en.releases.tokens.shownDone }));
    await waitFor(() => expect(screen.queryByText(token)).not.toBeInTheDocument());

    const row = (await within(tokens).findByText(name)).closest('tr')!;
    expect(within(row).getByText('catalogue-team@example.com')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: en.releases.tokens.revoke }));
    await user.click((await screen.findAllByRole('button', { name: en.releases.tokens.revoke })).at(-1)!);
    await waitFor(() => expect(within(row).queryByRole('button', { name: en.releases.tokens.revoke })).not.toBeInTheDocument());
    // The revoked token releases nothing.
    const refused = await fetch(new URL(`/api/releases/${REMOTE}`, window.location.origin), { headers: { authorization: `Bearer ${token}` } });
    expect(refused.status).toBe(401);
  }, INTEGRATION_TIMEOUT);

  it('is for administrators only', async () => {
    await signInEditor();
    renderAt('/en/admin/releases');
    expect(await screen.findByRole('heading', { level: 1, name: en.sections.releases.title })).toBeInTheDocument();
    expect(screen.getByText(en.layout.forbidden)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: en.releases.tokens.title })).not.toBeInTheDocument();
  }, INTEGRATION_TIMEOUT);
});
