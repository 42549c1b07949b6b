import { randomUUID } from 'node:crypto';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SERVICES_PAGE_SIZE } from '#shared/schemas/services';
import {
  createBan,
  createCreator,
  createService,
  createServiceReview,
  createUser,
  type Creator,
} from '#server/seed/factories';
import { publicProfiles, serviceReviews, services } from '#server/db/schema/index';
import { buildTestApp, type TestApp } from '#server/test/build-test-app';
import type { ApiClient, TestUser } from '#server/test/clients';
import { RECENT_WINDOW } from '#server/features/search/index';

type Page = { items: { id: string; title: string }[]; nextCursor: string | null };
/** The staff roles that may see and delete any service. */
const SERVICE_STAFF = ['owner', 'admin', 'moderator', 'content_mod'] as const;
type ServiceStaff = (typeof SERVICE_STAFF)[number];

const DESCRIPTION = 'Three logo concepts, two rounds of changes and every source file you need.';
/** A valid create/edit form, with things the server must tidy: case, blank lines, repeats. */
const validForm = {
  title: 'Logo design for your brand',
  description: DESCRIPTION,
  category: 'Design',
  pricingType: 'fixed',
  priceAmount: 150,
  currency: 'usd',
  deliveryTime: 5,
  features: ['Three concepts', '', '   ', 'Source files'],
  contactMethods: ['Email', 'Discord', 'Email'],
  acceptedPaymentMethods: ['Bank Transfer', 'PayPal'],
  requirements: '   ',
};

describe('services', () => {
  let testApp: TestApp;
  let adaCreator: Creator;
  let graceUser: TestUser;
  let newcomerUser: TestUser;
  const staffUsers = new Map<ServiceStaff, TestUser>();
  let plainRoleUser: TestUser;
  let logoService: Awaited<ReturnType<typeof createService>>;
  // Fresh clients for each test: many creates from one address would run into the write limit.
  let ada: ApiClient;
  let grace: ApiClient;
  let newcomer: ApiClient;
  const staffClients = new Map<ServiceStaff, ApiClient>();
  let plainRole: ApiClient;
  let visitor: ApiClient;

  beforeAll(async () => {
    testApp = await buildTestApp();
    const { db } = testApp;
    adaCreator = await createCreator(db, {
      handle: 'adaservices',
      displayName: 'Ada Lovelace',
      bio: 'Engines and notes.',
      avatarUrl: '/uploads/avatars/ada.webp',
    });
    graceUser = (await createCreator(db, { handle: 'graceservices' })).user;
    // Signed up, onboarding unfinished: no handle, so no profile page to show a service on.
    newcomerUser = await createUser(db);
    for (const role of SERVICE_STAFF) staffUsers.set(role, (await testApp.asStaff(role)).user);
    // Staff, but not of a kind that may see or remove services.
    plainRoleUser = (await testApp.asStaff(['support', 'junior_mod'])).user;
    logoService = await createService(db, adaCreator.profile.id, {
      title: 'Brand identity package',
      description: 'Logo, palette and typography guidelines, delivered as a tidy brand book.',
      category: 'Design',
      priceAmount: 800,
    });
  });
  beforeEach(async () => {
    ada = await testApp.as(adaCreator);
    grace = await testApp.as(graceUser);
    newcomer = await testApp.as(newcomerUser);
    for (const [role, user] of staffUsers) staffClients.set(role, await testApp.as(user));
    plainRole = await testApp.as(plainRoleUser);
    visitor = testApp.visitor();
  });
  afterAll(() => testApp.close());

  const staff = (role: ServiceStaff) => {
    const client = staffClients.get(role);
    if (!client) throw new Error(`no ${role} client`);
    return client;
  };
  const browse = async (query = '') => {
    const response = await visitor.get(`/api/services?${query}`);
    expect(response.statusCode).toBe(200);
    return response.json<Page>();
  };
  const browseTitles = async (query: string) => (await browse(query)).items.map((item) => item.title).sort();
  const create = (form: object, client = ada) => client.post('/api/services', form);
  const createdId = async (form: object = validForm) => {
    const response = await create(form);
    expect(response.statusCode).toBe(201);
    return response.json<{ id: string }>().id;
  };
  const expectFieldError = async (form: object, field: string, messageId: string) => {
    const response = await create(form);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_failed', fields: { [field]: messageId } });
  };

  describe('create', () => {
    it('[VISITOR] may not create a service, and is told to sign in', async () => {
      const response = await create(validForm, visitor);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'unauthenticated', messageId: 'signInRequired' });
    });

    it('[USER] without a finished profile may not create a service', async () => {
      const response = await create(validForm, newcomer);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ messageId: 'profileNotFound' });
    });

    it('[USER] creates an active service; the form is tidied and stored in the table’s shapes', async () => {
      const response = await create(validForm);
      expect(response.statusCode).toBe(201);
      const { id } = response.json<{ id: string }>();

      const [row] = await testApp.db.select().from(services).where(eq(services.id, id));
      expect(row).toMatchObject({
        profileId: adaCreator.profile.id,
        title: 'Logo design for your brand',
        currency: 'USD',
        priceAmount: 150,
        features: ['Three concepts', 'Source files'],
        // Each method once, in the lists' order.
        contactMethods: [
          { type: 'Discord', required: true },
          { type: 'Email', required: true },
        ],
        acceptedPaymentMethods: [{ method: 'PayPal' }, { method: 'Bank Transfer' }],
        requirements: null,
        active: true,
      });

      const detail = await visitor.get(`/api/services/${id}`);
      expect(detail.json()).toMatchObject({
        id,
        currency: 'USD',
        features: ['Three concepts', 'Source files'],
        contactMethods: ['Discord', 'Email'],
        acceptedPaymentMethods: ['PayPal', 'Bank Transfer'],
        requirements: null,
        active: true,
      });
    });

    it('[USER] title must be 10 to 100 characters, counted after trimming', async () => {
      await expectFieldError({ ...validForm, title: 'x'.repeat(9) }, 'title', 'serviceTitleTooShort');
      await expectFieldError({ ...validForm, title: ` ${'x'.repeat(9)}  ` }, 'title', 'serviceTitleTooShort');
      await expectFieldError({ ...validForm, title: 'x'.repeat(101) }, 'title', 'serviceTitleTooLong');
      await createdId({ ...validForm, title: 'x'.repeat(10) });
      await createdId({ ...validForm, title: 'x'.repeat(100) });
    });

    it('[USER] description must be at least 50 characters', async () => {
      await expectFieldError(
        { ...validForm, description: 'x'.repeat(49) },
        'description',
        'serviceDescriptionTooShort',
      );
      await expectFieldError(
        { ...validForm, description: 'x'.repeat(2001) },
        'description',
        'serviceDescriptionTooLong',
      );
      await createdId({ ...validForm, description: 'x'.repeat(50) });
    });

    it('[USER] the category must be one of the list', async () => {
      await expectFieldError({ ...validForm, category: 'Gardening' }, 'category', 'categoryRequired');
      await expectFieldError({ ...validForm, category: '' }, 'category', 'categoryRequired');
    });

    it('[USER] fixed and hourly prices are required and positive', async () => {
      const { priceAmount: _priceAmount, ...withoutPrice } = validForm;
      for (const pricingType of ['fixed', 'hourly']) {
        await expectFieldError({ ...withoutPrice, pricingType }, 'priceAmount', 'priceRequired');
        await expectFieldError(
          { ...validForm, pricingType, priceAmount: null },
          'priceAmount',
          'priceRequired',
        );
        await expectFieldError({ ...validForm, pricingType, priceAmount: 0 }, 'priceAmount', 'priceRequired');
        await expectFieldError(
          { ...validForm, pricingType, priceAmount: -5 },
          'priceAmount',
          'priceRequired',
        );
      }
      const hourly = await createdId({ ...validForm, pricingType: 'hourly', priceAmount: 42.5 });
      expect((await visitor.get(`/api/services/${hourly}`)).json()).toMatchObject({
        pricingType: 'hourly',
        priceAmount: 42.5,
      });
    });

    it('[USER] a custom quote saves no price, even when one is sent', async () => {
      const id = await createdId({ ...validForm, pricingType: 'custom', priceAmount: 999 });
      const [row] = await testApp.db.select().from(services).where(eq(services.id, id));
      expect(row).toMatchObject({ pricingType: 'custom', priceAmount: null });
      const { priceAmount: _priceAmount, ...withoutPrice } = validForm;
      await createdId({ ...withoutPrice, pricingType: 'custom' });
    });

    it('[USER] the currency is a 3-letter code, upper-cased, USD when left out', async () => {
      await expectFieldError({ ...validForm, currency: 'US' }, 'currency', 'currencyInvalid');
      await expectFieldError({ ...validForm, currency: 'EURO' }, 'currency', 'currencyInvalid');
      const { currency: _currency, ...withoutCurrency } = validForm;
      const id = await createdId(withoutCurrency);
      expect((await visitor.get(`/api/services/${id}`)).json()).toMatchObject({ currency: 'USD' });
      const euros = await createdId({ ...validForm, currency: ' eur ' });
      expect((await visitor.get(`/api/services/${euros}`)).json()).toMatchObject({ currency: 'EUR' });
    });

    it('[USER] delivery time is a whole number of days, at least 1', async () => {
      for (const deliveryTime of [0, -1, 1.5, '3']) {
        await expectFieldError({ ...validForm, deliveryTime }, 'deliveryTime', 'deliveryTimeInvalid');
      }
      await createdId({ ...validForm, deliveryTime: 1 });
    });

    it('[USER] empty feature lines are dropped; more than 20 features are refused', async () => {
      const twenty = Array.from({ length: 20 }, (_, index) => `Feature ${index + 1}`);
      const id = await createdId({ ...validForm, features: [...twenty, '', '  '] });
      const [row] = await testApp.db.select().from(services).where(eq(services.id, id));
      expect(row?.features).toEqual(twenty);
      await expectFieldError(
        { ...validForm, features: [...twenty, 'One more'] },
        'features',
        'tooManyFeatures',
      );
      await expectFieldError({ ...validForm, features: ['x'.repeat(201)] }, 'features.0', 'featureTooLong');
    });

    it('[USER] at least one contact method is required, each from the list', async () => {
      await expectFieldError({ ...validForm, contactMethods: [] }, 'contactMethods', 'contactMethodRequired');
      const { contactMethods: _contactMethods, ...withoutContact } = validForm;
      expect((await create(withoutContact)).statusCode).toBe(400);
      expect((await create({ ...validForm, contactMethods: ['Pigeon'] })).statusCode).toBe(400);
      expect((await create({ ...validForm, acceptedPaymentMethods: ['Seashells'] })).statusCode).toBe(400);
    });

    // Found by fuzzing: 5,000 wrong items took a second to refuse item by item; a list past any
    // form's length is refused by its length alone.
    it('[USER] lists far longer than the form sends are refused by their length, not item by item', async () => {
      const thousands = (item: unknown) => Array.from({ length: 5_000 }, () => item);
      for (const [field, item, messageId] of [
        ['features', '', 'tooManyFeatures'],
        ['contactMethods', 0, 'validationError'],
        ['acceptedPaymentMethods', 0, 'validationError'],
      ] as const) {
        const response = await create({ ...validForm, [field]: thousands(item) });
        expect(response.statusCode).toBe(400);
        expect(response.json().fields).toEqual({ [field]: messageId });
      }
    });

    it('[USER] requirements are trimmed, up to 1000 characters', async () => {
      await expectFieldError(
        { ...validForm, requirements: 'x'.repeat(1001) },
        'requirements',
        'requirementsTooLong',
      );
      const id = await createdId({ ...validForm, requirements: '  Your brief and colours.  ' });
      expect((await visitor.get(`/api/services/${id}`)).json()).toMatchObject({
        requirements: 'Your brief and colours.',
      });
    });
  });

  describe('edit', () => {
    it('[OWNER] saves the edit form; switching to a custom quote clears the price', async () => {
      const id = await createdId();
      const response = await ada.put(`/api/services/${id}`, {
        ...validForm,
        title: 'Logo and icon design',
        pricingType: 'custom',
        priceAmount: 300,
        features: ['Icons', ''],
        contactMethods: ['Telegram'],
        acceptedPaymentMethods: [],
        requirements: 'Your brief.',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ id });
      expect((await visitor.get(`/api/services/${id}`)).json()).toMatchObject({
        title: 'Logo and icon design',
        pricingType: 'custom',
        priceAmount: null,
        features: ['Icons'],
        contactMethods: ['Telegram'],
        acceptedPaymentMethods: [],
        requirements: 'Your brief.',
        active: true,
      });
    });

    it('[OWNER] may edit an inactive service, which stays inactive', async () => {
      const id = await createdId();
      await testApp.db.update(services).set({ active: false }).where(eq(services.id, id));
      const response = await ada.put(`/api/services/${id}`, { ...validForm, deliveryTime: 9 });
      expect(response.statusCode).toBe(200);
      const [row] = await testApp.db.select().from(services).where(eq(services.id, id));
      expect(row).toMatchObject({ deliveryTime: 9, active: false });
    });

    it('[OWNER] the edit form is validated like the create form', async () => {
      const id = await createdId();
      const response = await ada.put(`/api/services/${id}`, { ...validForm, title: 'Too short' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ fields: { title: 'serviceTitleTooShort' } });
    });

    it('[USER] may not edit someone else’s service', async () => {
      const response = await grace.put(`/api/services/${logoService.id}`, validForm);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({
        code: 'forbidden',
        messageId: 'serviceNotOwner',
        message: 'You can only edit your own service',
      });
      const [row] = await testApp.db.select().from(services).where(eq(services.id, logoService.id));
      expect(row?.title).toBe('Brand identity package');
    });

    it('[STAFF] may delete but not edit another creator’s service', async () => {
      for (const role of SERVICE_STAFF) {
        const response = await staff(role).put(`/api/services/${logoService.id}`, validForm);
        expect(response.statusCode).toBe(403);
        expect(response.json()).toMatchObject({ messageId: 'serviceNotOwner' });
      }
    });

    it('[USER] editing a service that does not exist is 404', async () => {
      const response = await ada.put(`/api/services/${randomUUID()}`, validForm);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ messageId: 'serviceNotFound' });
      expect((await ada.put('/api/services/not-a-uuid', validForm)).statusCode).toBe(400);
    });

    it('[VISITOR] may not edit', async () => {
      expect((await visitor.put(`/api/services/${logoService.id}`, validForm)).statusCode).toBe(401);
    });
  });

  describe('delete', () => {
    it('[VISITOR] may not delete', async () => {
      expect((await visitor.delete(`/api/services/${logoService.id}`)).statusCode).toBe(401);
    });

    it('[USER] may not delete someone else’s service, nor may staff roles without that power', async () => {
      for (const client of [grace, plainRole]) {
        const response = await client.delete(`/api/services/${logoService.id}`);
        expect(response.statusCode).toBe(403);
        expect(response.json()).toMatchObject({ code: 'forbidden', messageId: 'permissionDenied' });
      }
      expect((await visitor.get(`/api/services/${logoService.id}`)).statusCode).toBe(200);
    });

    it('[OWNER] deletes their service for good, requests and reviews with it', async () => {
      const id = await createdId();
      await reviewService(id, [5]);
      const response = await ada.delete(`/api/services/${id}`);
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
      expect((await ada.get(`/api/services/${id}`)).statusCode).toBe(404);
      expect(await testApp.db.select().from(serviceReviews).where(eq(serviceReviews.serviceId, id))).toEqual(
        [],
      );
      expect((await ada.delete(`/api/services/${id}`)).statusCode).toBe(404);
    });

    it('[STAFF] owner, admin, moderator and content_mod delete any service, inactive ones too', async () => {
      for (const role of SERVICE_STAFF) {
        const id = await createdId();
        await testApp.db.update(services).set({ active: false }).where(eq(services.id, id));
        const response = await staff(role).delete(`/api/services/${id}`);
        expect(response.statusCode).toBe(204);
        expect(await testApp.db.select().from(services).where(eq(services.id, id))).toEqual([]);
      }
    });

    it('[USER] deleting a service that does not exist is 404', async () => {
      const response = await grace.delete(`/api/services/${randomUUID()}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ messageId: 'serviceNotFound' });
    });
  });

  /** A completed request and a review from a new requester for each rating. */
  async function reviewService(serviceId: string, ratings: number[]) {
    for (const rating of ratings) {
      const requester = await createUser(testApp.db);
      await createServiceReview(
        testApp.db,
        { id: serviceId, profileId: adaCreator.profile.id },
        requester.id,
        { rating, comment: null },
      );
    }
  }

  describe('detail', () => {
    it('[VISITOR] sees an active service with its owner and no rating yet', async () => {
      const response = await visitor.get(`/api/services/${logoService.id}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=15');
      expect(response.json()).toEqual({
        id: logoService.id,
        title: 'Brand identity package',
        description: 'Logo, palette and typography guidelines, delivered as a tidy brand book.',
        category: 'Design',
        pricingType: 'fixed',
        priceAmount: 800,
        currency: 'USD',
        deliveryTime: 7,
        features: ['Responsive layout'],
        contactMethods: ['Email'],
        acceptedPaymentMethods: ['PayPal'],
        requirements: null,
        images: [],
        active: true,
        createdAt: logoService.createdAt.toISOString(),
        owner: {
          handle: 'adaservices',
          displayName: 'Ada Lovelace',
          avatarUrl: '/uploads/avatars/ada.webp',
          bio: 'Engines and notes.',
        },
        rating: { average: null, count: 0 },
        isOwner: false,
        hold: null,
        canModerate: false,
      });
    });

    it('[VISITOR] the rating is the reviews’ average to one decimal, and their count', async () => {
      const id = await createdId();
      await reviewService(id, [5, 4, 4]);
      expect((await visitor.get(`/api/services/${id}`)).json()).toMatchObject({
        rating: { average: 4.3, count: 3 },
      });
    });

    it('[OWNER] is told it is theirs (so may delete it); a user’s answer is not cached', async () => {
      const response = await ada.get(`/api/services/${logoService.id}`);
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.json()).toMatchObject({ isOwner: true, canModerate: false });
      expect((await grace.get(`/api/services/${logoService.id}`)).json()).toMatchObject({
        isOwner: false,
        canModerate: false,
      });
    });

    it('[STAFF] may moderate any service of a member they outrank; other roles may not', async () => {
      for (const role of SERVICE_STAFF) {
        expect((await staff(role).get(`/api/services/${logoService.id}`)).json()).toMatchObject({
          isOwner: false,
          canModerate: true,
        });
      }
      expect((await plainRole.get(`/api/services/${logoService.id}`)).json()).toMatchObject({
        canModerate: false,
      });
    });

    it('[USER] an inactive service is hidden from others (404) but shown to its owner and staff', async () => {
      const id = await createdId({ ...validForm, title: 'Deactivated logo service' });
      await testApp.db.update(services).set({ active: false }).where(eq(services.id, id));
      for (const client of [visitor, grace, plainRole]) {
        const response = await client.get(`/api/services/${id}`);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ code: 'not_found', messageId: 'serviceNotFound' });
      }
      const asOwner = await ada.get(`/api/services/${id}`);
      expect(asOwner.statusCode).toBe(200);
      expect(asOwner.json()).toMatchObject({ active: false, isOwner: true });
      for (const role of SERVICE_STAFF) {
        const asStaff = await staff(role).get(`/api/services/${id}`);
        expect(asStaff.statusCode).toBe(200);
        expect(asStaff.json()).toMatchObject({ active: false, canModerate: true });
      }
      expect(await browseTitles('q=deactivated')).toEqual([]);
    });

    it('[USER] a banned owner’s service is hidden from others but shown to staff', async () => {
      const banned = await createCreator(testApp.db, { handle: 'bannedservices' });
      const service = await createService(testApp.db, banned.profile.id, { title: 'Suspicious offer here' });
      expect(await browseTitles('q=suspicious')).toEqual(['Suspicious offer here']);
      await createBan(testApp.db, banned.user.id, { reason: 'Spam' });

      for (const client of [visitor, grace]) {
        expect((await client.get(`/api/services/${service.id}`)).statusCode).toBe(404);
      }
      const asStaff = await staff('moderator').get(`/api/services/${service.id}`);
      expect(asStaff.statusCode).toBe(200);
      expect(asStaff.json()).toMatchObject({ active: true, owner: { handle: 'bannedservices' } });
      expect(await browseTitles('q=suspicious')).toEqual([]);
    });

    it('[VISITOR] an unknown service is 404; an id that is no uuid is 400', async () => {
      const response = await visitor.get(`/api/services/${randomUUID()}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ messageId: 'serviceNotFound', message: 'Not found' });
      expect((await visitor.get('/api/services/nope')).statusCode).toBe(400);
    });
  });

  describe('mine', () => {
    it('[VISITOR] has no services of their own to list', async () => {
      expect((await visitor.get('/api/services/mine')).statusCode).toBe(401);
    });

    it('[USER] lists their active services, newest first, not cached', async () => {
      const creator = await createCreator(testApp.db);
      const mine = await testApp.as(creator);
      expect((await mine.get('/api/services/mine')).json()).toEqual([]);
      const older = await createService(testApp.db, creator.profile.id, {
        title: 'Older service offer',
        createdAt: new Date('2026-01-01T00:00:00Z'),
      });
      const newer = await createService(testApp.db, creator.profile.id, { title: 'Newer service offer' });
      await createService(testApp.db, creator.profile.id, { title: 'Inactive service offer', active: false });

      const response = await mine.get('/api/services/mine');
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.json()).toEqual([
        { id: newer.id, title: 'Newer service offer' },
        { id: older.id, title: 'Older service offer' },
      ]);
      expect((await newcomer.get('/api/services/mine')).json()).toEqual([]);
    });
  });

  describe('browse', () => {
    let copywriting: Awaited<ReturnType<typeof createService>>;

    beforeAll(async () => {
      const grace = await createCreator(testApp.db, {
        handle: 'gracebrowse',
        displayName: 'Grace Hopper',
        avatarUrl: '/uploads/avatars/grace.webp',
      });
      copywriting = await createService(testApp.db, grace.profile.id, {
        title: 'Copywriting for product launches',
        description: 'Headlines, emails and landing copy written in your voice, with two revisions.',
        category: 'Writing & Translation',
        pricingType: 'hourly',
        priceAmount: 60,
        currency: 'EUR',
        deliveryTime: null,
      });
      await createService(testApp.db, grace.profile.id, {
        title: 'Landing page audit',
        description: 'A written review of your landing page copy, speed and conversion paths.',
        category: 'Marketing',
        pricingType: 'custom',
        priceAmount: null,
      });
    });

    it('[VISITOR] browses active services as cards with their owner, cached briefly', async () => {
      const response = await visitor.get('/api/services?q=copywriting');
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=15');
      expect(response.headers['x-ratelimit-limit']).toBe('120');
      expect(response.json()).toEqual({
        items: [
          {
            id: copywriting.id,
            title: 'Copywriting for product launches',
            description: 'Headlines, emails and landing copy written in your voice, with two revisions.',
            category: 'Writing & Translation',
            pricingType: 'hourly',
            priceAmount: 60,
            currency: 'EUR',
            deliveryTime: null,
            createdAt: copywriting.createdAt.toISOString(),
            ownerHandle: 'gracebrowse',
            ownerDisplayName: 'Grace Hopper',
            ownerAvatarUrl: '/uploads/avatars/grace.webp',
            imageUrl: null,
            rating: { average: null, count: 0 },
          },
        ],
        nextCursor: null,
      });
    });

    it('[VISITOR] text search reads title, description and category, by word prefix and in any case', async () => {
      expect(await browseTitles('q=COPYWRIT')).toEqual(['Copywriting for product launches']);
      // "headl" begins a word of the description only.
      expect(await browseTitles('q=headl')).toEqual(['Copywriting for product launches']);
      // "copy" begins a word of one title and of both descriptions.
      expect(await browseTitles('q=copy')).toEqual([
        'Copywriting for product launches',
        'Landing page audit',
      ]);
      // Every word must match, here one in the title and one in the description.
      expect(await browseTitles('q=audit%20conversion')).toEqual(['Landing page audit']);
      expect(await browseTitles('q=audit%20gardening')).toEqual([]);
      // The category's words too (this one is in 'Writing & Translation').
      expect(await browseTitles('q=translation')).toEqual(['Copywriting for product launches']);
      // Inside a word is not a prefix.
      expect(await browseTitles('q=opywrit')).toEqual([]);
    });

    it('[VISITOR] query syntax is searched as text; text without letters filters nothing', async () => {
      for (const q of ["it's", '\\', '& | ! ( ) :* <->', "'copy'"]) {
        expect((await visitor.get(`/api/services?q=${encodeURIComponent(q)}`)).statusCode).toBe(200);
      }
      expect(await browseTitles(`q=${encodeURIComponent("'copy'")}`)).toHaveLength(2);
      expect((await browse('q=!!!')).items.length).toBe((await browse()).items.length);
    });

    it('[VISITOR] the category filter matches one category exactly, alone or with text', async () => {
      expect(await browseTitles('category=Marketing')).toEqual(['Landing page audit']);
      expect(await browseTitles('category=Writing%20%26%20Translation&q=landing')).toEqual([
        'Copywriting for product launches',
      ]);
      expect(await browseTitles('category=Marketing&q=copywriting')).toEqual([]);
      expect(await browseTitles('category=')).toContain('Landing page audit');
      const unknown = await visitor.get('/api/services?category=marketing');
      expect(unknown.statusCode).toBe(400);
    });

    it('[VISITOR] pages hold every match exactly once, ties included, then end', async () => {
      const owner = await createCreator(testApp.db);
      const count = 2 * SERVICES_PAGE_SIZE + 2;
      for (let index = 0; index < count; index += 1) {
        await createService(testApp.db, owner.profile.id, { title: `Pagerwork offer ${index}` });
      }
      // Three services per instant, all within one millisecond: the cursor keeps microseconds and breaks
      // ties by id.
      await testApp.db
        .update(services)
        .set({
          createdAt: sql`timestamptz '2025-01-01 00:00:00+00' + (substring(${services.title} from '[0-9]+$')::int / 3) * interval '1 microsecond'`,
        })
        .where(eq(services.profileId, owner.profile.id));
      const expected = await testApp.db
        .select({ id: services.id })
        .from(services)
        .where(eq(services.profileId, owner.profile.id))
        .orderBy(desc(services.createdAt), desc(services.id));

      const pages = await readAllPages('/services?q=pagerwork');
      expect(pages.map((page) => page.items.length)).toEqual([SERVICES_PAGE_SIZE, SERVICES_PAGE_SIZE, 2]);
      expect(pages.flatMap((page) => page.items.map((item) => item.id))).toEqual(
        expected.map((row) => row.id),
      );
      expect(pages.at(-1)?.nextCursor).toBeNull();
    });

    it('[VISITOR] the unfiltered list pages through every visible active service once, newest first', async () => {
      const expected = await testApp.db
        .select({ id: services.id })
        .from(services)
        .innerJoin(publicProfiles, eq(publicProfiles.id, services.profileId))
        .where(eq(services.active, true))
        .orderBy(desc(services.createdAt), desc(services.id));
      const pages = await readAllPages('/services?q=');
      expect(pages.flatMap((page) => page.items.map((item) => item.id))).toEqual(
        expected.map((row) => row.id),
      );
    });

    it('[VISITOR] matches older than the newest thousand services are found, in order', async () => {
      const owner = await createCreator(testApp.db);
      // 30 old matches, then more non-matching services than the first search step looks at, then 3 new
      // matches: the first page holds the 3 new ones and 21 old ones.
      const insertServices = (title: string, count: number, since: string) =>
        testApp.db.execute(sql`
          insert into services (profile_id, title, description, category, pricing_type, price_amount,
            delivery_time, created_at)
          select ${owner.profile.id}, ${title} || ' ' || n, ${DESCRIPTION}, 'Consulting', 'fixed', 100, n,
            ${since}::timestamptz + n * interval '1 second'
          from generate_series(1, ${count}::int) as n`);
      await insertServices('Antiquarian advice', 30, '2020-01-01T00:00:00Z');
      await insertServices('Filler consulting', RECENT_WINDOW + 10, '2021-01-01T00:00:00Z');
      await insertServices('Antiquarian appraisal', 3, '2022-01-01T00:00:00Z');

      const pages = await readAllPages('/services?q=antiquarian');
      const titles = pages.flatMap((page) => page.items.map((item) => item.title));
      const newest = [3, 2, 1].map((n) => `Antiquarian appraisal ${n}`);
      const oldest = Array.from({ length: 30 }, (_, index) => `Antiquarian advice ${30 - index}`);
      expect(titles).toEqual([...newest, ...oldest]);
      expect(pages.map((page) => page.items.length)).toEqual([SERVICES_PAGE_SIZE, 9]);
      await testApp.db.delete(services).where(eq(services.profileId, owner.profile.id));
    });

    it('[VISITOR] a cursor the server did not make, long text or an unknown category is refused', async () => {
      for (const cursor of ['not a cursor!', Buffer.from('[1,2]').toString('base64url'), 'x'.repeat(201)]) {
        const response = await visitor.get(`/api/services?cursor=${encodeURIComponent(cursor)}`);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({
          code: 'validation_failed',
          fields: { cursor: 'validationError' },
        });
      }
      const tooLong = await visitor.get(`/api/services?q=${'a'.repeat(101)}`);
      expect(tooLong.json()).toMatchObject({ fields: { q: 'validationError' } });
      expect((await visitor.get('/api/services?category=Gardening')).statusCode).toBe(400);
    });

    it('[USER] sees the same list as a visitor', async () => {
      const asUser = await ada.get('/api/services?q=landing');
      expect(asUser.statusCode).toBe(200);
      expect(asUser.json()).toEqual((await visitor.get('/api/services?q=landing')).json());
    });
  });

  /** Follows nextCursor to the end; answers every page. */
  async function readAllPages(url: string) {
    const pages: Page[] = [];
    let cursor: string | null = null;
    do {
      const response = await visitor.get(`/api${cursor ? `${url}&cursor=${cursor}` : url}`);
      expect(response.statusCode).toBe(200);
      const page = response.json<Page>();
      pages.push(page);
      cursor = page.nextCursor;
    } while (cursor && pages.length < 20);
    return pages;
  }
});

describe('popular service categories', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp();
    const { db } = testApp;
    const owner = await createCreator(db);
    const offer = async (category: string, count: number, overrides: { active?: boolean } = {}) => {
      for (let index = 0; index < count; index += 1) {
        await createService(db, owner.profile.id, { category, ...overrides });
      }
    };
    await offer('Design', 4);
    await offer('Marketing', 3);
    await offer('AI & Data', 3);
    await offer('Web Development', 2);
    await offer('Consulting', 2);
    await offer('Writing & Translation', 1);
    // Neither inactive services nor a banned owner's count.
    await offer('Writing & Translation', 5, { active: false });
    const banned = await createCreator(db);
    for (let index = 0; index < 6; index += 1) {
      await createService(db, banned.profile.id, { category: 'Music & Audio' });
    }
    await createBan(db, banned.user.id, { reason: 'Spam' });
  });
  afterAll(() => testApp.close());

  it('[VISITOR] gets the 5 categories with the most active services, equal counts by name', async () => {
    const response = await testApp.visitor().get('/api/services/categories');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=15');
    expect(response.json()).toEqual([
      { category: 'Design', count: 4 },
      { category: 'AI & Data', count: 3 },
      { category: 'Marketing', count: 3 },
      { category: 'Consulting', count: 2 },
      { category: 'Web Development', count: 2 },
    ]);
  });

  it('[USER] gets the same categories', async () => {
    const user = await testApp.as(await createUser(testApp.db));
    const response = await user.get('/api/services/categories');
    expect(response.json()).toEqual((await testApp.visitor().get('/api/services/categories')).json());
  });
});
