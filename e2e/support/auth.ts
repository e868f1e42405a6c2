import type { APIRequestContext, BrowserContext } from '@playwright/test';

export const DEMO_ADMIN = { email: 'admin@example.com', password: 'demo-admin-2026' };

/** Signs the demo admin in through the API and stores the token where the site keeps it (the `token` cookie). */
export async function signInAsDemoAdmin(context: BrowserContext, request: APIRequestContext, baseURL: string): Promise<string> {
  const response = await request.post('/api/auth/login', { data: DEMO_ADMIN });
  if (!response.ok()) throw new Error(`Sign-in failed: ${response.status()} ${await response.text()}`);
  const { token } = (await response.json()) as { token: string };
  await context.addCookies([{ name: 'token', value: token, url: baseURL, sameSite: 'Strict' }]);
  return token;
}
