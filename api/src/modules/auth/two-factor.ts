// The pieces of two-factor sign-in that hold no state (issue 29): RFC 6238 codes through otpauth (30 s steps, six
// digits, SHA-1, the step before and after accepted), the secret encrypted at rest, and recovery codes.
import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes, randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

/** The issuer an authenticator app shows above the account's e-mail. */
export const TOTP_ISSUER = 'Kovovýroba';
const TOTP_OPTIONS = { issuer: TOTP_ISSUER, algorithm: 'SHA1', digits: 6, period: 30 } as const;
/** Steps accepted on either side of the server's (clock drift, a code typed at the end of its 30 s). */
const TOTP_WINDOW = 1;

export const RECOVERY_CODE_COUNT = 10;
// No look-alike characters (0/O, 1/I/L), so a code read off paper is typed right; 32 letters, 5 bits each.
const RECOVERY_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const RECOVERY_LENGTH = 12;

/** A new secret of 160 bits (RFC 4226's recommended length for SHA-1), as base32 for the app. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

const totpOf = (secret: string, email: string) => new TOTP({ ...TOTP_OPTIONS, label: email, secret: Secret.fromBase32(secret) });

/** The otpauth:// URI an authenticator app reads from the QR code. */
export function totpUri(secret: string, email: string): string {
  return totpOf(secret, email).toString();
}

/** The time step a six-digit code belongs to (within the window), or null when it is no current code. */
export function matchingStep(secret: string, code: string, now = Date.now()): number | null {
  const totp = totpOf(secret, '');
  const delta = totp.validate({ token: code, timestamp: now, window: TOTP_WINDOW });
  return delta === null ? null : totp.counter({ timestamp: now }) + delta;
}

/** Six digits, spaces allowed (apps show "123 456"): a code of the app; anything else may be a recovery code. */
export function asTotpCode(input: string): string | null {
  const digits = input.replace(/\s+/g, '');
  return /^\d{6}$/.test(digits) ? digits : null;
}

/** Ten fresh recovery codes as shown to the user, e.g. "ABCD-EFGH-JKMN". */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const raw = Array.from({ length: RECOVERY_LENGTH }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
    return raw.match(/.{4}/g)!.join('-');
  });
}

/**
 * What is stored of a recovery code: the SHA-256 of its letters (case, spaces and hyphens do not matter). 60 random
 * bits per code make guessing one from its hash impractical, without a slow hash on every try.
 */
export function recoveryCodeHash(input: string): string {
  return createHash('sha256').update(input.toUpperCase().replace(/[^A-Z0-9]/g, '')).digest('hex');
}

/**
 * Encrypts the secrets at rest with AES-256-GCM under a key derived from the server's signing secret: a copy of the
 * database alone gives nobody an account's codes.
 */
export function createSecretBox(serverSecret: string) {
  const key = Buffer.from(hkdfSync('sha256', serverSecret, 'kovovyroba-admin', 'totp-secret-v1', 32));
  return {
    seal(plain: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), data.toString('base64url')].join('.');
    },
    /** The secret, or null when it was sealed under another key (the server's secret changed) or is damaged. */
    open(sealed: string): string | null {
      const [version, iv, tag, data] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || !data) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}

export type SecretBox = ReturnType<typeof createSecretBox>;
