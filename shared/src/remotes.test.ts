// The one list of remotes (shared/remotes.mjs) is the workspace as it is: every remote folder is in it, each under
// its package's name and its build's Module Federation name, and the route table's owners are its page remotes.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROUTES } from './routing/routes.ts';
import { HEADER_REMOTE, PAGE_REMOTES, REMOTE_NAMES, federationNameOf, isRemoteName } from './remotes.ts';

const workspace = join(import.meta.dirname, '..', '..');

describe('the list of remotes', () => {
  it('names every remote folder of the workspace, each with its package name and its build name', () => {
    const folders = readdirSync(workspace).filter((name) => name.startsWith('mf-'));
    expect([...REMOTE_NAMES].sort()).toEqual(folders.sort());
    for (const remote of REMOTE_NAMES) {
      expect((JSON.parse(readFileSync(join(workspace, remote, 'package.json'), 'utf8')) as { name: string }).name).toBe(`@shop/${remote}`);
      expect(readFileSync(join(workspace, remote, 'rsbuild.config.ts'), 'utf8'), `${remote}'s build name`).toContain(`name: '${federationNameOf(remote)}'`);
    }
  });

  it('has the page remotes own the routes, each at least one, and the header remote none', () => {
    const owners = new Set(ROUTES.map((route) => route.remote));
    expect([...owners].sort()).toEqual([...PAGE_REMOTES].sort());
    expect(owners.has(HEADER_REMOTE as never)).toBe(false);
  });

  it('tells a remote from another name, and gives its Module Federation name', () => {
    expect(isRemoteName('mf-cart')).toBe(true);
    expect(isRemoteName('shell')).toBe(false);
    expect(federationNameOf('mf-cart')).toBe('mf_cart');
  });
});
