import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadRecaptcha, RECAPTCHA_POLL_MS } from './recaptcha.ts';

describe('reCAPTCHA loader', () => {
  afterEach(() => {
    delete window.grecaptcha;
    document.getElementById('recaptcha-v3-script')?.remove();
  });

  it('adds the script with the site key and resolves once grecaptcha is ready', async () => {
    const loading = loadRecaptcha('site-key-123');
    const script = document.getElementById('recaptcha-v3-script') as HTMLScriptElement;
    expect(script.src).toBe('https://www.google.com/recaptcha/api.js?render=site-key-123');
    // Google's script defines grecaptcha some time after it was added; the loader polls for it.
    setTimeout(() => {
      window.grecaptcha = { ready: (callback) => callback(), execute: async () => 'token-from-google' };
    }, RECAPTCHA_POLL_MS * 4);
    const grecaptcha = await loading;
    await expect(grecaptcha.execute('site-key-123', { action: 'cart_send' })).resolves.toBe('token-from-google');
  });

  it('gives up when the script never becomes ready, and tries again on the next call', async () => {
    await expect(loadRecaptcha('site-key-123', 100)).rejects.toThrow('did not become ready');
    await waitFor(() => expect(document.getElementById('recaptcha-v3-script')).toBeNull());
    const again = loadRecaptcha('site-key-123', 1000);
    expect(document.getElementById('recaptcha-v3-script')).not.toBeNull();
    window.grecaptcha = { ready: (callback) => callback(), execute: async () => 'second' };
    await expect(again).resolves.toBeDefined();
  });
});
