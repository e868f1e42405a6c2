// The public pages' antd CSS comes from a stylesheet rendered at build time; antd computes none in the page.
import { render, screen } from '@testing-library/react';
import { Button, Descriptions } from 'antd';
import { describe, expect, it } from 'vitest';
import { antdTheme } from '@shop/shared';
import { renderAntdStylesheet, STYLE_SAMPLES } from '../../antd-stylesheet.mjs';
import { RemoteProviders } from '../react/remote-providers.tsx';

const stylesheet = renderAntdStylesheet(antdTheme);
const insertedCss = () => [...document.head.querySelectorAll('style')].map((style) => style.textContent ?? '').join('\n');
/** antd's component rules inserted into the document (its CSS variables, `.shop.ant-btn{--ant-button-…}`, aside). */
const insertedComponentRules = () => insertedCss().match(/[^{}]+\{(?!--)[a-z-]+:[^}]*\}/g)?.join('\n') ?? '';

describe('the prebuilt antd stylesheet', () => {
  // First: antd keeps a component's CSS in the document once any root has inserted it.
  it('lets the public remotes render antd without inserting component CSS, while the admin computes its own', async () => {
    render(
      <RemoteProviders remote="mf-catalog">
        <Descriptions items={[{ key: 'name', label: 'Meno', children: 'Jana' }]} />
        <Button>Do košíka</Button>
      </RemoteProviders>,
    );
    expect(await screen.findByRole('button', { name: 'Do košíka' })).toHaveClass('ant-btn');
    expect(insertedComponentRules()).not.toContain('.ant-btn');
    expect(insertedComponentRules()).not.toContain('.ant-descriptions');

    render(
      <RemoteProviders remote="mf-admin" antdStyles="runtime">
        <Button>Uložiť</Button>
      </RemoteProviders>,
    );
    expect(await screen.findByRole('button', { name: 'Uložiť' })).toHaveClass('ant-btn');
    expect(insertedComponentRules()).toContain('.ant-btn');
  });

  it('has every rule antd would compute at run time for the public components, popups and status messages included', async () => {
    // The samples rendered the admin's way: antd inserts each component's CSS as it renders.
    render(
      <RemoteProviders remote="mf-shop" antdStyles="runtime">
        {STYLE_SAMPLES.map(({ component, element }) => (
          <div key={component}>{element}</div>
        ))}
      </RemoteProviders>,
    );
    await screen.findAllByRole('button');
    const runtimeCss = insertedComponentRules();
    const classes = new Set([...document.body.querySelectorAll('[class]')].flatMap((el) => [...el.classList]));
    const styledAtRuntime = [...classes].filter((name) => name.startsWith('ant-') && runtimeCss.includes(`.${name}`));
    expect(styledAtRuntime.length).toBeGreaterThan(60);
    expect(styledAtRuntime.filter((name) => !stylesheet.includes(`.${name}`))).toEqual([]);
    expect(stylesheet).toContain('.ant-form-item-explain-error');
  });

  it('matches the pages: plain class names and the theme as CSS variables, no hashed selectors', () => {
    expect(stylesheet).toContain('var(--ant-color-primary)');
    expect(stylesheet).not.toContain(':where(.css-');
  });
});
