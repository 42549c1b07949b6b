import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import {
  requestDeliveries,
  requestEntries,
  requestFiles,
  requestMilestones,
  requestQuotes,
  serviceRequests,
  services,
} from '#server/db/schema/index';
import { uploadKey, type Storage } from '#server/storage/storage';
import type { Creator } from './factories';
import type { DemoService } from './demo-activity';

// One request of the demo community in the middle of its work (docs/decisions/0051): the first demo
// creator hired another, they agreed a quote of two milestones, the first is delivered and approved,
// the second is under way. A visitor of the demo, and the screenshots, see a workspace with a life.

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** A small PDF, as a delivery's file: the demo's download works like any other. */
const DEMO_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n' +
    'trailer << /Root 1 0 R >>\n%%EOF\n',
);

type Step = {
  authorId: string;
  kind: (typeof requestEntries.$inferInsert)['kind'];
  body?: string;
  detail?: (typeof requestEntries.$inferInsert)['detail'];
  hoursAfterStart: number;
};

/** Seeds the workspace when the community has a service of someone else than its first creator. */
export async function seedDemoWorkspace(
  db: Database,
  community: { creators: readonly Creator[]; services: readonly DemoService[] },
  storage: Storage | undefined,
): Promise<number> {
  const [client] = community.creators;
  const hired = community.services.find((service) => service.sellerUserId !== client?.user.id);
  if (!client || !hired) return 0;
  const [service] = await db
    .select({ currency: services.currency })
    .from(services)
    .where(eq(services.id, hired.id));
  const start = new Date(Date.now() - 6 * DAY);
  const at = (hours: number) => new Date(start.getTime() + hours * HOUR);
  const seller = hired.sellerUserId;
  const buyer = client.user.id;
  const requestId = randomUUID();
  const quoteId = randomUUID();
  const sketches = randomUUID();
  const finalWork = randomUUID();
  const deliveryId = randomUUID();
  const deliveryEntryId = randomUUID();

  await db.insert(serviceRequests).values({
    id: requestId,
    serviceId: hired.id,
    sellerProfileId: hired.profileId,
    requesterId: buyer,
    description:
      'We are opening a second studio in March and need the work for the launch: the first ideas ' +
      'within a week, the finished files before the opening. Happy to talk through the details here.',
    budget: 1200,
    deadline: new Date(Date.now() + 20 * DAY).toISOString().slice(0, 10),
    selectedContactMethod: 'Email',
    contactInfo: client.user.email,
    status: 'in_progress',
    createdAt: start,
    activityAt: at(100),
    activityBy: seller,
    sellerReadAt: at(100),
    requesterReadAt: at(80),
  });
  await db.insert(requestQuotes).values({
    id: quoteId,
    requestId,
    price: 1100,
    currency: service?.currency ?? 'USD',
    deliveryDate: new Date(Date.now() + 14 * DAY).toISOString().slice(0, 10),
    status: 'accepted',
    createdAt: at(3),
    decidedAt: at(5),
  });
  await db.insert(requestMilestones).values([
    {
      id: sketches,
      quoteId,
      position: 1,
      title: 'First ideas',
      amount: 400,
      dueDate: new Date(Date.now() - 1 * DAY).toISOString().slice(0, 10),
      status: 'approved',
    },
    {
      id: finalWork,
      quoteId,
      position: 2,
      title: 'Finished files',
      amount: 700,
      dueDate: new Date(Date.now() + 14 * DAY).toISOString().slice(0, 10),
      status: 'open',
    },
  ]);

  const steps: Step[] = [
    {
      authorId: seller,
      kind: 'message',
      body: 'Thanks for the brief! Two questions: which colours must stay, and who is it mostly for?',
      hoursAfterStart: 1,
    },
    {
      authorId: buyer,
      kind: 'message',
      body: 'Our green and the warm grey stay. Mostly neighbours and families, so friendly rather than fancy.',
      hoursAfterStart: 2,
    },
    { authorId: seller, kind: 'quote', detail: { quoteId }, hoursAfterStart: 3 },
    { authorId: buyer, kind: 'quoteAccepted', detail: { quoteId }, hoursAfterStart: 5 },
    { authorId: buyer, kind: 'status', detail: { from: 'pending', to: 'accepted' }, hoursAfterStart: 5 },
    {
      authorId: seller,
      kind: 'status',
      detail: { from: 'accepted', to: 'in_progress' },
      hoursAfterStart: 50,
    },
    {
      authorId: buyer,
      kind: 'deliveryApproved',
      detail: { deliveryId, milestoneId: sketches },
      hoursAfterStart: 80,
    },
    {
      authorId: seller,
      kind: 'message',
      body: 'Great, starting on the finished files now. I will share a preview on Friday.',
      hoursAfterStart: 100,
    },
  ];
  await db.insert(requestEntries).values([
    ...steps.map((step) => ({
      requestId,
      authorId: step.authorId,
      kind: step.kind,
      body: step.body ?? null,
      detail: step.detail ?? {},
      createdAt: at(step.hoursAfterStart),
    })),
    {
      id: deliveryEntryId,
      requestId,
      authorId: seller,
      kind: 'delivery',
      body: 'Here are three directions for the first ideas. My favourite is the second one.',
      detail: { deliveryId, milestoneId: sketches },
      createdAt: at(50),
    },
  ]);
  await db.insert(requestDeliveries).values({
    id: deliveryId,
    requestId,
    entryId: deliveryEntryId,
    milestoneId: sketches,
    status: 'approved',
    createdAt: at(50),
    decidedAt: at(80),
  });
  if (storage) {
    const key = uploadKey('request-files', requestId, 'file', 'pdf');
    await storage.put(key, DEMO_PDF, 'application/pdf');
    await db.insert(requestFiles).values({
      requestId,
      entryId: deliveryEntryId,
      uploaderId: seller,
      fileName: 'first-ideas.pdf',
      contentType: 'application/pdf',
      byteSize: DEMO_PDF.length,
      storageKey: key,
      createdAt: at(50),
    });
  }
  return 1;
}
