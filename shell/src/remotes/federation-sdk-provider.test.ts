// The shell's lending of Module Federation's bundler runtime, against the real runtime: each remote entry that reads
// the global gets a container of its own, and starting one leaves the shell's instance the runtime's current one
// (the shell's registerRemotes and loadRemote act on it).
import { createRequire } from 'node:module';
import { afterEach, describe, expect, it } from 'vitest';

interface Instance {
  options: { name: string };
}
interface Runtime {
  init(options: { name: string; remotes: never[] }): Instance;
  getInstance(): Instance | null;
}
interface Federation {
  runtime: Runtime;
  bundlerRuntime: Record<string, unknown> & { S: object };
  bundlerRuntimeOptions: object;
  attachShareScopeMap: unknown;
}
type Provider = (params: { globals: Record<string, string>; bundlerRuntimeGlobal: string }) => { beforeInit<T>(args: T): T };

const require = createRequire(import.meta.url);
const provider = require('./federation-sdk-provider.cjs') as Provider;
// The package as the shell's build bundles it, CommonJS like the provider's own requires (one runtime module state).
const bundler = (require('@module-federation/webpack-bundler-runtime') as { default: Federation }).default;

const GLOBAL = '_TEST_FEDERATION_BUNDLER_RUNTIME';
const lent = () => (globalThis as Record<string, unknown>)[GLOBAL] as Federation;
const pageGlobals = globalThis as { __webpack_require__?: unknown };

describe('the bundler runtime the shell lends to remote entries', () => {
  afterEach(() => {
    delete (globalThis as Record<string, unknown>)[GLOBAL];
    delete pageGlobals.__webpack_require__;
  });

  function startShell() {
    // The shell's container as its entry leaves it: the package's keys copied in; the shell's build (it exposes
    // nothing) has no initContainerEntry.
    pageGlobals.__webpack_require__ = { federation: { ...bundler, bundlerRuntime: { ...bundler.bundlerRuntime, initContainerEntry: undefined } } };
    const shell = bundler.runtime.init({ name: 'shell_under_test', remotes: [] });
    provider({ globals: {}, bundlerRuntimeGlobal: GLOBAL }).beforeInit({});
    return shell;
  }

  it('gives each remote entry a container of its own and leaves the shell the current instance', () => {
    const shell = startShell();
    const header = lent();
    const page = lent();
    expect(header).not.toBe(page);
    expect(header.bundlerRuntimeOptions).not.toBe(page.bundlerRuntimeOptions);
    expect(header.bundlerRuntime.S).not.toBe(page.bundlerRuntime.S);
    expect(header.bundlerRuntime.initContainerEntry, 'what the shell lacks, the remotes get').toBeTypeOf('function');

    const headerInstance = header.runtime.init({ name: 'mf_header_under_test', remotes: [] });
    const pageInstance = page.runtime.init({ name: 'mf_page_under_test', remotes: [] });
    expect(headerInstance.options.name).toBe('mf_header_under_test');
    expect(pageInstance.options.name).toBe('mf_page_under_test');
    expect(bundler.runtime.getInstance(), "the runtime's current instance is still the shell's").toBe(shell);
  });

  it("a second entry of the same remote (a release) takes the remote's instance, not a new one", () => {
    startShell();
    const first = lent().runtime.init({ name: 'mf_release_under_test', remotes: [] });
    const second = lent().runtime.init({ name: 'mf_release_under_test', remotes: [] });
    expect(second).toBe(first);
  });
});
