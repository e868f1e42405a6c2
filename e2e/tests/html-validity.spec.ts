import { HtmlValidate, type Message } from 'html-validate';
import { expect, test } from '../support/test.ts';
import { ROUTES, localePath, type RouteDefinition } from '@shop/shared/routes';
import { seededRouteParams } from '../support/routes.ts';

// Every page type the server renders, as it sends it (no script runs): html-validate's recommended rules, so a
// heading inside a <span> or an aria-label on a <div> without a role fails here (issue 47).
// Off or relaxed, each for a reason: how React writes HTML (`<img />`, `viewBox` of SVG, `<!DOCTYPE html>`, empty and
// boolean attributes, its useId ids), the style props that carry an image's own size, the search box's suggestion
// list (an ARIA combobox's listbox: a native select cannot be one), and checkboxes of one filter that share a name as
// a form sends several values.
const validator = new HtmlValidate({
  extends: ['html-validate:recommended'],
  rules: {
    'void-style': 'off',
    'attr-case': 'off',
    'doctype-style': 'off',
    'attribute-empty-style': 'off',
    'attribute-boolean-style': 'off',
    'no-inline-style': 'off',
    'valid-id': ['error', { relaxed: true }],
    'prefer-native-element': ['error', { exclude: ['listbox'] }],
    'form-dup-name': ['error', { shared: ['radio', 'button', 'reset', 'submit', 'checkbox'] }],
  },
});

const describeMessage = (m: Message) => `${m.line}:${m.column} ${m.ruleId}: ${m.message} [${m.selector ?? ''}]`;

test('every server-rendered page type passes html-validate’s recommended rules', async ({ request }) => {
  test.setTimeout(180_000);
  const { gates, product, params } = await seededRouteParams(request, 'sk');
  // The public pages (the admin's are drawn in the browser only), its sign-in, and the two 404s.
  const paths = ROUTES.filter((r: RouteDefinition) => r.layout !== 'admin' && r.name !== 'cart-order')
    .map((r) => localePath(r.name, 'sk', params[r.name] ?? {}))
    .concat(['/sk/no-such-product', '/sk/no/such/route', `/en/category/${gates.slug}`, `/ru/${product.slug}`]);
  const problems: string[] = [];
  for (const path of paths) {
    const response = await request.get(path);
    const html = await response.text();
    const report = await validator.validateString(html, path);
    for (const result of report.results) for (const m of result.messages) problems.push(`${path} ${describeMessage(m)}`);
  }
  expect(problems).toEqual([]);
});
