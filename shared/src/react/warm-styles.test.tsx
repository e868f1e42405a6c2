// The style warm-up the header starts after a public page has loaded: the next page's antd components then find their
// CSS in the page instead of computing and inserting it during the navigation.
import { render, screen, waitFor } from '@testing-library/react';
import { Breadcrumb, Button, Form, Input, Pagination, Steps } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RemoteProviders } from './remote-providers.tsx';
import { warmComponentStyles } from './warm-styles.tsx';

const antdStyles = () => [...document.head.querySelectorAll('style')].map((style) => style.textContent ?? '').join('\n');

describe('warmComponentStyles', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('puts the styles of the next pages in the document while idle, so rendering them later adds none', async () => {
    expect(antdStyles()).not.toContain('.ant-pagination');
    // jsdom has no requestIdleCallback: here the browser is idle at once.
    vi.stubGlobal('requestIdleCallback', (task: () => void) => setTimeout(task, 0));
    warmComponentStyles();
    await waitFor(() => expect(antdStyles()).toContain('.ant-dropdown'), { timeout: 15_000 });
    expect(antdStyles()).toContain('.ant-steps');
    expect(antdStyles()).toContain('.ant-pagination');
    expect(antdStyles()).toContain('.ant-form');

    const stylesBefore = document.head.querySelectorAll('style').length;
    render(
      <RemoteProviders remote="mf-shop">
        <Breadcrumb items={[{ title: 'Brány' }]} />
        <Pagination total={40} />
        <Form>
          <Form.Item label="Meno">
            <Input />
          </Form.Item>
        </Form>
        <Steps items={[{ title: 'Košík' }, { title: 'Kontakt' }]} />
        <Button>Odoslať</Button>
      </RemoteProviders>,
    );
    expect(await screen.findByRole('button', { name: 'Odoslať' })).toBeInTheDocument();
    expect(document.head.querySelectorAll('style').length).toBe(stylesBefore);
  }, 30_000);
});
