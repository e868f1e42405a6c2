// antd writes its theme's and components' CSS variables into <head> at run time, even in zero-runtime mode; the
// build renders those elements into the page (renderAntdRuntimeStyles), and antd must find each of them unchanged.
import { render, screen } from '@testing-library/react';
import { Col, Descriptions, Form, Input, Row } from 'antd';
import { describe, expect, it } from 'vitest';
import { antdTheme } from '@shop/shared';
import { renderAntdRuntimeStyles } from '../../antd-stylesheet.mjs';
import { loadAntdLocale } from '../react/antd-locale.ts';
import { AntdScope } from '../react/antd-scope.tsx';
import { RemoteProviders } from '../react/remote-providers.tsx';

describe('the style elements the page brings for antd', () => {
  it('are the ones antd writes: a public page renders its form without adding or changing any', async () => {
    // The language's antd texts are there (the form's first render would wait for them).
    await loadAntdLocale('sk');
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
        <AntdScope>
          <Form layout="vertical">
            <Row gutter={16}>
              <Col span={12}>
                <Form.Item label="Meno" name="name">
                  <Input defaultValue="Jana" />
                </Form.Item>
              </Col>
            </Row>
          </Form>
          <Descriptions items={[{ key: 'name', label: 'Meno', children: 'Jana' }]} />
        </AntdScope>
      </RemoteProviders>,
    );

    expect(await screen.findByRole('textbox', { name: 'Meno' })).toHaveClass('ant-input');
    expect(changes).toEqual([]);
    expect(document.head.querySelectorAll('style')).toHaveLength(before);
  });
});
