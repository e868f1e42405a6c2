// AntdScope: the part of a public page that renders antd (a form) gets antd's theme and texts in the page's
// language, and waits for them instead of rendering untranslated; the rest of the page is there at once.
import { Suspense } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { screen } from '@testing-library/react';
import { Form, Input } from 'antd';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@shop/shared';
import { cachedAntdLocale } from './antd-locale.ts';
import { AntdScope } from './antd-scope.tsx';
import { RemoteProviders } from './remote-providers.tsx';

function InquiryPage() {
  return (
    <main>
      <h1>Egyedi gyártás</h1>
      <Suspense fallback={<p role="status">Betöltés…</p>}>
        <AntdScope>
          <Form layout="vertical" requiredMark="optional">
            <Form.Item label="Telefon" name="phone">
              <Input />
            </Form.Item>
          </Form>
        </AntdScope>
      </Suspense>
    </main>
  );
}

// Rendered as the browser renders it, not inside a test's act scope: React retries the suspended part when what
// it waits for arrives (under act it would wait for the act to be awaited).
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
let root: Root | null = null;
beforeEach(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
});
afterEach(() => {
  root?.unmount();
  document.body.replaceChildren();
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
});

describe('AntdScope', () => {
  it("renders the page at once and its form once antd's texts in the page's language are there", async () => {
    await setLanguage('hu');
    expect(cachedAntdLocale('hu')).toBeUndefined();
    root = createRoot(document.body.appendChild(document.createElement('div')));
    root.render(
      <RemoteProviders remote="mf-shop">
        <InquiryPage />
      </RemoteProviders>,
    );
    expect(await screen.findByRole('heading', { name: 'Egyedi gyártás' })).toBeInTheDocument();
    // antd's own words in Hungarian: the optional field's mark.
    expect(await screen.findByText('(választható)', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Telefon/ })).toHaveClass('ant-input');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
