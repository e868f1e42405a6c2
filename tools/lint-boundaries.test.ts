// The import boundaries (tools/lint-boundaries.js) refuse what crosses them and allow what does not, through the
// workspace's own ESLint setup.
import { ESLint } from 'eslint';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

/** The boundary errors ESLint reports for one import written in a file at `file`. */
async function boundaryErrors(file: string, specifier: string): Promise<string[]> {
  const [result] = await eslint.lintText(`import { x } from '${specifier}';\nexport const y = x;\n`, { filePath: join(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('import boundaries', () => {
  it.each([
    ['mf-cart/src/app/app.tsx', '../../../mf-shop/src/components/x.tsx', 'a remote into another remote by a relative path'],
    ['mf-cart/src/features/cart/components/a.tsx', '../../../../../mf-catalog/src/lib/x.ts', 'a remote feature into another remote'],
    ['mf-cart/src/app/app.tsx', '@shop/mf-header', 'a remote into another remote by name'],
    ['mf-shop/src/app/app.tsx', '../../shell/src/remotes/registry.ts', 'a remote into the shell'],
    ['mf-cart/src/features/checkout/components/a.tsx', '../../cart/components/cart-line-item.tsx', 'a feature into another feature'],
    ['shared/src/format-date.ts', '../../mf-cart/src/app/app.tsx', 'shared into a remote'],
    ['shared/src/index.ts', '@shop/api', 'shared into the API'],
    ['shared/src/api/category.ts', '../runtime/api-client.ts', 'shared past the runtime singleton'],
    ['shared/src/react/use-lang.ts', '../languages.ts', "shared's React half past the core's package name"],
    ['api/src/app.ts', '../../mf-shop/src/app/render.server.tsx', 'the API into a frontend'],
    ['api/src/app.ts', '@shop/shared/react', "the API into shared's React half"],
    ['shell/src/bootstrap.ts', '../../mf-cart/src/app/entry.tsx', 'the shell into a remote by a relative path'],
    ['shell/src/bootstrap.ts', '@shop/mf-shop', 'the shell into a remote by name'],
    ['mf-cart/src/app/app.tsx', '../../../shared/src/runtime/cart.ts', "a remote into shared's runtime by a path (a second bus)"],
    ['mf-cart/src/features/cart/components/a.tsx', '../../../../../shared/src/react/button.tsx', "a remote feature into shared's source by a path"],
    ['shell/src/bootstrap.ts', '../../shared/src/runtime/index.ts', "the shell into shared's runtime by a path"],
    ['api/src/modules/seo/head.ts', '../../../../shared/src/routing/routes.ts', "the API into shared's source by a path"],
    ['api/src/modules/cart/service.ts', '../orders/search.ts', "an API module into another module's file"],
    ['api/src/modules/users/service.ts', '../../modules/auth/service.ts', "an API module into another module's file by a longer path"],
    ['api/src/modules/orders/routes.ts', '../site/repository.ts', "an API module's routes into another module's repository"],
    ['api/src/modules/auth/passwords.ts', '../mail/outbox.ts', "an API module into the mail module's file"],
    ['api/src/modules/mail/worker.ts', '../site/repository.ts', "the mail module into another module's file"],
    ['api/src/modules/seo/routes.ts', '../preview/service.ts', "the seo module into another module's file"],
    ['api/src/plugins/request-id.ts', '../modules/page-render/render-page.ts', "a plugin into the page-render module's file"],
    ['api/src/plugins/site.ts', '../modules/preview/service.ts', "a plugin into a module's file"],
    ['api/src/config.ts', './modules/auth/password-strength.ts', "the API's settings into a module's file"],
    ['api/src/lib/remote-registry.ts', '../modules/releases/registry.ts', "lib into a module's file"],
    ['api/src/modules/cart/routes.ts', './repository.ts', "an API module's routes past its service into its repository"],
    ['api/src/modules/content/admin-routes.ts', './repository.ts', "an API module's admin routes into its repository"],
    ['api/src/modules/orders/repository.ts', './service.ts', "an API module's repository up into its service"],
    ['api/src/modules/orders/repository.ts', './buyer-routes.ts', "an API module's repository up into its routes"],
  ])('refuses %s importing %s (%s)', async (file, specifier) => {
    expect(await boundaryErrors(file, specifier)).not.toEqual([]);
  });

  it.each([
    ['mf-cart/src/features/checkout/components/a.tsx', '../hooks/use-checkout.ts'],
    ['mf-cart/src/features/checkout/components/a.tsx', '../../../components/x.tsx'],
    ['mf-cart/src/features/checkout/components/a.tsx', '../../../lib/x.ts'],
    ['mf-cart/src/app/app.tsx', '../features/cart/components/cart-page.tsx'],
    ['mf-cart/src/app/app.tsx', '@shop/shared/react'],
    ['shared/src/api/category.ts', '@shop/shared/runtime'],
    ['shared/src/runtime/api-client.ts', './token-store.ts'],
    ['api/src/app.ts', '@shop/shared/contracts'],
    ['api/src/modules/seo/head.ts', '@shop/shared/routes'],
    ['api/src/modules/cart/service.ts', '../orders/index.ts'],
    ['api/src/modules/cart/service.ts', './repository.ts'],
    ['api/src/modules/cart/service.ts', '../../lib/errors.ts'],
    ['api/src/modules/cart/service.ts', '../../db/schema.ts'],
    ['api/src/plugins/site.ts', '../modules/preview/index.ts'],
    ['api/src/plugins/site.ts', '../modules/page-render/index.ts'],
    ['api/src/modules/content/inquiry-mail.ts', '../mail/index.ts'],
    ['api/src/config.ts', './modules/auth/index.ts'],
    ['api/src/app.ts', './modules/cart/service.ts'],
    ['api/src/modules/cart/routes.ts', './service.ts'],
    ['api/src/modules/cart/service.ts', './repository.ts'],
    ['api/src/modules/orders/repository.ts', './snapshot.ts'],
    ['shell/src/bootstrap.ts', '@shop/shared/runtime'],
    ['shell/src/bootstrap.ts', './remotes/registry.ts'],
  ])('allows %s importing %s', async (file, specifier) => {
    expect(await boundaryErrors(file, specifier)).toEqual([]);
  });
});
