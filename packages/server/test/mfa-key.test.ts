/** The key TOTP secrets are sealed under: from EQUIPDESK_MFA_KEY, else generated once under the data folder and kept. */
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { createSecretBox, mfaKeyOf, MFA_KEY_VARIABLE } from '../src/mfa/secrets';

const dirs: string[] = [];
const dataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'equipdesk-mfa-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the multi-factor key', () => {
  it('is the environment\'s, in base64 or hex', () => {
    const key = randomBytes(32);
    expect(mfaKeyOf({ [MFA_KEY_VARIABLE]: key.toString('base64') }, dataDir())).toEqual(key);
    expect(mfaKeyOf({ [MFA_KEY_VARIABLE]: key.toString('hex') }, dataDir())).toEqual(key);
  });

  it('refuses a key that is not 32 bytes, naming the variable', () => {
    expect(() => mfaKeyOf({ [MFA_KEY_VARIABLE]: randomBytes(16).toString('base64') }, dataDir())).toThrow(MFA_KEY_VARIABLE);
  });

  it('is generated once under the data folder, readable by its owner only, and the same at the next start', () => {
    const dir = dataDir();
    const first = mfaKeyOf({}, dir);
    expect(first).toHaveLength(32);
    expect(statSync(join(dir, 'mfa.key')).mode & 0o077).toBe(0);
    expect(mfaKeyOf({}, dir)).toEqual(first);
    expect(readFileSync(join(dir, 'mfa.key'), 'utf8').trim()).toBe(first.toString('base64'));
    // What one start sealed, the next opens.
    const sealed = createSecretBox(first).seal('JBSWY3DPEHPK3PXP');
    expect(createSecretBox(mfaKeyOf({}, dir)).open(sealed)).toBe('JBSWY3DPEHPK3PXP');
  });

  it('opens nothing altered', () => {
    const box = createSecretBox(randomBytes(32));
    const sealed = box.seal('JBSWY3DPEHPK3PXP');
    const parts = sealed.split('.');
    parts[3] = Buffer.from('KBSWY3DPEHPK3PXP').toString('base64url');
    expect(box.open(parts.join('.'))).toBeNull();
    expect(box.open('not sealed')).toBeNull();
  });
});
