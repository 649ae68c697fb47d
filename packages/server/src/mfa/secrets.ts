/**
 * TOTP secrets at rest: AES-256-GCM under a key from the environment (EQUIPDESK_MFA_KEY, 32 bytes in base64 or hex),
 * or, without it, one generated once under the data folder (the demo). A stored value is `v1.{iv}.{tag}.{data}`.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const MFA_KEY_VARIABLE = 'EQUIPDESK_MFA_KEY';
const KEY_BYTES = 32;

export function parseMfaKey(value: string): Buffer {
  const text = value.trim();
  const key = /^[0-9a-fA-F]{64}$/.test(text) ? Buffer.from(text, 'hex') : Buffer.from(text, 'base64');
  if (key.length !== KEY_BYTES) throw new Error(`${MFA_KEY_VARIABLE} must be ${KEY_BYTES} bytes in base64 or hex (openssl rand -base64 32).`);
  return key;
}

/** The key of a server start: the environment's, else the one kept in `{dataDir}/mfa.key` (written on first start). */
export function mfaKeyOf(env: NodeJS.ProcessEnv, dataDir: string): Buffer {
  const fromEnv = env[MFA_KEY_VARIABLE];
  if (fromEnv) return parseMfaKey(fromEnv);
  const file = join(dataDir, 'mfa.key');
  if (existsSync(file)) return parseMfaKey(readFileSync(file, 'utf8'));
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(KEY_BYTES);
  try {
    writeFileSync(file, `${key.toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
  } catch (err) {
    // Another process starting beside this one wrote it first: both use that one.
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return parseMfaKey(readFileSync(file, 'utf8'));
    throw err;
  }
  return key;
}

export interface SecretBox {
  seal(plain: string): string;
  /** Null when the value was not sealed under this key (a changed key: the user sets multi-factor up again). */
  open(sealed: string): string | null;
}

export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== KEY_BYTES) throw new Error(`The multi-factor key must be ${KEY_BYTES} bytes.`);
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), data.toString('base64url')].join('.');
    },
    open(sealed) {
      const [version, iv, tag, data] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || data === undefined) return null;
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
