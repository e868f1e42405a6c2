// The runtime plugin against the real Module Federation runtime: a container created after the shell's (as each
// remote's is) resolves its shared libraries in tasks of their own and runs each library's module once, up front.
import { createInstance } from '@module-federation/enhanced/runtime';
import { describe, expect, it } from 'vitest';
import sharedLoadingInTasks from './shared-loading-plugin.ts';

/**
 * A shared library as a build provides it: `get` loads its chunk, the factory runs its module once (a bundler's
 * module cache, which keeps nothing of a module that threw: the next require runs it again).
 */
function library(name: string, events: string[], body: () => unknown = () => ({ name })) {
  let exports: unknown;
  let ran = false;
  const factory = () => {
    if (!ran) {
      events.push(`run ${name}`);
      exports = body();
      ran = true;
    }
    return exports;
  };
  return {
    version: '1.0.0',
    get: () => {
      events.push(`get ${name}`);
      return Promise.resolve(factory);
    },
    shareConfig: { singleton: true, requiredVersion: '^1.0.0' },
  };
}

describe('shared libraries in tasks of their own', () => {
  sharedLoadingInTasks();

  it("resolves each library after the task that asked for it, and runs its module once, before it is required", async () => {
    const events: string[] = [];
    const remote = createInstance({ name: 'remote_a', remotes: [], shared: { 'lib-a': library('lib-a', events) } });
    setTimeout(() => events.push('the task queued before'), 0);
    const loading = remote.loadShare<{ name: string }>('lib-a');
    events.push('asked');

    const factory = await loading;
    expect(events).toEqual(['asked', 'the task queued before', 'get lib-a', 'run lib-a']);
    // Required later, as the remote's code does: the same exports, the module not run again.
    expect(factory && factory()).toEqual({ name: 'lib-a' });
    expect(events.filter((event) => event === 'run lib-a')).toHaveLength(1);
  });

  it('a library whose module fails still resolves: the error comes where the library is required', async () => {
    const events: string[] = [];
    const broken = () => {
      throw new Error('the module failed');
    };
    const remote = createInstance({ name: 'remote_b', remotes: [], shared: { 'lib-b': library('lib-b', events, broken) } });
    const factory = await remote.loadShare('lib-b');
    expect(factory).toBeTypeOf('function');
    expect(() => (factory as () => unknown)()).toThrow('the module failed');
  });
});
