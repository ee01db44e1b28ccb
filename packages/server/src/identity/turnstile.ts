import type { TurnstileConfig } from '../security/config.js';

/** The form field the Turnstile widget fills with its token. */
export const TURNSTILE_FIELD = 'cf-turnstile-response';

/** How long the server waits for siteverify before counting the check as failed. */
const VERIFY_TIMEOUT_MS = 5_000;

interface SiteverifyAnswer {
  success?: unknown;
}

/** Asks Turnstile's siteverify whether `token` is a passed challenge; a network failure is a fail. */
export async function verifyTurnstile(
  config: TurnstileConfig,
  token: string,
  remoteIp: string,
): Promise<boolean> {
  if (!token) return false;
  try {
    const response = await fetch(config.verifyUrl, {
      method: 'POST',
      body: new URLSearchParams({ secret: config.secretKey, response: token, remoteip: remoteIp }),
      signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS),
    });
    if (!response.ok) return false;
    const answer = (await response.json()) as SiteverifyAnswer;
    return answer.success === true;
  } catch {
    return false;
  }
}
