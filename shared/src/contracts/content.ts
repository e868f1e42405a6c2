import { Type, type Static } from '@sinclair/typebox';

// Contract of the content calls several parts of the site share. The content module (api/src/modules/content)
// implements them; the header, the shop pages and the catalogue consume them.

/** The static files the header and footer link to (spec section 2), each opened in a new tab. */
export const DocumentKey = Type.Union([
  Type.Literal('catalogue'),
  Type.Literal('terms'),
  Type.Literal('ethics'),
  Type.Literal('privacy'),
  Type.Literal('complaint'),
  Type.Literal('faq'),
]);
export type DocumentKey = Static<typeof DocumentKey>;

/** GET /api/site/documents: `{ data: SiteDocument[] }` in the request language (faq exists for sk only). */
export const SiteDocument = Type.Object({
  key: DocumentKey,
  title: Type.String(),
  url: Type.String({ description: 'a real file served by the site, e.g. /media/documents/terms-sk.pdf' }),
  size_bytes: Type.Integer(),
  /** Changes whenever the document is edited (its updated_at); an order records the version its buyer accepted. */
  version: Type.String(),
});
export type SiteDocument = Static<typeof SiteDocument>;

export const GalleryKind = Type.Union([
  Type.Literal('photo'),
  Type.Literal('video'),
  Type.Literal('inspiration'),
  Type.Literal('video-inspiration'),
]);
export type GalleryKind = Static<typeof GalleryKind>;

/** GET /api/gallery/:kind: `{ data: GalleryItem[] }`. */
export const GalleryItem = Type.Object({
  uuid: Type.String(),
  title: Type.String(),
  image: Type.Object({ url: Type.String(), width: Type.Integer(), height: Type.Integer() }),
  /** For video kinds: the embed URL, loaded only when the visitor asks for it (poster first). */
  video_url: Type.Union([Type.String(), Type.Null()]),
});
export type GalleryItem = Static<typeof GalleryItem>;

export const InquiryKind = Type.Union([Type.Literal('contact'), Type.Literal('custom-production'), Type.Literal('catalog-contact')]);
export type InquiryKind = Static<typeof InquiryKind>;

/** POST /api/inquiries: a contact or custom-production message; stored, then mailed to the company. Answer 201 `{ data: { uuid } }`. */
export const InquiryBody = Type.Object({
  kind: InquiryKind,
  name: Type.String({ minLength: 1, maxLength: 200 }),
  email: Type.String({ format: 'email', maxLength: 254 }),
  phone: Type.Optional(Type.String({ maxLength: 40 })),
  company: Type.Optional(Type.String({ maxLength: 200 })),
  message: Type.String({ minLength: 1, maxLength: 5000 }),
  product_uuid: Type.Optional(Type.String({ maxLength: 64 })),
  /** The bot-check token (reCAPTCHA), required when the site has a reCAPTCHA secret, as for the sent cart. */
  'g-recaptcha-response': Type.Optional(Type.String({ maxLength: 4000 })),
});
export type InquiryBody = Static<typeof InquiryBody>;
