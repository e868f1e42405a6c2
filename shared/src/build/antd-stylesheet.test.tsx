// The public pages' antd CSS comes from a stylesheet rendered at build time; antd computes none in the page.
import { render, screen } from '@testing-library/react';
import { Button, Descriptions, Input } from 'antd';
import { beforeAll, describe, expect, it } from 'vitest';
import { antdTheme } from '@shop/shared';
import { renderAntdStylesheet, STYLE_SAMPLES } from '../../antd-stylesheet.mjs';
import { loadAntdLocale } from '../react/antd-locale.ts';
import { AntdScope } from '../react/antd-scope.tsx';
import { RemoteProviders } from '../react/remote-providers.tsx';

const stylesheet = renderAntdStylesheet(antdTheme);
const insertedCss = () => [...document.head.querySelectorAll('style')].map((style) => style.textContent ?? '').join('\n');
/** antd's component rules inserted into the document (its CSS variables, `.shop.ant-btn{--ant-button-…}`, aside). */
const insertedComponentRules = () => insertedCss().match(/[^{}]+\{(?!--)[a-z-]+:[^}]*\}/g)?.join('\n') ?? '';

describe('the prebuilt antd stylesheet', () => {
  // The language's antd texts are there (a scope's first render would wait for them).
  beforeAll(() => loadAntdLocale('sk'));

  // First: antd keeps a component's CSS in the document once any root has inserted it.
  it('lets the public remotes render antd without inserting component CSS, while the admin computes its own', async () => {
    render(
      <RemoteProviders remote="mf-catalog">
        <AntdScope>
          <Descriptions items={[{ key: 'name', label: 'Meno', children: 'Jana' }]} />
          <Input aria-label="Správa" />
        </AntdScope>
      </RemoteProviders>,
    );
    expect(await screen.findByRole('textbox', { name: 'Správa' })).toHaveClass('ant-input');
    expect(insertedComponentRules()).not.toContain('.ant-input');
    expect(insertedComponentRules()).not.toContain('.ant-descriptions');

    render(
      <RemoteProviders remote="mf-admin" antd="whole">
        <Button>Uložiť</Button>
      </RemoteProviders>,
    );
    expect(await screen.findByRole('button', { name: 'Uložiť' })).toHaveClass('ant-btn');
    expect(insertedComponentRules()).toContain('.ant-btn');
  });

  it("has every rule antd would compute at run time for the public components (the forms')", async () => {
    // The samples rendered the admin's way: antd inserts each component's CSS as it renders.
    render(
      <RemoteProviders remote="mf-shop" antd="whole">
        {STYLE_SAMPLES.map(({ component, element }) => (
          <div key={component}>{element}</div>
        ))}
      </RemoteProviders>,
    );
    await screen.findAllByRole('button');
    const runtimeCss = insertedComponentRules();
    const classes = new Set([...document.body.querySelectorAll('[class]')].flatMap((el) => [...el.classList]));
    const styledAtRuntime = [...classes].filter((name) => name.startsWith('ant-') && runtimeCss.includes(`.${name}`));
    // The forms' components alone style over 30 class names: the comparison below is not made on an empty set.
    expect(styledAtRuntime.length).toBeGreaterThan(30);
    expect(styledAtRuntime.filter((name) => !stylesheet.includes(`.${name}`))).toEqual([]);
    expect(stylesheet).toContain('.ant-form-item-explain-error');
  });

  it('matches the pages: plain class names and the theme as CSS variables, no hashed selectors', () => {
    expect(stylesheet).toContain('var(--ant-color-primary)');
    expect(stylesheet).not.toContain(':where(.css-');
  });
});
