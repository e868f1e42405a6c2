// The admin's documents (the header's files, protocols, assembly guides, price lists): a PDF per language, in their
// order on the site; the header's files keep their key and kind.
import type { AdminDocument, AdminDocumentBody, AdminDocumentList, AdminDocumentQuery, AdminDocumentUpdate } from '@shop/shared/contracts/content-admin';
import { LANG_CODES, type Lang } from '@shop/shared/languages';
import type { AuthContext } from '../../types.ts';
import { conflict, invalidFields, notFound, type FieldError } from '../../lib/errors.ts';
import { listMeta } from '../../lib/list-query.ts';
import { mediaUrl } from '../../lib/media.ts';
import type { MediaFiles } from './admin-media.ts';
import type { RecordChange } from './admin-service.ts';
import type { ContentRepository } from './repository.ts';

export function createDocumentsAdmin(repo: ContentRepository, media: MediaFiles, changed: RecordChange) {
  async function documentOf(uuid: string): Promise<AdminDocument> {
    const doc = await repo.documentByUuid(uuid);
    if (!doc) throw notFound(`Document not found: ${uuid}`, 'document.notFound');
    return (await documentsOf([doc]))[0]!;
  }

  async function documentsOf(docs: Awaited<ReturnType<typeof repo.documentPage>>): Promise<AdminDocument[]> {
    const files = await repo.documentFiles(docs.map((d) => d.id));
    return docs.map((d) => ({
      uuid: d.uuid,
      kind: d.kind,
      key: d.key,
      position: d.position,
      files: Object.fromEntries(
        LANG_CODES.map((lang) => {
          const f = files.find((x) => x.document_id === d.id && x.lang === lang);
          return [lang, f ? { title: f.title, path: f.path, url: mediaUrl(f.path), size_bytes: f.size_bytes } : null];
        }),
      ) as AdminDocument['files'],
    }));
  }

  function prepareFiles(files: AdminDocumentBody['files'], requireSlovak: boolean) {
    const errors: FieldError[] = [];
    const rows: Array<{ lang: Lang; title: string; path: string; size_bytes: number }> = [];
    for (const lang of LANG_CODES) {
      const f = files[lang];
      const title = f.title.trim();
      const rel = f.path.trim();
      if (!title && !rel) {
        if (lang === 'sk' && requireSlovak) errors.push({ field: 'files.sk', message: 'is required', code: 'document.slovakRequired' });
        continue;
      }
      if (!title) errors.push({ field: `files.${lang}.title`, message: 'is required with a file', code: 'document.titleRequired' });
      if (!rel) {
        errors.push({ field: `files.${lang}.path`, message: 'is required with a title', code: 'document.fileRequired' });
        continue;
      }
      const problem = media.problemOf(rel, `files.${lang}.path`, 'pdf');
      if (problem) errors.push(problem);
      else rows.push({ lang, title, path: rel, size_bytes: media.sizeOf(rel) });
    }
    if (rows.length === 0 && errors.length === 0) errors.push({ field: 'files', message: 'need at least one language', code: 'document.noFiles' });
    if (errors.length > 0) throw invalidFields(`Invalid body: ${[...new Set(errors.map((e) => e.field))].join(', ')}`, errors);
    return rows;
  }

  return {
    /** A page of the documents the query finds; titles sort in the request language. */
    async documents(query: AdminDocumentQuery, lang: Lang): Promise<AdminDocumentList> {
      const page = query.page ?? 1;
      const perPage = query.per_page ?? 20;
      const filter = { kind: query.kind, q: query.q, missing: query.missing };
      const [total, rows] = await Promise.all([repo.countDocuments(filter), repo.documentPage(filter, query.sort ?? 'position', query.order ?? 'asc', lang, perPage, (page - 1) * perPage)]);
      return { data: await documentsOf(rows), meta: listMeta(page, perPage, total) };
    },

    document: documentOf,

    async createDocument(body: AdminDocumentBody, auth: AuthContext | null): Promise<AdminDocument> {
      const files = prepareFiles(body.files, true);
      const uuid = crypto.randomUUID();
      await repo.insertDocument(uuid, body.kind, files, new Date().toISOString());
      const data = await documentOf(uuid);
      await changed(auth, {
        action: 'create',
        entity: 'document',
        entityId: data.uuid,
        summary: `Added the ${data.kind} document "${data.files.sk?.title ?? ''}"`,
        code: 'document.created',
        params: { documentKind: data.kind, title: data.files.sk?.title ?? '' },
      });
      return data;
    },

    /** Replaces a document's titles and files; the header's static files keep their key and kind. */
    async updateDocument(uuid: string, body: AdminDocumentUpdate, auth: AuthContext | null): Promise<AdminDocument> {
      const doc = await repo.documentByUuid(uuid);
      if (!doc) throw notFound(`Document not found: ${uuid}`, 'document.notFound');
      if (doc.kind === 'site' && body.kind !== undefined) throw conflict('The kind of a header document cannot change', { code: 'document.siteKindFixed' });
      const files = prepareFiles(body.files, doc.kind !== 'site' || doc.key !== 'faq');
      await repo.updateDocument(doc.id, doc.kind === 'site' ? 'site' : (body.kind ?? doc.kind), files, new Date().toISOString());
      const data = await documentOf(uuid);
      await changed(auth, {
        action: 'update',
        entity: 'document',
        entityId: data.uuid,
        summary: `Updated the document "${data.files.sk?.title ?? data.key ?? ''}"`,
        code: 'document.updated',
        params: { title: data.files.sk?.title ?? data.key ?? '' },
      });
      return data;
    },

    async deleteDocument(uuid: string, auth: AuthContext | null): Promise<void> {
      const doc = await repo.documentByUuid(uuid);
      if (!doc) throw notFound(`Document not found: ${uuid}`, 'document.notFound');
      if (doc.kind === 'site') throw conflict('The header links to this document: replace its file instead of deleting it', { code: 'document.siteNotDeletable' });
      const title = (await repo.documentFiles([doc.id])).find((f) => f.lang === 'sk')?.title ?? uuid;
      await repo.deleteDocument(doc.id);
      await changed(auth, { action: 'delete', entity: 'document', entityId: uuid, summary: `Deleted the document "${title}"`, code: 'document.deleted', params: { title } });
    },
  };
}
