import { Type, type Static } from '@sinclair/typebox';

/** GET /api/site/settings: the company data shown in the footer and on the contact page. */
export const SiteSettings = Type.Object({
  company: Type.Object({
    name: Type.String(),
    street: Type.String(),
    town: Type.String(),
    zip: Type.String(),
    country: Type.String({ description: 'in the request language' }),
    phone: Type.String(),
    email: Type.String(),
  }),
  group_companies: Type.Array(Type.Object({ name: Type.String(), url: Type.String() })),
});
export type SiteSettings = Static<typeof SiteSettings>;
