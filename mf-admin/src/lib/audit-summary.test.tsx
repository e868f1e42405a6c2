import type { ReactNode } from 'react';
import { renderHook } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, registerNamespace, setLanguage, type AuditEntry, type AuditMessage, type Lang } from '@shop/shared';
import { ADMIN_NAMESPACE, loadMessages } from '../app/messages.ts';
import { ordersMessagesReady } from '../features/orders/messages.ts';
import { useAuditSummary } from './audit-summary.ts';

const NBSP = '\u00a0';

beforeAll(async () => {
  await Promise.all([registerNamespace(ADMIN_NAMESPACE, loadMessages), ordersMessagesReady]);
});

/** The hook on an admin page in `lang` (texts and money in that language, as the shell sets them). */
async function summaryIn(lang: Lang): Promise<(entry: AuditEntry) => string> {
  await setLanguage(lang);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[`/${lang}/admin/audit`]}>
        <Routes>
          <Route path="/:lang/*" element={children} />
        </Routes>
      </MemoryRouter>
    </I18nextProvider>
  );
  return renderHook(() => useAuditSummary(), { wrapper }).result.current;
}

const entry = (summary: string, message: Partial<AuditMessage> & { code: string } | null): AuditEntry => ({
  id: 1,
  created_at: '2026-03-12T14:05:00.000Z',
  user: null,
  action: 'update',
  entity: 'product',
  entity_id: '1',
  summary,
  message: message && { params: {}, changes: [], ...message },
});

describe('useAuditSummary', () => {
  it('words an entry in Slovak: codes by their labels, money and numbers as Slovak writes them, one part per change', async () => {
    const summary = await summaryIn('sk');
    const priceChange = entry('Updated product "Brána": price 199.90 → 250.00 EUR; VAT 20 → 23 %', {
      code: 'product.updated',
      params: { name: 'Brána' },
      changes: [
        { code: 'price', params: { fromPrice: 19990, toPrice: 125000 } },
        { code: 'vat', params: { fromVat: 20, toVat: 23 } },
      ],
    });
    expect(summary(priceChange)).toBe(`Upravený produkt „Brána“: cena 199,90${NBSP}€ → 1${NBSP}250,00${NBSP}€; DPH 20 → 23 %`);
    expect(summary(entry('', { code: 'order.statusChangedWithReason', params: { number: '2026001', fromStatus: 'new', toStatus: 'cancelled', reason: 'Vypredané' } }))).toBe(
      'Objednávka 2026001: Nová → Zrušená (dôvod: Vypredané)',
    );
    expect(summary(entry('', { code: 'user.updated', params: { email: 'jana@example.sk' }, changes: [{ code: 'role', params: { fromRole: 'admin', toRole: 'editor' } }, { code: 'disabled', params: {} }] }))).toBe(
      'Upravený používateľ jana@example.sk: rola Administrátor → Redaktor; zablokovaný',
    );
    expect(summary(entry('', { code: 'settings.updated', params: { sections: 'company,public_keys' } }))).toBe('Upravené nastavenia: Kontaktné údaje firmy, Verejné kľúče');
    expect(summary(entry('', { code: 'homepageModule.reordered', params: { moduleTypes: 'hero,latest-articles' } }))).toBe('Nové poradie sekcií domovskej stránky: Úvodný banner, Najnovšie články');
    expect(summary(entry('', { code: 'post.created', params: { title: 'Leto', postKind: 'career' } }))).toBe('Vytvorený príspevok „Leto“ (Pracovná ponuka)');
    expect(summary(entry('', { code: 'product.bulkPublished', params: { count: 2, unchanged: 1, ids: '3,4' } }))).toBe('Zverejnené produkty: 2 (bez zmeny: 1): #3, #4');
    expect(summary(entry('', { code: 'product.createdDraft', params: { name: 'Plot', price: 9900 } }))).toBe(`Vytvorený produkt „Plot“ (99,00${NBSP}€, koncept)`);
    // The language of a change is named, not given as its code.
    const synonyms = summary(entry('', { code: 'searchSynonyms.created', params: { lang: 'hu', words: 'kapu, bejáró' } }));
    expect(synonyms).toContain('maďarčina');
    expect(synonyms).not.toContain('(hu)');
  });

  it('words the same entry in Hungarian and Russian', async () => {
    const change = entry('', { code: 'product.updated', params: { name: 'Kapu' }, changes: [{ code: 'price', params: { fromPrice: 19990, toPrice: 25000 } }] });
    expect((await summaryIn('hu'))(change)).toBe(`Módosított termék: „Kapu” – ár: 199,90${NBSP}EUR → 250,00${NBSP}EUR`);
    expect((await summaryIn('ru'))(entry('', { code: 'order.statusChanged', params: { number: '2026002', fromStatus: 'new', toStatus: 'confirmed' } }))).toBe(
      'Заказ 2026002: Новый → Подтверждён',
    );
    // A size change in millimetres, the unit in Cyrillic as Russian writes it.
    const size = entry('', { code: 'product.updated', params: { name: 'Ворота' }, changes: [{ code: 'size', params: { from: '3000 × 1500', to: '3000 × —' } }] });
    expect((await summaryIn('ru'))(size)).toMatch(/размер 3000 × 1500 → 3000 × — мм$/);
  });

  it('shows the stored English summary for an entry without a message or with a code the admin does not know', async () => {
    const summary = await summaryIn('sk');
    expect(summary(entry('Deleted product "Old"', null))).toBe('Deleted product "Old"');
    expect(summary(entry('Teleported product "X"', { code: 'product.teleported', params: { name: 'X' } }))).toBe('Teleported product "X"');
    expect(summary(entry('Updated product "X": colour red → blue', { code: 'product.updated', params: { name: 'X' }, changes: [{ code: 'colour', params: {} }] }))).toBe(
      'Updated product "X": colour red → blue',
    );
  });
});
