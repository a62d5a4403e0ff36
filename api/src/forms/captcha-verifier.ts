// reCAPTCHA verification against Google, behind an interface so tests (and shops with their own
// proxy) give another implementation and nothing calls out during a test run.

export interface CaptchaVerdict {
  success: boolean;
  /** v3 only: 1.0 very likely a human, 0.0 very likely a bot. */
  score?: number | undefined;
}

export interface CaptchaVerifier {
  verify(input: { secret: string; token: string; remoteIp: string }): Promise<CaptchaVerdict>;
}

const SITEVERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';
const TIMEOUT_MS = 5_000;

export const googleCaptchaVerifier: CaptchaVerifier = {
  async verify({ secret, token, remoteIp }) {
    const res = await fetch(SITEVERIFY_URL, {
      method: 'POST',
      body: new URLSearchParams({ secret, response: token, remoteip: remoteIp }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!res.ok) throw new Error(`reCAPTCHA answered ${res.status}`);
    const body = (await res.json()) as { success?: unknown; score?: unknown };
    return { success: body.success === true, score: typeof body.score === 'number' ? body.score : undefined };
  },
};
