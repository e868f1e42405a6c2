import { api, type AdminSettings } from '@shop/shared';
import { useApi } from '@shop/shared/react';

/** GET/PUT /api/admin/settings: the stored settings and the public keys the server's environment sets. */
export interface SettingsAnswer {
  data: AdminSettings;
  environment: { recaptcha_site_key: string | null; maps_key: string | null; analytics_id: string | null };
}

export async function getSettings(signal?: AbortSignal): Promise<SettingsAnswer> {
  const { data } = await api.get<SettingsAnswer>('/api/admin/settings', { signal });
  return data;
}

export function useSettings() {
  return useApi('admin-settings', getSettings);
}

export async function saveSettings(input: AdminSettings): Promise<SettingsAnswer> {
  const { data } = await api.put<SettingsAnswer>('/api/admin/settings', input);
  return data;
}
