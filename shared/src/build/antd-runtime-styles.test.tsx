// antd writes its theme's and components' CSS variables into <head> at run time, even in zero-runtime mode; the
// build renders those elements into the page (renderAntdRuntimeStyles), and antd must find each of them unchanged.
import { render, screen } from '@testing-library/react';
import { Alert, Button, Descriptions, Input } from 'antd';
import { describe, expect, it } from 'vitest';
import { antdTheme } from '@shop/shared';
import { renderAntdRuntimeStyles } from '../../antd-stylesheet.mjs';
import { RemoteProviders } from '../react/remote-providers.tsx';

describe('the style elements the page brings for antd', () => {
  it('are the ones antd writes: a public page renders its components without adding or changing any', async () => {
    for (const { attrs, css } of renderAntdRuntimeStyles(antdTheme)) {
      const style = document.createElement('style');
      for (const [name, value] of Object.entries(attrs)) style.setAttribute(name, value);
      style.textContent = css;
      document.head.append(style);
    }
    const before = document.head.querySelectorAll('style').length;
    const changes: string[] = [];
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.target !== document.head) changes.push(`changed: ${(record.target.textContent ?? '').slice(0, 40)}`);
        // (rc-util adds and removes one empty element once, to find <head>; it carries no CSS.)
        for (const node of record.addedNodes) if (node.textContent) changes.push(`added: ${node.textContent.slice(0, 40)}`);
        for (const node of record.removedNodes) if (node.textContent) changes.push(`removed: ${node.textContent.slice(0, 40)}`);
      }
    }).observe(document.head, { childList: true, subtree: true, characterData: true });

    render(
      <RemoteProviders remote="mf-shop">
        <Alert type="error" title="Košík sa nepodarilo načítať" showIcon />
        <Input aria-label="Meno" defaultValue="Jana" />
        <Button type="primary">Do košíka</Button>
        <Descriptions items={[{ key: 'name', label: 'Meno', children: 'Jana' }]} />
      </RemoteProviders>,
    );

    expect(await screen.findByRole('button', { name: 'Do košíka' })).toHaveClass('ant-btn');
    expect(screen.getByRole('textbox', { name: 'Meno' })).toBeInTheDocument();
    expect(changes).toEqual([]);
    expect(document.head.querySelectorAll('style')).toHaveLength(before);
  });
});
