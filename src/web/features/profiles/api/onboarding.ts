import { z } from 'zod';
import type { OnboardingRequest } from '@shared/schemas/profiles';
import { apiRequest } from '../../../lib/api-client';

export const completeOnboarding = (body: OnboardingRequest) =>
  apiRequest('/profile/onboarding', z.object({ handle: z.string() }), { method: 'POST', json: body });
