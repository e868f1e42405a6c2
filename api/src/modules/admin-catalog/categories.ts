// The catalogue's categories in the admin: the tree, translations, slugs, thumbnail, order and visibility.
import type { AdminCategory, CategoryInput } from '@shop/shared/contracts/admin';
import { LANG_CODES } from '@shop/shared/languages';
import type { AuthContext } from '../../types.ts';
import { conflict, notFound, unprocessable } from '../../lib/errors.ts';
import { DEFAULT_LANG } from '../../lib/lang.ts';
import { mediaUrl } from '../../lib/media.ts';
import { listedChanges, type AuditChange } from '../audit/index.ts';
import { idParams, quoted, resolveSlugs, slugConflict, type imageChecker, type RecordChange } from './catalog-rules.ts';
import type { AdminCatalogRepository } from './repository.ts';

export function createCategoriesAdmin(repo: AdminCatalogRepository, requireImage: ReturnType<typeof imageChecker>, changed: RecordChange) {
  async function categories(): Promise<AdminCategory[]> {
    const [cats, trs, counts] = await Promise.all([repo.allCategories(), repo.allCategoryTranslations(), repo.productCountsByCategory()]);
    const byCat = new Map<number, AdminCategory['translations']>();
    for (const t of trs) {
      const entry = byCat.get(t.category_id) ?? {};
      entry[t.lang] = { name: t.name, slug: t.slug, description: t.description };
      byCat.set(t.category_id, entry);
    }
    return cats.map((c) => ({
      id: c.id,
      uuid: c.uuid,
      parent_id: c.parent_id,
      position: c.position,
      visible: c.visible === 1,
      thumb_path: c.thumb_path,
      thumb_url: mediaUrl(c.thumb_path),
      product_count: counts.get(c.id) ?? 0,
      translations: byCat.get(c.id) ?? {},
      updated_at: c.updated_at,
    }));
  }

  async function category(id: number): Promise<AdminCategory> {
    const found = (await categories()).find((c) => c.id === id);
    if (!found) throw notFound(`Category not found: ${id}`, 'category.notFound');
    return found;
  }

  /** Parent must exist and must not be the category itself or one of its descendants. */
  async function checkParent(id: number | null, parentId: number | null): Promise<void> {
    if (parentId === null) return;
    const all = await repo.allCategories();
    const byId = new Map(all.map((c) => [c.id, c]));
    if (!byId.has(parentId)) throw unprocessable('Invalid parent_id: no such category', [{ field: 'parent_id', message: 'is not an existing category', code: 'category.unknownParent' }], 'category.unknownParent');
    for (let cur: number | null = parentId; cur !== null; cur = byId.get(cur)?.parent_id ?? null) {
      if (cur === id) {
        throw unprocessable('Invalid parent_id: a category cannot be placed under itself', [{ field: 'parent_id', message: 'cannot be the category itself or one of its subcategories', code: 'category.parentLoop' }], 'category.parentLoop');
      }
    }
  }

  async function saveCategory(auth: AuthContext | null, id: number | null, input: CategoryInput): Promise<AdminCategory> {
    const before = id === null ? null : await category(id);
    await checkParent(id, input.parent_id);
    const slugs = resolveSlugs(input.translations);
    const taken = await repo.takenCategorySlugs(slugs, id);
    if (taken.size > 0) throw slugConflict(taken, slugs, 'category');
    if (input.thumb_path !== null && input.thumb_path !== before?.thumb_path) await requireImage(input.thumb_path, 'thumb_path', new Map());

    const values = { parent_id: input.parent_id, position: input.position, visible: input.visible ? 1 : 0, thumb_path: input.thumb_path };
    const translations = LANG_CODES.map((lang) => ({ lang, name: input.translations[lang].name.trim(), slug: slugs[lang], description: input.translations[lang].description.trim() }));
    const savedId = await repo.saveCategory(id, values, translations, new Date().toISOString());

    const name = input.translations[DEFAULT_LANG].name.trim();
    const changes: AuditChange[] = [];
    if (before) {
      const beforeName = before.translations[DEFAULT_LANG]?.name ?? '';
      if (beforeName !== name) changes.push({ text: `name "${beforeName}" → "${name}"`, code: 'name', params: { from: beforeName, to: name } });
      if (before.visible !== input.visible) changes.push(input.visible ? { text: 'shown', code: 'shown' } : { text: 'hidden', code: 'hidden' });
      if (before.parent_id !== input.parent_id) {
        // The parents by name (the ids beside them): "parent 3 → 7" told the reader nothing.
        const [from, to] = [await repo.categoryName(before.parent_id), await repo.categoryName(input.parent_id)];
        changes.push({ text: `parent ${quoted(from)} → ${quoted(to)}`, code: 'parent', params: { from, to, ...idParams(before.parent_id, input.parent_id) } });
      }
      if (before.position !== input.position) changes.push({ text: `order ${before.position} → ${input.position}`, code: 'position', params: { from: before.position, to: input.position } });
      if (before.thumb_path !== input.thumb_path) changes.push({ text: 'new thumbnail', code: 'thumbnail' });
    }
    const listed = listedChanges(changes);
    await changed(auth, {
      action: before ? 'update' : 'create',
      entity: 'category',
      entityId: savedId,
      summary: before ? `Updated category "${name}"${listed.text}` : `Created category "${name}"`,
      code: before ? 'category.updated' : 'category.created',
      params: { name },
      changes: listed.changes,
    });
    return category(savedId);
  }

  return {
    categories,
    category,
    createCategory: (auth: AuthContext | null, input: CategoryInput) => saveCategory(auth, null, input),
    updateCategory: async (auth: AuthContext | null, id: number, input: CategoryInput) => {
      await category(id);
      return saveCategory(auth, id, input);
    },
    async deleteCategory(auth: AuthContext | null, id: number): Promise<void> {
      const found = await category(id);
      const [children, products] = await Promise.all([repo.childCount(id), repo.productCountIn(id)]);
      if (children > 0 || products > 0) {
        throw conflict(`The category still holds ${children} subcategories and ${products} products; move or delete them first`, { code: 'category.notEmpty', params: { children, products } });
      }
      await repo.deleteCategory(id);
      const name = found.translations[DEFAULT_LANG]?.name ?? String(id);
      await changed(auth, { action: 'delete', entity: 'category', entityId: id, summary: `Deleted category "${name}"`, code: 'category.deleted', params: { name } });
    },
  };
}

export type CategoriesAdmin = ReturnType<typeof createCategoriesAdmin>;
