import { z } from 'zod';
import { projectCardSchema } from './projects';

/** The landing page's project cards are the explore cards. */
export const landingProjectSchema = projectCardSchema;

export const landingServiceSchema = z.object({
  id: z.string().uuid(),
  title: z.string(),
  category: z.string(),
  pricingType: z.enum(['fixed', 'hourly', 'custom']),
  priceAmount: z.number().nullable(),
  currency: z.string(),
  deliveryTime: z.number().int().nullable(),
  createdAt: z.string(),
  ownerHandle: z.string(),
  ownerDisplayName: z.string().nullable(),
  ownerAvatarUrl: z.string().nullable(),
  /** The first of the service's images, or null. */
  imageUrl: z.string().nullable(),
  /** As the service's page shows it: the average to one decimal (null without reviews), and how many. */
  rating: z.object({ average: z.number().nullable(), count: z.number().int().nonnegative() }),
});
export type LandingService = z.infer<typeof landingServiceSchema>;

/** GET /api/stats: the landing page's counters and latest lists. */
export const statsResponseSchema = z.object({
  counts: z.object({
    creators: z.number().int().nonnegative(),
    projects: z.number().int().nonnegative(),
    services: z.number().int().nonnegative(),
    connections: z.number().int().nonnegative(),
  }),
  latestProjects: z.array(landingProjectSchema),
  latestServices: z.array(landingServiceSchema),
});
export type StatsResponse = z.infer<typeof statsResponseSchema>;
