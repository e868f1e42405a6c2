import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen } from '@testing-library/react';
import type * as Antd from 'antd';
import { describe, expect, it } from 'vitest';
import { kitExports, kitSource } from '../../mf-shared.mjs';

// The kits are what every page shares instead of whole packages; a name missing from a kit is `undefined` in a
// remote at run time, and a deferred component that lost its context would render unstyled, untranslated.
describe('kits shared instead of whole packages', () => {
  it('hold every value the frontends import, and no type-only import', () => {
    const kits = kitExports();
    expect(kits.antd).toEqual(expect.arrayContaining(['App', 'ConfigProvider', 'Button', 'Form', 'Table', 'Upload']));
    expect(kits['react-router-dom']).toEqual(expect.arrayContaining(['BrowserRouter', 'Link', 'useNavigate']));
    expect(kits.rxjs).toEqual(expect.arrayContaining(['BehaviorSubject', 'distinctUntilChanged']));
    expect(kits.rxjs).not.toContain('Observable'); // imported only as a type
  });

  it('load the admin-only antd components on first render, inside the page ConfigProvider', async () => {
    // Outside node_modules, so vitest transforms it; antd's CommonJS build stands in for its ES modules, which
    // Node cannot load directly (the browser build bundles them).
    const dir = join(import.meta.dirname, '../../.test-kits');
    mkdirSync(dir, { recursive: true });
    const file = join(dir, `antd-${process.pid}.js`);
    const source = kitSource('antd', ['ConfigProvider', 'Table']);
    expect(source).toMatch(/export const Table = deferred\(\(\) => import\('antd\/es\/table\/index\.js'\)\)/);
    writeFileSync(file, source.replaceAll("'antd/es/index.js'", "'antd'").replaceAll("'antd/es/", "'antd/lib/"));
    const kit = (await import(/* @vite-ignore */ file)) as typeof Antd;
    const sk = (await import('antd/es/locale/sk_SK.js')).default;

    render(
      <kit.ConfigProvider locale={sk}>
        <kit.Table aria-label="Objednávky" columns={[{ title: 'Číslo', dataIndex: 'number' }]} dataSource={[]} pagination={false} />
      </kit.ConfigProvider>,
    );

    expect(await screen.findByRole('columnheader', { name: 'Číslo' })).toBeInTheDocument();
    // The empty text comes from the ConfigProvider's Slovak locale: the deferred Table shares its context.
    expect(screen.getAllByText('Žiadne dáta').length).toBeGreaterThan(0);
  });
});
