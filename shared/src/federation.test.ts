// The sharing rules of every build (shared/federation.mjs): what a page holds once, under which version rule, and
// that nothing else is shared (a shared library is what ties separately released builds together).
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PAGE_SINGLETONS, RUNTIME_VERSION, sharedDependencies } from '../federation.mjs';
import { REMOTE_NAMES } from '../remotes.mjs';

const workspace = join(import.meta.dirname, '..', '..');
const dependenciesOf = (pkg: string) => (JSON.parse(readFileSync(join(workspace, pkg, 'package.json'), 'utf8')) as { dependencies: Record<string, string> }).dependencies;

describe('sharing rules', () => {
  it('shares React, react-dom, i18next with react-i18next, antd\'s style cache and the shop runtime as strict singletons at the versions the remote was built with', () => {
    const cart = dependenciesOf('mf-cart');
    const shared = sharedDependencies(cart);
    expect(Object.keys(shared).sort()).toEqual(['@ant-design/cssinjs', '@shop/shared/runtime', 'i18next', 'react', 'react-dom', 'react-dom/client', 'react-i18next', 'react/jsx-runtime']);
    for (const option of Object.values(shared)) expect(option).toMatchObject({ singleton: true, strictVersion: true });
    expect(shared.react?.requiredVersion).toBe(cart.react);
    expect(shared['react-dom/client']?.requiredVersion).toBe(cart['react-dom']);
    expect(shared['@shop/shared/runtime']).toMatchObject({ requiredVersion: `^${RUNTIME_VERSION}`, version: RUNTIME_VERSION });
  });

  it('bundles antd, its icons, the router, rxjs, axios and the rest of @shop/shared into each build: a remote may start using any of their exports alone', () => {
    for (const remote of REMOTE_NAMES) {
      const shared = Object.keys(sharedDependencies(dependenciesOf(remote)));
      for (const bundled of ['antd', '@ant-design/icons', 'react-router-dom', 'rxjs', 'axios', 'dayjs', '@shop/shared', '@shop/shared/react', 'single-spa-react']) {
        expect(shared, `${remote} shares ${bundled}`).not.toContain(bundled);
      }
    }
  });

  it('the shell, without React, shares only what it has: i18next and the shop runtime', () => {
    expect(Object.keys(sharedDependencies(dependenciesOf('shell'))).sort()).toEqual(['@shop/shared/runtime', 'i18next']);
  });

  it('every build that uses a page singleton depends on it itself, so it can share it', () => {
    for (const remote of REMOTE_NAMES) {
      const dependencies = dependenciesOf(remote);
      for (const pkg of new Set(Object.values(PAGE_SINGLETONS))) expect(dependencies[pkg], `${remote} depends on ${pkg}`).toBeTruthy();
    }
  });
});
