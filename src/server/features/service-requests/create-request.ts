import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { serviceRequestInputSchema } from '#shared/schemas/service-requests';
import type { Database } from '#server/db/client';
import { profiles, publicProfiles, serviceRequests, services } from '#server/db/schema/index';
import { withoutSearchColumns } from '#server/db/schema/search-documents';
import { AppError } from '#server/errors';
import { notify } from '#server/features/notifications/index';
import { unitOfWork } from '#server/jobs/unit-of-work';
import { refuseIfBlockedBy } from '#server/policy/blocks';
import type { AppDeps } from '#server/feature-kit/app-deps';
import { workspaceLink } from './parties';

type RequestInput = z.output<typeof serviceRequestInputSchema>;
type Context = Pick<AppDeps, 'db' | 'events' | 'jobs'>;

/**
 * A service others may request (active, of an owner whose profile is public: onboarded, not banned),
 * with the requester's name as notices show it, in one read.
 */
async function findRequestableService(db: Database, serviceId: string, requesterId: string) {
  const [row] = await db
    .select({
      service: withoutSearchColumns(getTableColumns(services)),
      sellerUserId: publicProfiles.userId,
      requesterHandle: sql<
        string | null
      >`(select ${profiles.handle} from ${profiles} where ${profiles.userId} = ${requesterId})`,
      requesterName: sql<
        string | null
      >`(select ${profiles.displayName} from ${profiles} where ${profiles.userId} = ${requesterId})`,
    })
    .from(services)
    .innerJoin(publicProfiles, eq(publicProfiles.id, services.profileId))
    .where(and(eq(services.id, serviceId), eq(services.active, true)));
  return row;
}

/** The form may only pick what the service offers; both lists are the seller's choice. */
function checkMethods(
  service: Pick<typeof services.$inferSelect, 'contactMethods' | 'acceptedPaymentMethods'>,
  input: RequestInput,
) {
  if (!service.contactMethods.some((option) => option.type === input.contactMethod)) {
    throw new AppError('validation_failed', 'contactMethodNotOffered', {
      contactMethod: 'contactMethodNotOffered',
    });
  }
  const { paymentMethod } = input;
  if (paymentMethod && !service.acceptedPaymentMethods.some((option) => option.method === paymentMethod)) {
    throw new AppError('validation_failed', 'paymentMethodNotAccepted', {
      paymentMethod: 'paymentMethodNotAccepted',
    });
  }
}

/** The requester's name as notices show it; a member without a name may not request (nameRequired). */
function requesterNameOrThrow(found: { requesterHandle: string | null; requesterName: string | null }) {
  const displayName = found.requesterName?.trim();
  if (!found.requesterHandle || !displayName) throw new AppError('validation_failed', 'nameRequired');
  return displayName;
}

/**
 * Sends a pending request to a service's seller, who is notified (with a link to its workspace,
 * docs/decisions/0051) and whose open tabs refresh; the request and all it owes commit as one.
 */
export async function createServiceRequest(
  { db, events, jobs }: Context,
  requesterId: string,
  serviceId: string,
  input: RequestInput,
) {
  const found = await findRequestableService(db, serviceId, requesterId);
  if (!found) throw new AppError('not_found', 'serviceNotFound');
  const { service, sellerUserId } = found;
  if (sellerUserId === requesterId) throw new AppError('validation_failed', 'cannotRequestOwnService');
  const name = requesterNameOrThrow(found);
  await refuseIfBlockedBy(db, sellerUserId, requesterId);
  checkMethods(service, input);

  return unitOfWork({ db, events, jobs }, async (unit) => {
    const tx = unit.db;
    const [created] = await tx
      .insert(serviceRequests)
      .values({
        serviceId,
        sellerProfileId: service.profileId,
        requesterId,
        description: input.description,
        budget: input.budget,
        deadline: input.deadline,
        selectedContactMethod: input.contactMethod,
        contactInfo: input.contactInfo,
        selectedPaymentMethod: input.paymentMethod,
        status: 'pending',
        // The request is the thread's first news, the requester's own.
        activityBy: requesterId,
      })
      .returning({ id: serviceRequests.id });
    if (!created) throw new Error('service request insert returned nothing');

    await notify(unit, {
      userId: sellerUserId,
      kind: 'newRequest',
      values: { name, service: service.title },
      link: workspaceLink(created.id),
      actorId: requesterId,
      subjectId: created.id,
    });
    // The requester's other tabs list outgoing requests too.
    await events.publish(tx, sellerUserId, { type: 'requests' });
    await events.publish(tx, requesterId, { type: 'requests' });
    return created;
  });
}
