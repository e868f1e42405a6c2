// Module Federation runtime plugin of the shell (rsbuild.config.ts `runtimePlugins`), which also registers itself
// for every remote container of the page: each shared library a container asks for is resolved, and its module run,
// in a task of its own (docs/decisions/0069-start-in-short-tasks.md).
//
// A remote's container asks for its page singletons as it starts (React, React DOM, react-i18next, i18next, antd's
// style cache, @shop/shared's runtime). Without a break, the entry's arrival, the share negotiation, the chunk
// requests and then the evaluation of every library ran as a few long tasks on Lighthouse's phone. Evaluating a
// library as soon as it is resolved (its module runs once; the later `require` gets the same exports) spreads that
// work over short tasks too. Only the runtime's documented plugin hooks and `registerGlobalPlugins` are used.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { registerGlobalPlugins } from '@module-federation/enhanced/runtime';

/**
 * Resumes in a new task, ahead of other queued work where the browser can (scheduler.yield, Chromium 129+). The same
 * as @shop/shared's yieldToBrowser, which this plugin cannot import: it runs before any shared library exists.
 */
function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

const plugin: ModuleFederationRuntimePlugin = {
  name: 'shop-shared-loading-in-tasks',
  async beforeLoadShare(args) {
    await nextTask();
    return args;
  },
  afterLoadShare({ selectedShared }) {
    try {
      (selectedShared?.lib as (() => unknown) | undefined)?.();
    } catch {
      // It runs again where it is required, and that reports the error.
    }
  },
};

export default function sharedLoadingInTasks(): ModuleFederationRuntimePlugin {
  // The remotes' containers are created later, as their entries arrive: a global plugin reaches them too.
  registerGlobalPlugins([plugin]);
  return plugin;
}
