// Signing in and writing through the app's HTTP API, as a browser would (its origin, its cookie).
import { FACTORY_PASSWORD } from '#server/seed/factories';
import { nextClientAddress } from './load';

export async function signIn(baseUrl: string, email: string) {
  const response = await fetch(`${baseUrl}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': nextClientAddress() },
    body: JSON.stringify({ email, password: FACTORY_PASSWORD }),
  });
  const cookie = response.headers.getSetCookie().find((value) => value.includes('session='));
  if (!cookie) throw new Error(`bench sign-in failed: ${response.status}`);
  return cookie.split(';')[0] ?? '';
}

export async function post(baseUrl: string, path: string, cookie: string, body: unknown) {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: {
      cookie,
      origin: baseUrl,
      'content-type': 'application/json',
      'x-forwarded-for': nextClientAddress(),
    },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${path} answered ${response.status}: ${await response.text()}`);
  return response.json() as Promise<Record<string, unknown>>;
}
