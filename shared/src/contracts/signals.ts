import { Type, type Static } from '@sinclair/typebox';

/**
 * What a page reports of the remotes it ran (issue 46, 4; decision 0085), sent with navigator.sendBeacon to
 * POST /api/signals: per remote and version, the slot views since the last report, how many of them failed (the slot
 * showed its fallback or the remote threw), the errors attributed to it, and at most one sample of each web vital of
 * the page load its slots rendered. Nothing names the visitor, the page or the browser.
 */
export const SIGNAL_LIMITS = { items: 8, views: 50, errors: 200, lcpMs: 120_000, inpMs: 60_000, cls: 100 } as const;

/** Remote versions are folder names of the deploy (content hashes) or a team's version names. */
export const REMOTE_VERSION_PATTERN = '^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$';

export const RemoteSignal = Type.Object(
  {
    remote: Type.String({ minLength: 1, maxLength: 40, pattern: '^mf-[a-z]+$' }),
    version: Type.String({ minLength: 1, maxLength: 64, pattern: REMOTE_VERSION_PATTERN }),
    views: Type.Integer({ minimum: 0, maximum: SIGNAL_LIMITS.views }),
    failed: Type.Integer({ minimum: 0, maximum: SIGNAL_LIMITS.views }),
    errors: Type.Integer({ minimum: 0, maximum: SIGNAL_LIMITS.errors }),
    lcp: Type.Optional(Type.Number({ minimum: 0, maximum: SIGNAL_LIMITS.lcpMs })),
    inp: Type.Optional(Type.Number({ minimum: 0, maximum: SIGNAL_LIMITS.inpMs })),
    cls: Type.Optional(Type.Number({ minimum: 0, maximum: SIGNAL_LIMITS.cls })),
  },
  { additionalProperties: false },
);
export type RemoteSignal = Static<typeof RemoteSignal>;

export const SignalsBody = Type.Object({ signals: Type.Array(RemoteSignal, { minItems: 1, maxItems: SIGNAL_LIMITS.items }) }, { additionalProperties: false });
export type SignalsBody = Static<typeof SignalsBody>;

/** The three web vitals kept per version. */
export const VITALS = ['lcp', 'inp', 'cls'] as const;
export type Vital = (typeof VITALS)[number];

/** One remote version's figures in one hour, as the admin's Releases screen charts them. */
export const VersionHour = Type.Object({
  version: Type.String(),
  hour: Type.String({ description: 'start of the hour, ISO 8601 UTC' }),
  views: Type.Integer(),
  failed_views: Type.Integer(),
  errors: Type.Integer(),
  lcp_p75: Type.Union([Type.Number(), Type.Null()], { description: 'ms' }),
  inp_p75: Type.Union([Type.Number(), Type.Null()], { description: 'ms' }),
  cls_p75: Type.Union([Type.Number(), Type.Null()]),
});
export type VersionHour = Static<typeof VersionHour>;
