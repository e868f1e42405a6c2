// Kysely table types of the content tables (migration 0030), merged into `Database` by declaration merging so
// the content module does not edit the shared schema file.
import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<string, string | undefined, never>;

export interface PagesTable {
  id: Generated<number>;
  uuid: string;
  route: string | null;
  cover_path: string | null;
  cover_width: number | null;
  cover_height: number | null;
  published: number;
  created_at: CreatedAt;
  updated_at: string;
}

export interface PageTranslationsTable {
  page_id: number;
  lang: string;
  slug: string;
  title: string;
  description: string;
  body_html: string;
}

export interface PostsTable {
  id: Generated<number>;
  uuid: string;
  kind: 'article' | 'career';
  cover_path: string | null;
  cover_width: number | null;
  cover_height: number | null;
  published_at: string | null;
  published: number;
  created_at: CreatedAt;
  updated_at: string;
}

export interface PostTranslationsTable {
  post_id: number;
  lang: string;
  slug: string;
  title: string;
  perex: string;
  body_html: string;
  /** Title and lead folded (lower case, no diacritics; migration 0053): what the admin's posts search looks in. */
  search_text: string;
  /** The title folded: the admin's posts list sorts by it. */
  title_key: string;
}

export interface HomepageModulesTable {
  id: Generated<number>;
  uuid: string;
  type: string;
  position: number;
  enabled: number;
  texts_json: string;
  item_limit: number | null;
  image_path: string | null;
  image_width: number | null;
  image_height: number | null;
  updated_at: string;
}

export interface GalleryItemsTable {
  id: Generated<number>;
  uuid: string;
  kind: string;
  position: number;
  title_json: string;
  image_path: string;
  width: number;
  height: number;
  video_url: string | null;
}

export interface DocumentsTable {
  id: Generated<number>;
  uuid: string;
  kind: 'site' | 'protocol' | 'assembly' | 'price-list';
  key: string | null;
  position: number;
  created_at: CreatedAt;
  updated_at: string;
}

export interface DocumentFilesTable {
  document_id: number;
  lang: string;
  title: string;
  path: string;
  size_bytes: number;
}

export interface InquiriesTable {
  id: Generated<number>;
  uuid: string;
  kind: string;
  lang: string;
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  message: string;
  product_uuid: string | null;
  mail_status: 'pending' | 'queued' | 'not-configured' | 'failed';
  created_at: CreatedAt;
}

/** A draft kept for its preview (migration 0049): the normalised record as JSON, for one session, a few minutes. */
export interface ContentPreviewsTable {
  id: string;
  kind: 'post';
  entity_uuid: string | null;
  session_id: string;
  user_id: number;
  body_json: string;
  created_at: CreatedAt;
  expires_at: number;
}

declare module './schema.ts' {
  interface Database {
    pages: PagesTable;
    page_translations: PageTranslationsTable;
    posts: PostsTable;
    post_translations: PostTranslationsTable;
    homepage_modules: HomepageModulesTable;
    gallery_items: GalleryItemsTable;
    documents: DocumentsTable;
    document_files: DocumentFilesTable;
    inquiries: InquiriesTable;
    content_previews: ContentPreviewsTable;
  }
}
