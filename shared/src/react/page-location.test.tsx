// The header's links and address without a router: a link is followed without a page load, the current page is
// marked, and the address a server render is made for is the one rendered.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { ClientLink, isCurrentPath, ServerLocationContext, usePageLocation } from './page-location.tsx';

function Address() {
  const { pathname, search } = usePageLocation();
  return <p>{`${pathname}${search}`}</p>;
}

afterEach(() => window.history.pushState(null, '', '/'));

describe('ClientLink', () => {
  it('follows a plain click with a history entry and no page load, and tells the page (popstate, as single-spa does)', async () => {
    window.history.pushState(null, '', '/en');
    const entries = window.history.length;
    let chosen = 0;
    render(
      <ClientLink to="/en/cart" onClick={() => (chosen += 1)}>
        Cart
      </ClientLink>,
    );
    const link = screen.getByRole('link', { name: 'Cart' });
    expect(link).toHaveAttribute('href', '/en/cart');
    await userEvent.click(link);
    expect(window.location.pathname).toBe('/en/cart');
    expect(window.history.length).toBe(entries + 1);
    expect(chosen).toBe(1);
    // Again on the page it is on: the entry is replaced, not added.
    await userEvent.click(link);
    expect(window.history.length).toBe(entries + 1);
  });

  it('leaves a modified click (new tab) and another target to the browser', async () => {
    window.history.pushState(null, '', '/en');
    render(
      <>
        <ClientLink to="/en/contact">Contact</ClientLink>
        <ClientLink to="/en/gallery" target="_blank">
          Gallery
        </ClientLink>
      </>,
    );
    const user = userEvent.setup();
    await user.keyboard('{Control>}');
    await user.click(screen.getByRole('link', { name: 'Contact' }));
    await user.keyboard('{/Control}');
    const blank = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    screen.getByRole('link', { name: 'Gallery' }).dispatchEvent(blank);
    expect(window.location.pathname).toBe('/en');
  });
});

describe('usePageLocation', () => {
  it("follows the page's navigations", () => {
    window.history.pushState(null, '', '/sk/produkty?page=2');
    render(<Address />);
    expect(screen.getByText('/sk/produkty?page=2')).toBeInTheDocument();
    act(() => {
      window.history.pushState(null, '', '/sk/kosik');
      // single-spa turns every pushState into a popstate; this test has no single-spa, so it fires it itself.
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(screen.getByText('/sk/kosik')).toBeInTheDocument();
  });

  it('renders on the server the address the page is rendered for', () => {
    const html = renderToString(
      <ServerLocationContext value={{ pathname: '/hu/termekek', search: '?q=kapu' }}>
        <Address />
      </ServerLocationContext>,
    );
    expect(html).toContain('/hu/termekek?q=kapu');
  });
});

describe('isCurrentPath', () => {
  it('marks the page itself and, unless `end`, the pages below it', () => {
    expect(isCurrentPath('/en/products', '/en/products')).toBe(true);
    expect(isCurrentPath('/en/products/', '/en/products')).toBe(true);
    expect(isCurrentPath('/en/products/gates', '/en/products')).toBe(true);
    expect(isCurrentPath('/en/productsx', '/en/products')).toBe(false);
    expect(isCurrentPath('/en/products', '/en', true)).toBe(false);
    expect(isCurrentPath('/en', '/en', true)).toBe(true);
  });
});
