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

/**
 * POST /api/insights/request-forms: a signed-in member began a service's request form, the step
 * between its page seen and a request sent in the service's funnel.
 */
export const insightRequestFormSchema = z.object({ serviceId: z.string().uuid() });
export type InsightRequestForm = z.infer<typeof insightRequestFormSchema>;

/** The periods the Insights page offers, in days up to today (UTC). */
export const INSIGHT_PERIODS = ['7', '30', '90'] as const;

/** GET /api/insights: the period to read. */
export const insightsQuerySchema = z.object({ days: z.enum(INSIGHT_PERIODS).default('30') });

const namedCount = z.object({ name: z.string(), count: z.number().int().nonnegative() });

/**
 * GET /api/insights: a creator's figures over the period. `visitors` are each day's unique
 * visitors, summed over the days (a visitor is not known from one day to the next).
 */
export const insightsSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** Every day of the period, oldest first, with nothing counted as zeros. */
  daily: z.array(z.object({ day: z.string(), views: z.number().int(), visitors: z.number().int() })),
  totals: z.object({ views: z.number().int(), visitors: z.number().int() }),
  /** The most viewed pages, with their title and address while they are still shown. */
  pages: z.array(
    z.object({
      kind: z.enum(INSIGHT_PAGE_KINDS),
      id: z.string(),
      title: z.string().nullable(),
      path: z.string().nullable(),
      views: z.number().int(),
    }),
  ),
  referrers: z.array(namedCount),
  sources: z.array(namedCount),
  languages: z.array(namedCount),
  /**
   * What visits led to over the period: the services' pages seen, their request forms begun and
   * the requests sent, then conversations others began and new followers; `services` gives the
   * first three for each service seen or asked for, the most seen first.
   */
  funnel: z.object({
    serviceViews: z.number().int(),
    requestFormsOpened: z.number().int(),
    requestsSent: z.number().int(),
    messagesStarted: z.number().int(),
    follows: z.number().int(),
    services: z.array(
      z.object({
        id: z.string(),
        title: z.string().nullable(),
        path: z.string().nullable(),
        views: z.number().int(),
        requestFormsOpened: z.number().int(),
        requestsSent: z.number().int(),
      }),
    ),
  }),
});
export type Insights = z.infer<typeof insightsSchema>;
