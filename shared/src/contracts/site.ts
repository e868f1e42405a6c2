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
  /** Opening hours of the office and showroom, in the request language (e.g. "Monday – Friday", "7:00 – 16:00"). */
  opening_hours: Type.Array(Type.Object({ days: Type.String(), hours: Type.String() })),
  /** Where the company is, for the map on the contact page; null when not set. */
  location: Type.Union([Type.Object({ lat: Type.Number(), lng: Type.Number() }), Type.Null()]),
});
export type SiteSettings = Static<typeof SiteSettings>;
