// Journeys never sleep for a fixed time and never force an action past Playwright's checks: the workspace's ESLint
// setup refuses both in e2e/, and allows the waits a person's eyes would do.
import { ESLint } from 'eslint';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

async function refusals(code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, 'e2e/tests/example.spec.ts') });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-syntax' || m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

const journey = (body: string, imports = "import { test } from '../support/test.ts';") => `${imports}\ntest('x', async ({ page }) => {\n${body}\n});\n`;

describe('journey lint', () => {
  it.each([
    ['a fixed sleep', "await page.waitForTimeout(500);"],
    ['a forced click', "await page.getByRole('button').click({ force: true });"],
    ['a forced check', "await page.getByRole('checkbox').check({ timeout: 1000, force: true });"],
  ])('refuses %s', async (_, body) => {
    expect(await refusals(journey(body))).toHaveLength(1);
  });

  it("refuses Playwright's own test, which has no shop of the worker's", async () => {
    expect(await refusals(journey('await page.goto("/");', "import { test } from '@playwright/test';"))).toHaveLength(1);
  });

  it.each([
    ['a wait for an element', "await page.getByRole('button').waitFor();"],
    ['a click', "await page.getByRole('button').click();"],
    ['the page clock', 'await page.clock.runFor(500);'],
    ['a folder removed with force', "const { rmSync } = await import('node:fs');\nrmSync('/tmp/x', { recursive: true, force: true });"],
  ])('allows %s', async (_, body) => {
    expect(await refusals(journey(body))).toEqual([]);
  });
});
