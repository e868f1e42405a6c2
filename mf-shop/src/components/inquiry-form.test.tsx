// The inquiry form with a reCAPTCHA site key (issue 32, 7): it sends the bot-check token as the sent cart does, shows
// Google's notice, and says so in the visitor's language when the check cannot run.
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest';
import { api, providePublicConfig } from '@shop/shared';
import { renderShop } from '../test/render-shop.tsx';

const SITE_KEY = 'site-key-for-tests';
// The calls go through to the test API; the spy only records what the form sent.
let post: MockInstance<typeof api.post>;
const sentInquiries = () => post.mock.calls.filter(([url]) => url === '/api/inquiries').map(([, body]) => body);

beforeAll(() => {
  providePublicConfig({ recaptchaSiteKey: SITE_KEY });
  post = vi.spyOn(api, 'post');
});

afterEach(() => {
  cleanup();
  // The loader's script tag (jsdom loads nothing from Google; window.grecaptcha is the test's): without it the
  // loader starts anew in the next test instead of keeping the grecaptcha it found.
  document.getElementById('recaptcha-v3-script')?.remove();
  delete window.grecaptcha;
  post.mockClear();
});

afterAll(() => {
  post.mockRestore();
  providePublicConfig({});
});

async function fillContactForm() {
  const user = userEvent.setup();
  await renderShop('/en/contact');
  const form = (await screen.findByRole('heading', { level: 2, name: 'Write to us' })).closest('section') as HTMLElement;
  await user.type(within(form).getByLabelText('Full name'), 'Jane Smith');
  await user.type(within(form).getByLabelText('E-mail'), 'jane.smith@example.com');
  await user.type(within(form).getByLabelText('Message'), 'Do you make railings for a spiral staircase?');
  return { user, form };
}

describe('inquiry form with a reCAPTCHA site key', () => {
  it('sends a fresh token for the inquiry action and shows Google’s notice', async () => {
    const actions: string[] = [];
    window.grecaptcha = {
      ready: (callback) => callback(),
      execute: async (key, { action }) => {
        actions.push(`${key}:${action}`);
        return 'token-from-google';
      },
    };
    const { user, form } = await fillContactForm();
    expect(within(form).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', 'https://policies.google.com/privacy');
    await user.click(within(form).getByRole('button', { name: 'Send message' }));
    expect(await within(form).findByText(/^Thank you, Jane Smith\./, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(actions).toEqual([`${SITE_KEY}:inquiry`]);
    expect(sentInquiries()).toEqual([expect.objectContaining({ kind: 'contact', 'g-recaptcha-response': 'token-from-google' })]);
  });

  it('keeps the message and explains when the check cannot run, sending nothing', async () => {
    window.grecaptcha = {
      ready: (callback) => callback(),
      execute: async () => {
        throw new Error('reCAPTCHA is blocked');
      },
    };
    const { user, form } = await fillContactForm();
    await user.click(within(form).getByRole('button', { name: 'Send message' }));
    expect(await within(form).findByText('The check that protects the site from robots could not be loaded. Check your connection and try again.')).toBeInTheDocument();
    expect(within(form).getByText('The message could not be sent')).toBeInTheDocument();
    expect(within(form).getByLabelText('Message')).toHaveValue('Do you make railings for a spiral staircase?');
    expect(sentInquiries()).toEqual([]);
  });
});
