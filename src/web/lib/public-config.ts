import { useQuery } from '@tanstack/react-query';
import { publicConfigSchema } from '@shared/schemas/public-config';
import { apiRequest } from './api-client';

const getPublicConfig = () => apiRequest('/config', publicConfigSchema);

export function usePublicConfig(enabled = true) {
  return useQuery({ queryKey: ['public-config'], queryFn: getPublicConfig, staleTime: Infinity, enabled });
}
