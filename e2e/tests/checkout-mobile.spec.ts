import { expect, test } from '../support/test.ts';
import { LANG_CODES } from '@shop/shared/routes';
import type { CategoryDetail, TopCategory } from '@shop/shared';
import { apiGet } from '../support/api.ts';
import { messages } from '../support/messages.ts';

// Issue 47: on a 390 px phone the checkout's step names ran into each other ("Elérhetőségek3 Összesítés").
test.use({ viewport: { width: 390, height: 844 } });

test('on a phone the checkout’s step names stay inside their own boxes, in every language', async ({ page, request }) => {
  const [top] = await apiGet<TopCategory[]>(request, '/api/product-category/top', 'sk');
  if (!top) throw new Error('The seed has no top category');
  const [product] = (await apiGet<CategoryDetail>(request, `/api/product-category/${top.slug}`, 'sk')).products;
  if (!product) throw new Error(`The seeded category ${top.slug} has no products`);
  await page.goto(`/sk/${product.slug}`);
  await page.getByRole('main').getByRole('button', { name: messages('mf-shop', 'sk')('cart.add') }).first().click();
  await expect(page.getByRole('banner').getByRole('link', { name: new RegExp(`^${messages('mf-header', 'sk')('cart')}`) })).toHaveAccessibleName(/\(1\)/);

  for (const lang of LANG_CODES) {
    const cart = messages('mf-cart', lang);
    await page.goto(`/${lang}/cart/contact`);
    const steps = page.getByRole('navigation', { name: cart('stepsNav.label') }).getByRole('listitem');
    await expect(steps).toHaveCount(3);
    // Each step's name: its text fits its box (nothing overflows), and no two steps' boxes overlap.
    const boxes = await steps.evaluateAll((items) =>
      items.map((item) => {
        const title = item.querySelector('.checkout-steps__title') as HTMLElement;
        const text = document.createRange();
        text.selectNodeContents(title);
        const r = text.getBoundingClientRect();
        const li = item.getBoundingClientRect();
        return { text: title.textContent, left: r.left, right: r.right, itemLeft: li.left, itemRight: li.right };
      }),
    );
    for (const [i, box] of boxes.entries()) {
      expect(box.left, `${lang} ${box.text} starts in its step`).toBeGreaterThanOrEqual(box.itemLeft - 0.5);
      expect(box.right, `${lang} ${box.text} ends in its step`).toBeLessThanOrEqual(box.itemRight + 0.5);
      const next = boxes[i + 1];
      if (next) expect(box.right, `${lang} ${box.text} ends before ${next.text}`).toBeLessThanOrEqual(next.left);
    }
    expect(boxes.at(-1)!.itemRight, `${lang}: the steps fit the screen`).toBeLessThanOrEqual(390);
  }
});
