/** msw handlers of the profile's multi-factor calls, for the stories of its states. */
import { http, HttpResponse } from 'msw';
import { MFA_MESSAGES } from '@equipdesk/api-client/contract';
import type { MfaStatus } from '@equipdesk/api-client/contract';

/** A fixed secret (RFC 6238's test key in base32) and a small stand-in for the server's QR code. */
export const STORY_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
const STORY_QR = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><path fill="#fff" d="M0 0h4v4H0z"/><path d="M0 0h2v2H0zM2 2h2v2H2z"/></svg>';
export const STORY_RECOVERY_CODES = Array.from({ length: 10 }, (_, i) => `abcde-fgh${String(i).padStart(2, '0')}`);
/** The code the stories' confirm and disable take; any other is refused with the contract's words. */
export const STORY_CODE = '123456';

export function mfaHandlers(status: Partial<MfaStatus> = {}) {
  const current: MfaStatus = { enabled: false, required: false, provider: false, recoveryCodesLeft: 0, ...status };
  const wrong = () => HttpResponse.json({ success: false, message: MFA_MESSAGES.codeWrong, errors: [{ field: 'code', message: MFA_MESSAGES.codeWrong }] }, { status: 400 });
  return [
    http.get('/api/users/profile/mfa', () => HttpResponse.json({ success: true, result: current })),
    http.post('/api/users/profile/mfa/start', () =>
      HttpResponse.json({ success: true, result: { secret: STORY_SECRET, uri: `otpauth://totp/EquipDesk:admin?secret=${STORY_SECRET}`, qrSvg: STORY_QR } }),
    ),
    http.post('/api/users/profile/mfa/confirm', async ({ request }) => {
      const { code } = (await request.json()) as { code: string };
      if (code !== STORY_CODE) return wrong();
      Object.assign(current, { enabled: true, recoveryCodesLeft: 10 });
      return HttpResponse.json({ success: true, message: MFA_MESSAGES.enabled, result: { recoveryCodes: STORY_RECOVERY_CODES } });
    }),
    http.post('/api/users/profile/mfa/disable', async ({ request }) => {
      const { code } = (await request.json()) as { code: string };
      if (code !== STORY_CODE) return wrong();
      Object.assign(current, { enabled: false, recoveryCodesLeft: 0 });
      return HttpResponse.json({ success: true, message: MFA_MESSAGES.disabled });
    }),
  ];
}
