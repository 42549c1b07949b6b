/** Where to go after signing in: an in-app path from `from`, never another site; /settings by default. */
export function safeDestination(from: string | null): string {
  if (!from || !from.startsWith('/') || from.startsWith('//') || from.startsWith('/\\')) return '/settings';
  return from;
}
