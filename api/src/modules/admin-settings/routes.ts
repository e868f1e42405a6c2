// /api/admin/settings: administrators only.
import { Type } from '@sinclair/typebox';
import { AdminSettings } from '@shop/shared/contracts/admin';
import { ApiError } from '@shop/shared/contracts/common';
import type { App } from '../../types.ts';
import type { AdminSettingsService } from './service.ts';

const NullableString = Type.Union([Type.String(), Type.Null()]);
const SettingsAnswer = Type.Object({
  data: AdminSettings,
  /** What the server's environment sets; an empty public key in data leaves this value in force. */
  environment: Type.Object({ recaptcha_site_key: NullableString, maps_key: NullableString, analytics_id: NullableString }),
});

export async function adminSettingsRoutes(app: App, opts: { settings: AdminSettingsService }): Promise<void> {
  const { settings } = opts;
  const onRequest = app.requireUser(['admin']);
  const errors = { 401: ApiError, 403: ApiError, 422: ApiError };

  app.get('/api/admin/settings', { onRequest, schema: { response: { 200: SettingsAnswer, ...errors } } }, async () => ({
    data: await settings.read(),
    environment: settings.environmentKeys(),
  }));
  app.put('/api/admin/settings', { onRequest, schema: { body: AdminSettings, response: { 200: SettingsAnswer, ...errors } } }, async (req) => ({
    data: await settings.update(req.auth, req.body),
    environment: settings.environmentKeys(),
  }));
}
