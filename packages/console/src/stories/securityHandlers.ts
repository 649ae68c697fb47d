/** msw handlers of the sign-in security calls (multi-factor set-up, active sessions), for the stories of their states. */
import { http, HttpResponse } from 'msw';
import { MFA_MESSAGES } from '@equipdesk/api-client/contract';
import { SESSION_MESSAGES } from '@equipdesk/api-client/contract';
import type { MfaStatus, UserSession } from '@equipdesk/api-client/contract';

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

export const STORY_SESSIONS: UserSession[] = [
  { id: 11, device: 'Firefox on Windows', userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0', address: '10.20.0.14', started: '2026-05-12T07:02:00.000Z', lastSeen: '2026-05-12T09:41:10.000Z', current: true, provider: null },
  { id: 9, device: 'Safari on iOS', userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) Safari/604.1', address: '172.16.4.20', started: '2026-05-11T18:30:00.000Z', lastSeen: '2026-05-12T06:55:00.000Z', current: false, provider: null },
  { id: 4, device: 'Chrome on Linux', userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0.0.0 Safari/537.36', address: '10.20.3.2', started: '2026-05-12T05:00:00.000Z', lastSeen: '2026-05-12T05:10:00.000Z', current: false, provider: 'hospital' },
];

/** The sessions of the signed-in user and of any user, which the stories' calls end for real (in this story). */
export function sessionHandlers(initial: readonly UserSession[] = STORY_SESSIONS) {
  let sessions = [...initial];
  const list = () => HttpResponse.json({ success: true, count: sessions.length, items: sessions });
  const end = (id: number) => {
    if (!sessions.some((s) => s.id === id && !s.current)) return HttpResponse.json({ success: false, message: SESSION_MESSAGES.notFound }, { status: 404 });
    sessions = sessions.filter((s) => s.id !== id);
    return HttpResponse.json({ success: true, message: SESSION_MESSAGES.ended });
  };
  return [
    http.get('/api/users/profile/sessions', list),
    http.post('/api/users/profile/sessions/end-others', () => {
      sessions = sessions.filter((s) => s.current);
      return HttpResponse.json({ success: true, message: SESSION_MESSAGES.endedOthers });
    }),
    http.post('/api/users/profile/sessions/:sessionId/end', ({ params }) => end(Number(params.sessionId))),
    http.get('/api/users/:id/sessions', () => HttpResponse.json({ success: true, count: sessions.length, items: sessions.map((s) => ({ ...s, current: false })) })),
    http.post('/api/users/:id/sessions/:sessionId/end', ({ params }) => {
      sessions = sessions.map((s) => ({ ...s, current: false }));
      return end(Number(params.sessionId));
    }),
  ];
}

/** POST users/{id}/mfa/reset: done, or (`refusal`) refused with that message. */
export function mfaResetHandlers(refusal?: string) {
  return [
    http.post('/api/users/:id/mfa/reset', () =>
      refusal ? HttpResponse.json({ success: false, message: refusal }, { status: 400 }) : HttpResponse.json({ success: true, message: MFA_MESSAGES.resetDone }),
    ),
  ];
}
