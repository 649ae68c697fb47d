/** TOTP (RFC 6238: SHA-1, 6 digits, 30 s, `otpauth`) and the single-use recovery codes of an enrolment. */
import { createHash, randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { MFA_CODE_DIGITS, MFA_RECOVERY_CODE_COUNT } from '@equipdesk/api-client/contract';

const ISSUER = 'EquipDesk';
const PERIOD = 30;

function totpOf(secret: string, username: string): TOTP {
  return new TOTP({ issuer: ISSUER, label: username, secret: Secret.fromBase32(secret), digits: MFA_CODE_DIGITS, period: PERIOD, algorithm: 'SHA1' });
}

/** A new secret (160 bits, base32), as the authenticator apps expect. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The secret as an `otpauth://` URI and its QR code (an SVG document). */
export async function enrolmentOf(secret: string, username: string): Promise<{ uri: string; qrSvg: string }> {
  const uri = totpOf(secret, username).toString();
  const qrSvg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { uri, qrSvg };
}

/** Whether the text is shaped as an authenticator's code (digits, perhaps with spaces) rather than a recovery code. */
export function isTotpShaped(code: string): boolean {
  return /^[0-9 ]+$/.test(code);
}

/**
 * The time step a code belongs to (the current one or either neighbour, for clocks a little apart), or null when it
 * matches none or none after `lastStep` (a code that signed in once does not sign in again).
 */
export function totpStepOf(secret: string, code: string, now: Date, lastStep: number | null): number | null {
  const token = code.replace(/\s+/g, '');
  if (token.length !== MFA_CODE_DIGITS) return null;
  const timestamp = now.getTime();
  const delta = TOTP.validate({ token, secret: Secret.fromBase32(secret), digits: MFA_CODE_DIGITS, period: PERIOD, timestamp, window: 1 });
  if (delta === null) return null;
  const step = TOTP.counter({ period: PERIOD, timestamp }) + delta;
  return lastStep !== null && step <= lastStep ? null : step;
}

const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

function recoveryCode(): string {
  const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

export function newRecoveryCodes(): string[] {
  return Array.from({ length: MFA_RECOVERY_CODE_COUNT }, recoveryCode);
}

/** Recovery codes are kept as hashes, compared as typed without dashes, spaces or case. */
export function hashRecoveryCode(code: string): string {
  return createHash('sha256').update(code.replace(/[\s-]+/g, '').toLowerCase()).digest('hex');
}
