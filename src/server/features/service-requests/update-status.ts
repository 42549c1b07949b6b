import { eq } from 'drizzle-orm';
import type { ServiceRequest } from '#shared/schemas/service-requests';
import { profiles, serviceRequests, services } from '#server/db/schema/index';
import { AppError } from '#server/errors';
import { notify } from '#server/features/notifications/index';
import { requestStatusWord } from '#server/i18n/texts';
import type { AppDeps } from '#server/http/app-deps';

type Context = Pick<AppDeps, 'db' | 'events' | 'jobs'>;
type Status = ServiceRequest['status'];

/**
 * The seller sets any of the five statuses (spec section 4: transitions are not restricted). The
 * requester may not; anyone else is told the request does not exist, so nothing private is confirmed.
 */
export async function setRequestStatus(
  { db, events, jobs }: Context,
  userId: string,
  requestId: string,
  status: Status,
) {
  const [found] = await db
    .select({
      requesterId: serviceRequests.requesterId,
      status: serviceRequests.status,
      sellerUserId: profiles.userId,
      serviceTitle: services.title,
    })
    .from(serviceRequests)
    .innerJoin(profiles, eq(profiles.id, serviceRequests.sellerProfileId))
    .innerJoin(services, eq(services.id, serviceRequests.serviceId))
    .where(eq(serviceRequests.id, requestId));
  if (!found || (found.sellerUserId !== userId && found.requesterId !== userId)) {
    throw new AppError('not_found', 'requestNotFound');
  }
  if (found.sellerUserId !== userId) throw new AppError('forbidden', 'onlySellerChangesStatus');
  if (found.status === status) return;

  await db.update(serviceRequests).set({ status }).where(eq(serviceRequests.id, requestId));
  await notify(
    db,
    { events, jobs },
    {
      userId: found.requesterId,
      kind: 'requestStatus',
      values: (language) => ({ service: found.serviceTitle, status: requestStatusWord(status, language) }),
      link: '/service-requests?tab=outgoing',
    },
  );
  await events.publish(db, found.sellerUserId, { type: 'requests' });
  await events.publish(db, found.requesterId, { type: 'requests' });
}
