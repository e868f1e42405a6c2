import { Type, type Static } from '@sinclair/typebox';

export const Role = Type.Union([Type.Literal('admin'), Type.Literal('editor')]);
export type Role = Static<typeof Role>;

export const AdminUser = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  name: Type.String(),
  role: Role,
  /**
   * The account signed in with a one-time password an administrator generated: until it chooses its own, every
   * admin call but this user's, the refresh, the sign-out and the own password change answers 403
   * `auth.passwordChangeRequired`.
   */
  must_change_password: Type.Optional(Type.Boolean()),
  /** The account signs in with a code of an authenticator app besides the password. */
  two_factor: Type.Optional(Type.Boolean()),
  /**
   * Two-factor sign-in is required of every account and this one has none yet: until it enrols, every admin call but
   * this user's, the refresh, the sign-out and the enrolment answers 403 `auth.twoFactorSetupRequired`.
   */
  must_enable_two_factor: Type.Optional(Type.Boolean()),
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

const NewPassword = Type.String({ minLength: 10, maxLength: 200 });

/** POST /admin/auth/password: the signed-in user's own new password, confirmed by the current one. */
export const OwnPasswordBody = Type.Object(
  { current_password: Type.String({ minLength: 1, maxLength: 1024 }), new_password: NewPassword },
  { additionalProperties: false },
);
export type OwnPasswordBody = Static<typeof OwnPasswordBody>;
/** The other sessions of the account ended; this one goes on with the token of a new session. */
export const OwnPasswordAnswer = LoginAnswer;
export type OwnPasswordAnswer = Static<typeof OwnPasswordAnswer>;

/** POST /api/auth/password-reset: always answered 202 alike, whether an account has the address or not. */
export const PasswordResetRequestBody = Type.Object({ email: Type.String({ format: 'email', maxLength: 254 }) }, { additionalProperties: false });
export type PasswordResetRequestBody = Static<typeof PasswordResetRequestBody>;

/** POST /api/auth/password-reset/check: whether a link still works, and for which account. */
export const PasswordResetTokenBody = Type.Object({ token: Type.String({ minLength: 1, maxLength: 200 }) }, { additionalProperties: false });
export type PasswordResetTokenBody = Static<typeof PasswordResetTokenBody>;
export const PasswordResetCheckAnswer = Type.Object({ email: Type.String(), expires_at: Type.String() });
export type PasswordResetCheckAnswer = Static<typeof PasswordResetCheckAnswer>;

/** POST /api/auth/password-reset/confirm: the link's token and the new password; the link then stops working. */
export const PasswordResetConfirmBody = Type.Object(
  { token: Type.String({ minLength: 1, maxLength: 200 }), password: NewPassword },
  { additionalProperties: false },
);
export type PasswordResetConfirmBody = Static<typeof PasswordResetConfirmBody>;

// Two-factor sign-in with an authenticator app (issue 29, decision 0054).

/**
 * POST /api/auth/login of an account with two-factor sign-in: no token yet, a single-use challenge for the second
 * step, valid until expires_at.
 */
export const TwoFactorChallengeAnswer = Type.Object({ two_factor: Type.Object({ challenge: Type.String(), expires_at: Type.String() }) });
export type TwoFactorChallengeAnswer = Static<typeof TwoFactorChallengeAnswer>;
export const LoginOrChallengeAnswer = Type.Union([LoginAnswer, TwoFactorChallengeAnswer]);
export type LoginOrChallengeAnswer = Static<typeof LoginOrChallengeAnswer>;

/** A six-digit code of the authenticator app or a recovery code ("ABCD-EFGH-JKMN"). */
const SecondFactorCode = Type.String({ minLength: 6, maxLength: 32 });

/** POST /api/auth/login/two-factor: the challenge of the password step and a code; answered like a sign-in. */
export const TwoFactorLoginBody = Type.Object({ challenge: Type.String({ minLength: 1, maxLength: 200 }), code: SecondFactorCode }, { additionalProperties: false });
export type TwoFactorLoginBody = Static<typeof TwoFactorLoginBody>;

/** GET /admin/auth/two-factor: the signed-in account's state. */
export const TwoFactorStatus = Type.Object({
  enabled: Type.Boolean(),
  /** Unused recovery codes (0 while off). */
  recovery_codes_left: Type.Integer(),
  /** An administrator requires two-factor sign-in of every account: it cannot be turned off. */
  required: Type.Boolean(),
});
export type TwoFactorStatus = Static<typeof TwoFactorStatus>;

/** POST /admin/auth/two-factor/setup: a new secret to add to the app, as text and as the QR code's URI. */
export const TwoFactorSetupAnswer = Type.Object({ secret: Type.String(), uri: Type.String() });
export type TwoFactorSetupAnswer = Static<typeof TwoFactorSetupAnswer>;

/** POST /admin/auth/two-factor/confirm and …/recovery-codes: a current code of the app (or, for new codes, a recovery code). */
export const TwoFactorCodeBody = Type.Object({ code: SecondFactorCode }, { additionalProperties: false });
export type TwoFactorCodeBody = Static<typeof TwoFactorCodeBody>;

/** Ten recovery codes, shown once: only their hashes are kept. */
export const RecoveryCodesAnswer = Type.Object({ recovery_codes: Type.Array(Type.String()), user: AdminUser });
export type RecoveryCodesAnswer = Static<typeof RecoveryCodesAnswer>;

/** POST /admin/auth/two-factor/disable: the password and a code (of the app or a recovery code). */
export const TwoFactorDisableBody = Type.Object({ password: Type.String({ minLength: 1, maxLength: 1024 }), code: SecondFactorCode }, { additionalProperties: false });
export type TwoFactorDisableBody = Static<typeof TwoFactorDisableBody>;

/** GET/PUT /api/admin/settings/two-factor (administrators): whether every account must use two-factor sign-in. */
export const TwoFactorRequirement = Type.Object({ required: Type.Boolean() }, { additionalProperties: false });
export type TwoFactorRequirement = Static<typeof TwoFactorRequirement>;
