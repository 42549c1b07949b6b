import type { SessionUser } from '#shared/schemas/auth';

/** A signed-in member with a finished profile (Ada), as the session read answers for her. */
export const MEMBER: SessionUser = {
  id: '0b6f2c1e-3d4a-4b5c-9e8f-1a2b3c4d5e6f',
  email: 'ada@example.com',
  signupUsername: 'ada',
  roles: ['user'],
  language: null,
  theme: null,
  profile: {
    id: '5c4b3a2e-1d0f-4e9a-8b7c-6d5e4f3a2b1c',
    handle: 'ada',
    displayName: 'Ada',
    headline: null,
    avatarUrl: null,
  },
};
