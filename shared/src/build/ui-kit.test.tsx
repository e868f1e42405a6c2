import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Component, Suspense, type ReactNode } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import type * as Antd from 'antd';
import { describe, expect, it, vi } from 'vitest';
import type * as Icons from '@ant-design/icons';
import type * as ReactI18next from 'react-i18next';
import {
  ANTD_CONFIG_PROVIDER_DIR,
  ANTD_UNIQUE_PROVIDER_FILE,
  DEFERRED_ICONS_FILE,
  DEFERRED_KIT_FILE,
  FORMS_KIT_FILE,
  deferredAntd,
  deferredIcons,
  deferredIconsSource,
  deferredKitSource,
  formsAntd,
  iconKitSource,
  kitExports,
  kitSource,
  ownDeferredFile,
  ownDeferredSource,
  sharedDependencies,
  uniqueProviderSource,
} from '../../mf-shared.mjs';
import { STYLE_SAMPLES } from '../../antd-stylesheet.mjs';

// The kits are what every page shares instead of whole packages; a name missing from a kit is `undefined` in a
// remote at run time, and a deferred component that lost its context would render unstyled, untranslated.
describe('kits shared instead of whole packages', () => {
  it('hold every value the frontends import, and no type-only import', () => {
    const kits = kitExports();
    expect(kits.antd).toEqual(expect.arrayContaining(['ConfigProvider', 'Button', 'Form', 'Table', 'Upload']));
    expect(kits['react-router-dom']).toEqual(expect.arrayContaining(['Router', 'UNSAFE_createBrowserHistory', 'Link', 'useNavigate']));
    expect(kits.rxjs).toEqual(expect.arrayContaining(['BehaviorSubject', 'distinctUntilChanged']));
    expect(kits.rxjs).not.toContain('Observable'); // imported only as a type
    expect(kits['react-i18next']).toEqual(['I18nextProvider', 'Trans', 'useTranslation']);
  });

  it("share one dayjs from every build with antd, its date pickers' own when the build does not depend on dayjs", () => {
    const headerLike = sharedDependencies({ react: '^19.2.0', antd: '^6.6.8' });
    const adminLike = sharedDependencies({ react: '^19.2.0', antd: '^6.6.8', dayjs: '^1.11.23' });
    expect(headerLike.dayjs).toMatchObject({ singleton: true, import: expect.stringMatching(/dayjs/), version: expect.stringMatching(/^1\.11\./) });
    expect(adminLike.dayjs).toMatchObject({ singleton: true, requiredVersion: '^1.11.23' });
    // One copy serves both: antd's own dayjs is within the range a build that depends on dayjs asks for (^x.y.z).
    const [major, minor, patch] = String(headerLike.dayjs?.version).split('.').map(Number);
    const [wantMajor, wantMinor, wantPatch] = String(adminLike.dayjs?.requiredVersion).replace('^', '').split('.').map(Number);
    expect(major).toBe(wantMajor);
    expect((minor ?? 0) * 1e6 + (patch ?? 0)).toBeGreaterThanOrEqual((wantMinor ?? 0) * 1e6 + (wantPatch ?? 0));
    expect(sharedDependencies({ react: '^19.2.0' }).dayjs).toBeUndefined();
  });

  it('defer the antd components only the admin uses, with the parts it uses, and nothing a public page or a hook needs', () => {
    const sources = [
      { dir: 'mf-shop', files: ["import { Button, Tag } from 'antd';"] },
      {
        dir: 'mf-admin',
        files: [
          "import { Button, Form, Layout, List, Modal, Tag, Upload } from 'antd';",
          'const [form] = Form.useForm(); Modal.confirm({}); const skip = Upload.LIST_IGNORE;',
          '<Layout><Layout.Sider /></Layout> <List.Item><List.Item.Meta /></List.Item>',
        ],
      },
    ];
    expect(deferredAntd(sources)).toEqual({ Layout: ['Sider'], List: ['Item', 'Item.Meta'] });
    // The workspace's own admin: its components are deferred, its buttons and alerts too (the public pages have
    // their own); the forms' components, which public pages also render, are not the admin's.
    const workspace = deferredAntd();
    expect(Object.keys(workspace)).toEqual(expect.arrayContaining(['Table', 'DatePicker', 'Upload', 'TreeSelect', 'Menu', 'Layout', 'Button', 'Alert']));
    expect(Object.keys(workspace)).not.toContain('Form');
    expect(Object.keys(workspace)).not.toContain('ConfigProvider');
  });

  it('load no antd on a page without a form: each antd name the frontends import waits for its chunk', () => {
    // A public page that imports an antd component outside the forms' chunk would bring antd's ConfigProvider,
    // theme and style engine back onto every page (~50 KB brotli): use the shop's own (Button, Alert, EmptyState,
    // Spinner, SkeletonPlaceholder in @shop/shared/react), or render it in a form's AntdScope.
    const kit = kitSource('antd', kitExports().antd ?? [], deferredAntd(), formsAntd());
    expect(kit).not.toContain("from 'antd/es/index.js'");
    expect(kit).toContain('export const ConfigProvider = deferred(forms,');
  });

  it('load the form components in a chunk of their own, with their hooks, unless another member of theirs is in use', () => {
    const sources = [
      { dir: 'mf-cart', files: ["import { Button, Form, Input } from 'antd';", 'const [form] = Form.useForm(); <Form.Item><Input.TextArea /></Form.Item>'] },
      { dir: 'mf-admin', files: ["import { Form, Table } from 'antd';", 'const name = Form.useWatch("name", form);'] },
    ];
    expect(formsAntd(sources)).toEqual({ Form: ['Item', 'useForm', 'useWatch'], Input: ['TextArea'] });
    // The admin's chunk keeps its own components, not the forms'.
    expect(deferredAntd(sources)).toEqual({ Table: [] });
    // A function or a constant cannot wait for a chunk: the component stays in the kit.
    const withConstant = [{ dir: 'mf-cart', files: ["import { Form, Input } from 'antd';", 'Form.ErrorList.displayName; Input.VERSION;'] }];
    expect(formsAntd(withConstant)).toEqual({});
    // The workspace's own forms are deferred.
    expect(Object.keys(formsAntd())).toEqual(['ConfigProvider', 'Form', 'Input', 'Descriptions', 'Row', 'Col']);
  });

  it('load the icons only the admin uses in a chunk of their own, and keep every icon a public page uses', () => {
    const sources = [
      { dir: 'mf-header', files: ["import { SearchOutlined, UserOutlined } from '@ant-design/icons';"] },
      { dir: 'mf-admin', files: ["import { SaveOutlined, UserOutlined } from '@ant-design/icons';"] },
    ];
    expect(deferredIcons(sources)).toEqual(['SaveOutlined']);
    // The workspace's own: the rich-text editor's icons wait for the admin, the search icon of every page does not.
    expect(deferredIcons()).toEqual(expect.arrayContaining(['BoldOutlined', 'ItalicOutlined', 'SaveOutlined']));
    expect(deferredIcons()).not.toContain('SearchOutlined');
    expect(deferredIcons()).not.toContain('ShoppingCartOutlined');
  });

  it('draw a deferred icon as an empty box of its size, with its label and class, until its chunk is there', async () => {
    const dir = join(import.meta.dirname, '../../.test-kits', `icons-${process.pid}`);
    mkdirSync(dir, { recursive: true });
    const toCommonJs = (source: string) => source.replaceAll("'@ant-design/icons/es/index.js'", "'@ant-design/icons'");
    writeFileSync(join(dir, DEFERRED_ICONS_FILE), toCommonJs(deferredIconsSource(['SaveOutlined'])));
    writeFileSync(join(dir, 'icons.js'), toCommonJs(iconKitSource(['SaveOutlined', 'SearchOutlined'], ['SaveOutlined'])));
    const kit = (await import(/* @vite-ignore */ join(dir, 'icons.js'))) as typeof Icons;

    render(
      <p>
        <kit.SearchOutlined aria-label="Hľadať" />
        <kit.SaveOutlined aria-label="Uložiť" className="toolbar-icon" />
      </p>,
    );
    // The eager icon is there at once; the deferred one holds its place: antd's icon box, a 1em svg, its name.
    expect(screen.getByRole('img', { name: 'Hľadať' }).querySelector('svg[data-icon="search"]')).not.toBeNull();
    const save = screen.getByRole('img', { name: 'Uložiť' });
    expect(save).toHaveClass('anticon', 'toolbar-icon');
    expect(save.querySelector('svg')).toHaveAttribute('width', '1em');
    expect(save.querySelector('svg[data-icon]')).toBeNull();
    // Then the icon itself, with the same name and class.
    await waitFor(() => expect(screen.getByRole('img', { name: 'Uložiť' }).querySelector('svg[data-icon="save"]')).not.toBeNull());
    expect(screen.getByRole('img', { name: 'Uložiť' })).toHaveClass('anticon', 'toolbar-icon');
  });

  it('have each public antd component in the prebuilt stylesheet\'s samples (a new one would render unstyled)', () => {
    const notRendered = new Set(['ConfigProvider', 'Grid']); // a provider and a hook: no CSS of their own
    const adminOnly = Object.keys(deferredAntd());
    const publicComponents = (kitExports().antd ?? []).filter((name) => !notRendered.has(name) && !adminOnly.includes(name));
    expect(STYLE_SAMPLES.map((sample) => sample.component).sort()).toEqual(publicComponents.sort());
  });

  it('load the deferred antd components on first render, inside the page ConfigProvider, behind the frontend\'s loading state', async () => {
    // Outside node_modules, so vitest transforms it; antd's CommonJS build stands in for its ES modules, which
    // Node cannot load directly (the browser build bundles them).
    const dir = join(import.meta.dirname, '../../.test-kits', String(process.pid));
    mkdirSync(dir, { recursive: true });
    const deferred = { Table: [], List: ['Item'] };
    const toCommonJs = (source: string) => source.replaceAll("'antd/es/index.js'", "'antd'").replaceAll("'antd/es/", "'antd/lib/");
    writeFileSync(join(dir, DEFERRED_KIT_FILE), toCommonJs(deferredKitSource(deferred)));
    writeFileSync(join(dir, FORMS_KIT_FILE), toCommonJs(deferredKitSource({})));
    writeFileSync(join(dir, 'antd.js'), toCommonJs(kitSource('antd', ['ConfigProvider', 'List', 'Table'], deferred)));
    const kit = (await import(/* @vite-ignore */ join(dir, 'antd.js'))) as typeof Antd;
    const sk = (await import('antd/es/locale/sk_SK.js')).default;

    render(
      <kit.ConfigProvider locale={sk}>
        <Suspense fallback={<p role="status">Načítavame administráciu…</p>}>
          <kit.Table aria-label="Objednávky" columns={[{ title: 'Číslo', dataIndex: 'number' }]} dataSource={[]} pagination={false} />
          <kit.List aria-label="Udalosti" dataSource={['Uložené']} renderItem={(item) => <kit.List.Item>{item}</kit.List.Item>} />
        </Suspense>
      </kit.ConfigProvider>,
    );

    // While the chunk loads, the frontend's own boundary says so (the admin's is translated) instead of a blank.
    expect(screen.getByRole('status')).toHaveTextContent('Načítavame administráciu…');
    expect(await screen.findByRole('columnheader', { name: 'Číslo' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    // The empty text comes from the ConfigProvider's Slovak locale: the deferred Table shares its context.
    expect(screen.getAllByText('Žiadne dáta').length).toBeGreaterThan(0);
    // A part of a deferred component (List.Item) renders as well.
    expect(await screen.findByText('Uložené')).toBeInTheDocument();
  });

  it("a deferred component whose chunk failed to load shows the frontend's error, and the error's retry loads it", async () => {
    const dir = join(import.meta.dirname, '../../.test-kits', `retry-${process.pid}`);
    mkdirSync(dir, { recursive: true });
    const deferred = { Table: [] };
    const toCommonJs = (source: string) => source.replaceAll("'antd/es/index.js'", "'antd'").replaceAll("'antd/es/", "'antd/lib/");
    writeFileSync(join(dir, FORMS_KIT_FILE), toCommonJs(deferredKitSource({})));
    writeFileSync(join(dir, DEFERRED_KIT_FILE), toCommonJs(deferredKitSource(deferred)));
    // The bundler's chunk loader fails while the connection is down (a browser's failed chunk request), and loads
    // the chunk again once it is back: the kit's import of its chunk goes through a loader the test controls.
    const connection = { down: true, requests: 0 };
    Object.assign(globalThis, {
      shopTestLoadChunk: () => {
        connection.requests += 1;
        if (connection.down) return Promise.reject(new Error('Loading chunk antd-deferred failed.'));
        return import(/* @vite-ignore */ join(dir, DEFERRED_KIT_FILE));
      },
    });
    const kitWithLoader = kitSource('antd', ['Table'], deferred).replace(/import\([^)]*'\.\/antd-deferred\.js'\)/, 'globalThis.shopTestLoadChunk()');
    expect(kitWithLoader).toContain('globalThis.shopTestLoadChunk()');
    writeFileSync(join(dir, 'antd.js'), toCommonJs(kitWithLoader));
    const kit = (await import(/* @vite-ignore */ join(dir, 'antd.js'))) as typeof Antd;

    /** A frontend's error boundary, with its retry (as RemoteErrorBoundary has). */
    class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
      override state = { failed: false };
      static getDerivedStateFromError() {
        return { failed: true };
      }
      override render() {
        if (!this.state.failed) return this.props.children;
        return (
          <p role="alert">
            Nepodarilo sa načítať. <button type="button" onClick={() => this.setState({ failed: false })}>Skúsiť znova</button>
          </p>
        );
      }
    }
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      render(
        <Boundary>
          <Suspense fallback={<p role="status">Načítavame administráciu…</p>}>
            <kit.Table aria-label="Objednávky" columns={[{ title: 'Číslo', dataIndex: 'number' }]} dataSource={[]} pagination={false} />
          </Suspense>
        </Boundary>,
      );
      expect(await screen.findByRole('alert')).toHaveTextContent('Nepodarilo sa načítať.');

      // The connection is back: the retry asks for the chunk again instead of failing again from memory.
      connection.down = false;
      const requestsWhileDown = connection.requests;
      await act(async () => {
        screen.getByRole('button', { name: 'Skúsiť znova' }).click();
      });
      expect(await screen.findByRole('columnheader', { name: 'Číslo' })).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(connection.requests).toBeGreaterThan(requestsWhileDown);
    } finally {
      quiet.mockRestore();
    }
  });

  it("load react-i18next's Trans on first render, from the kit's own chunk: its links and words as the eager one draws them", async () => {
    const dir = join(import.meta.dirname, '../../.test-kits', `i18n-${process.pid}`);
    mkdirSync(dir, { recursive: true });
    const toCommonJs = (source: string) => source.replace(/'[^']*\/react-i18next\/dist\/es\/index\.js'/g, "'react-i18next'");
    const file = ownDeferredFile('react-i18next');
    writeFileSync(join(dir, file), toCommonJs(ownDeferredSource('react-i18next', ['Trans'])));
    const source = kitSource('react-i18next', ['I18nextProvider', 'Trans', 'useTranslation'], { Trans: [] });
    expect(source).toContain(`import(/* webpackChunkName: "react-i18next-deferred" */ './${file}')`);
    writeFileSync(join(dir, 'react-i18next.js'), toCommonJs(source));
    const kit = (await import(/* @vite-ignore */ join(dir, 'react-i18next.js'))) as typeof ReactI18next;
    const { createInstance } = await import('i18next');
    const i18n = createInstance();
    await i18n.init({ lng: 'sk', resources: { sk: { cart: { notice: 'Platia <privacy>zásady ochrany súkromia</privacy> Google.' } } } });

    function Notice() {
      const { t } = kit.useTranslation('cart');
      return <p><kit.Trans t={t} i18nKey="notice" components={{ privacy: <a href="https://policies.google.com/privacy" /> }} /></p>;
    }
    await act(async () => {
      render(
        <kit.I18nextProvider i18n={i18n}>
          <Suspense fallback={<p role="status">Načítavame…</p>}>
            <Notice />
          </Suspense>
        </kit.I18nextProvider>,
      );
    });
    expect(await screen.findByRole('link', { name: 'zásady ochrany súkromia' })).toHaveAttribute('href', 'https://policies.google.com/privacy');
    expect(screen.getByText(/Platia/)).toHaveTextContent('Platia zásady ochrany súkromia Google.');
    // The eager names are the package's own.
    expect(kit.useTranslation).toBe((await import('react-i18next')).useTranslation);
  });

  it('give ConfigProvider the tooltips\' UniqueProvider when first rendered, so `tooltip.unique` still works', async () => {
    const dir = join(import.meta.dirname, '../../.test-kits', `unique-${process.pid}`);
    mkdirSync(dir, { recursive: true });
    // What the build relies on (antdReplacementsPlugin): ConfigProvider imports the provider by this request, and
    // renders it for `tooltip.unique` alone. An antd that changes either fails here instead of growing every page.
    const configProvider = readFileSync(join(ANTD_CONFIG_PROVIDER_DIR, 'index.js'), 'utf8');
    expect(configProvider).toContain("import UniqueProvider from '../tooltip/UniqueProvider';");
    expect(configProvider.match(/createElement\(UniqueProvider\b/g)).toHaveLength(1);
    expect(configProvider).toMatch(/if \(tooltip\?\.unique\) \{\s*childNode = \/\*#__PURE__\*\/React\.createElement\(UniqueProvider,/);
    const source = uniqueProviderSource();
    expect(source).toMatch(/import\(.*'[^']*\/antd\/es\/tooltip\/UniqueProvider\/index\.js'\)/);
    writeFileSync(join(dir, ANTD_UNIQUE_PROVIDER_FILE), source.replace(/'[^']*\/antd\/es\/(tooltip\/UniqueProvider)\/index\.js'/, "'antd/lib/$1'"));
    const { default: UniqueProvider } = (await import(/* @vite-ignore */ join(dir, ANTD_UNIQUE_PROVIDER_FILE))) as { default: typeof Antd.Tooltip.UniqueProvider };
    const { Tooltip } = await import('antd');

    await act(async () => {
      render(
        <Suspense fallback={<p role="status">Načítavame…</p>}>
          <UniqueProvider>
            <Tooltip title="Tučné písmo" open>
              <button type="button">B</button>
            </Tooltip>
          </UniqueProvider>
        </Suspense>,
      );
    });
    expect(screen.getByRole('status')).toHaveTextContent('Načítavame…');
    expect(await screen.findByRole('button', { name: 'B' })).toBeInTheDocument();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Tučné písmo');
  });

  it('load a form and its hook from the forms\' chunk: the first render waits, then the form works as antd\'s', async () => {
    const dir = join(import.meta.dirname, '../../.test-kits', `forms-${process.pid}`);
    mkdirSync(dir, { recursive: true });
    const forms = { Form: ['Item', 'useForm'], Input: [] };
    const toCommonJs = (source: string) => source.replaceAll("'antd/es/index.js'", "'antd'").replaceAll("'antd/es/", "'antd/lib/");
    writeFileSync(join(dir, DEFERRED_KIT_FILE), toCommonJs(deferredKitSource({})));
    writeFileSync(join(dir, FORMS_KIT_FILE), toCommonJs(deferredKitSource(forms)));
    writeFileSync(join(dir, 'antd.js'), toCommonJs(kitSource('antd', ['Button', 'ConfigProvider', 'Form', 'Input'], {}, forms)));
    const kit = (await import(/* @vite-ignore */ join(dir, 'antd.js'))) as typeof Antd;
    const sk = (await import('antd/es/locale/sk_SK.js')).default;

    function ContactForm() {
      const [form] = kit.Form.useForm<{ name: string }>();
      return (
        <kit.Form form={form} layout="vertical" initialValues={{ name: 'Jana' }}>
          <kit.Form.Item label="Meno" name="name" rules={[{ required: true, message: 'Zadajte meno.' }]}>
            <kit.Input />
          </kit.Form.Item>
          <kit.Button onClick={() => void form.validateFields().catch(() => undefined)}>Odoslať</kit.Button>
          <kit.Button onClick={() => form.setFieldsValue({ name: '' })}>Vymazať</kit.Button>
        </kit.Form>
      );
    }
    // Rendered in an awaited act: React does not retry a render that suspended (`use`) in an act scope left
    // unawaited, and this test then waited forever when it ran alone.
    await act(async () => {
      render(
      <kit.ConfigProvider locale={sk}>
        <Suspense fallback={<p role="status">Načítavame formulár…</p>}>
          <ContactForm />
        </Suspense>
      </kit.ConfigProvider>,
    );
    });

    expect(screen.getByRole('status')).toHaveTextContent('Načítavame formulár…');
    const name = await screen.findByRole('textbox', { name: 'Meno' });
    expect(name).toHaveValue('Jana');
    // The instance of the deferred useForm drives the deferred Form: its values and its rules.
    screen.getByRole('button', { name: 'Vymazať' }).click();
    await waitFor(() => expect(name).toHaveValue(''));
    screen.getByRole('button', { name: 'Odoslať' }).click();
    expect(await screen.findByText('Zadajte meno.')).toBeInTheDocument();
  });

});
