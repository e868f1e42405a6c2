// The admin's homepage modules: their texts, image and visibility, and their order on the page.
import type { AdminModule, AdminModuleUpdate, LangTexts } from '@shop/shared/contracts/content-admin';
import type { HomepageModuleType } from '@shop/shared/contracts/pages';
import { LANG_CODES } from '@shop/shared/languages';
import type { AuthContext } from '../../types.ts';
import { invalidFields, notFound, unprocessable, type FieldError } from '../../lib/errors.ts';
import type { MediaFiles } from './admin-media.ts';
import type { RecordChange } from './admin-service.ts';
import type { ContentRepository } from './repository.ts';
import { mediaImage } from './service.ts';

const emptyTexts = (): LangTexts => ({ sk: '', en: '', hu: '', sr: '', ru: '' });
const textsOf = (values: Record<string, string> | undefined): LangTexts => ({ ...emptyTexts(), ...Object.fromEntries(LANG_CODES.map((l) => [l, values?.[l] ?? ''])) });

export function createModulesAdmin(repo: ContentRepository, media: MediaFiles, changed: RecordChange) {
  function moduleOf(m: Awaited<ReturnType<typeof repo.modules>>[number]): AdminModule {
    const texts = JSON.parse(m.texts_json) as Record<string, Record<string, string>>;
    return {
      uuid: m.uuid,
      type: m.type as HomepageModuleType,
      position: m.position,
      enabled: m.enabled === 1,
      title: textsOf(texts['title']),
      text: textsOf(texts['text']),
      cta_label: textsOf(texts['cta_label']),
      item_limit: m.item_limit,
      image_path: m.image_path,
      image: mediaImage(m.image_path, m.image_width, m.image_height),
    };
  }

  return {
    async modules(): Promise<AdminModule[]> {
      return (await repo.modules(false)).map(moduleOf);
    },

    async updateModule(uuid: string, body: AdminModuleUpdate, auth: AuthContext | null): Promise<AdminModule> {
      const existing = await repo.moduleByUuid(uuid);
      if (!existing) throw notFound(`Module not found: ${uuid}`, 'module.notFound');
      const errors: FieldError[] = [];
      if (!body.title.sk.trim() && existing.type !== 'top-categories') errors.push({ field: 'title.sk', message: 'is required', code: 'field.required' });
      let image: { path: string; width: number; height: number } | null = null;
      if (body.image_path && body.image_path === existing.image_path && existing.image_width && existing.image_height) {
        image = { path: existing.image_path, width: existing.image_width, height: existing.image_height };
      } else if (body.image_path) {
        const problem = media.problemOf(body.image_path, 'image_path', 'image');
        if (problem) errors.push(problem);
        else image = await media.image(body.image_path);
      }
      if (errors.length > 0) throw invalidFields(`Invalid body: ${errors.map((e) => e.field).join(', ')}`, errors);
      const trim = (t: LangTexts): LangTexts => Object.fromEntries(LANG_CODES.map((l) => [l, t[l].trim()])) as LangTexts;
      await repo.updateModule(uuid, {
        enabled: body.enabled ? 1 : 0,
        texts_json: JSON.stringify({ title: trim(body.title), text: trim(body.text), cta_label: trim(body.cta_label) }),
        item_limit: body.item_limit,
        image_path: image?.path ?? null,
        image_width: image?.width ?? null,
        image_height: image?.height ?? null,
        updated_at: new Date().toISOString(),
      });
      const data = moduleOf((await repo.modules(false)).find((m) => m.uuid === uuid)!);
      await changed(auth, {
        action: 'update',
        entity: 'homepage-module',
        entityId: data.uuid,
        summary: `Updated the homepage module ${data.type}${data.enabled ? '' : ' (hidden)'}`,
        code: data.enabled ? 'homepageModule.updated' : 'homepageModule.updatedHidden',
        params: { moduleType: data.type },
      });
      return data;
    },

    async orderModules(uuids: string[], auth: AuthContext | null): Promise<AdminModule[]> {
      const all = await repo.modules(false);
      const known = new Set(all.map((m) => m.uuid));
      if (uuids.length !== all.length || new Set(uuids).size !== uuids.length || uuids.some((u) => !known.has(u))) {
        throw unprocessable('Invalid body: uuids must list every module exactly once', [{ field: 'uuids', message: 'must list every module exactly once', code: 'module.orderIncomplete' }], 'module.orderIncomplete');
      }
      await repo.orderModules(uuids);
      const data = (await repo.modules(false)).map(moduleOf);
      await changed(auth, {
        action: 'reorder',
        entity: 'homepage-module',
        summary: `Reordered the homepage modules: ${data.map((m) => m.type).join(', ')}`,
        code: 'homepageModule.reordered',
        params: { moduleTypes: data.map((m) => m.type).join(',') },
      });
      return data;
    },
  };
}
