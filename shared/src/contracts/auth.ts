import { Type, type Static } from '@sinclair/typebox';

export const Role = Type.Union([Type.Literal('admin'), Type.Literal('editor')]);
export type Role = Static<typeof Role>;

export const AdminUser = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  name: Type.String(),
  role: Role,
});
export type AdminUser = Static<typeof AdminUser>;

export const LoginBody = Type.Object({
  email: Type.String({ format: 'email', maxLength: 254 }),
  password: Type.String({ minLength: 1, maxLength: 1024 }),
});
export type LoginBody = Static<typeof LoginBody>;

/** POST /api/auth/login */
export const LoginAnswer = Type.Object({ token: Type.String(), user: AdminUser });
export type LoginAnswer = Static<typeof LoginAnswer>;
/** POST /admin/auth/refresh */
export const RefreshAnswer = Type.Object({ token: Type.String() });

/** The text a 401 carries when the token was revoked; the client must not try to refresh it. */
export const BLACKLISTED_MESSAGE = 'The token has been blacklisted';
