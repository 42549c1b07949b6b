import { z } from 'zod';
import { SUPPORTED_LANGUAGES } from '#shared/constants';

/** The pages whose views a creator's insights count. */
export const INSIGHT_PAGE_KINDS = ['profile', 'project', 'service'] as const;
export type InsightPageKind = (typeof INSIGHT_PAGE_KINDS)[number];

/**
 * POST /api/insights/views: the web app tells of a page shown, on the first page as on its own
 * navigations (docs/decisions/0072-insights-without-cookies.md). `id` is the profile's account,
 * the project's or the service's id. `referrer` and `source` (`utm_source`) are given for the
 * first page of a visit only; `fromReport` for a page staff opened from a report.
 */
export const insightViewSchema = z.object({
  kind: z.enum(INSIGHT_PAGE_KINDS),
  id: z.string().uuid(),
  language: z.enum(SUPPORTED_LANGUAGES),
  referrer: z.string().max(2048).optional(),
  source: z.string().max(200).optional(),
  fromReport: z.boolean().optional(),
});
export type InsightView = z.infer<typeof insightViewSchema>;
