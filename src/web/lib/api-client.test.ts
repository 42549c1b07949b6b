import { afterEach, describe, expect, it } from 'vitest';
import { ApiRequestError, apiRequest, setApiTransport } from './api-client';

/** Every call answers with this status and body, as the network would. */
function answerWith(status: number, body: string, statusText = '') {
  setApiTransport(() => Promise.resolve({ status, statusText, text: () => Promise.resolve(body) }));
}

describe('apiRequest', () => {
  afterEach(() => setApiTransport((url, init) => fetch(url, init)));

  it('answers the JSON the server sent, and nothing for an empty success', async () => {
    answerWith(200, '{"handle":"ada"}');
    await expect(apiRequest<{ handle: string }>('/profile/onboarding')).resolves.toEqual({ handle: 'ada' });
    answerWith(204, '');
    await expect(apiRequest('/notifications/read-all')).resolves.toBeUndefined();
  });

  it("fails with the server's error, or one made from the status when the body is none", async () => {
    answerWith(409, '{"code":"conflict","message":"Handle taken"}');
    await expect(apiRequest('/profile/onboarding')).rejects.toMatchObject({
      status: 409,
      body: { code: 'conflict', message: 'Handle taken' },
    });
    answerWith(502, '<html>Bad gateway</html>', 'Bad Gateway');
    await expect(apiRequest('/stats')).rejects.toMatchObject({
      status: 502,
      body: { code: 'internal', message: 'Bad Gateway' },
    });
  });

  it("fails on a success that is not JSON (a captive portal's page), rather than answer nothing", async () => {
    answerWith(200, '<html>Sign in to the Wi-Fi</html>', 'OK');
    const failure = await apiRequest('/stats').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiRequestError);
    expect(failure).toMatchObject({ status: 200, body: { code: 'unavailable' } });
  });
});
