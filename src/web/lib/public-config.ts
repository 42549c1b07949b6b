import { useQuery } from '@tanstack/react-query';
import type { publicConfigSchema } from '#shared/schemas/public-config';
import { type Answer, apiRequest } from './api-client';

const getPublicConfig = () => apiRequest<Answer<typeof publicConfigSchema>>('/config');

export function usePublicConfig(enabled = true) {
  return useQuery({ queryKey: ['public-config'], queryFn: getPublicConfig, staleTime: Infinity, enabled });
}
