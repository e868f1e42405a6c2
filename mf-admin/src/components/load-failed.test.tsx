// Issue 49: a screen whose data failed on the server's side ("something went wrong") shows the request's id in the
// admin's language, so the person can quote it and the operator finds the request in the logs.
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, describeApiError, i18n, registerNamespace, setLanguage, type ApiFailure, type Lang } from '@shop/shared';
import { ADMIN_NAMESPACE, loadMessages } from '../app/messages.ts';
import { LoadFailed } from './load-failed.tsx';

beforeAll(async () => {
  await registerNamespace(ADMIN_NAMESPACE, loadMessages);
});

const serverFailure: ApiFailure = { status: 500, message: null, messageKey: 'error.server', fields: {}, code: null, requestId: '5f0c2a9e8b7d4c61a3e2f1d0c9b8a7e6' };

async function shown(lang: Lang, failure: ApiFailure): Promise<string> {
  await setLanguage(lang);
  render(
    <I18nextProvider i18n={i18n}>
      <LoadFailed failure={failure} onRetry={() => undefined} />
    </I18nextProvider>,
  );
  const text = (await screen.findByRole('alert')).textContent ?? '';
  document.body.innerHTML = '';
  return text;
}

describe('LoadFailed', () => {
  it("ends a failure on the server's side with the request's id, in each language", async () => {
    const reference: Record<Lang, string> = {
      sk: 'Kód chyby pre podporu: 5f0c2a9e8b7d4c61a3e2f1d0c9b8a7e6',
      en: 'Reference for support: 5f0c2a9e8b7d4c61a3e2f1d0c9b8a7e6',
      hu: 'Hibakód az ügyfélszolgálatnak: 5f0c2a9e8b7d4c61a3e2f1d0c9b8a7e6',
      sr: 'Šifra greške za podršku: 5f0c2a9e8b7d4c61a3e2f1d0c9b8a7e6',
      ru: 'Код ошибки для поддержки: 5f0c2a9e8b7d4c61a3e2f1d0c9b8a7e6',
    };
    for (const lang of ['sk', 'en', 'hu', 'sr', 'ru'] as const) {
      const text = await shown(lang, serverFailure);
      // The language's own "something went wrong on the server", then the id.
      expect(text, lang).toBe(`${i18n.t('common:error.server', { lng: lang })} ${reference[lang]}`);
    }
    await setLanguage('sk');
  });

  it("does not add it to a refusal the person can act on (the server's reason is enough)", async () => {
    const text = await shown('en', { status: 404, message: null, messageKey: 'error.notFound', fields: {}, code: null, requestId: 'abc123' });
    expect(text).toBe('The requested item was not found.');
  });

  it("reads the id of a real failed call from the API's answer", async () => {
    const failure = await api.get('/api/no-such-route').then(() => expect.fail('the API answered'), describeApiError);
    expect(failure.status).toBe(404);
    expect(failure.requestId).toMatch(/^[0-9a-f]{32}$/);
  });
});
