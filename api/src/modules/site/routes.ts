import { Type } from '@sinclair/typebox';
import { SiteSettings } from '@shop/shared/contracts/site';
import type { App } from '../../types.ts';
import type { SiteService } from './service.ts';

export async function siteRoutes(app: App, opts: { site: SiteService }): Promise<void> {
  app.get('/api/site/settings', { schema: { response: { 200: Type.Object({ data: SiteSettings }) } } }, async (req) => ({
    data: await opts.site.settings(req.lang),
  }));
}
