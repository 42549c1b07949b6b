import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  aiTrainingUpdateSchema,
  federationUpdateSchema,
  followApprovalUpdateSchema,
  viewsShownUpdateSchema,
  handleAvailabilityQuerySchema,
  handleAvailabilitySchema,
  onboardingRequestSchema,
  onboardingResponseSchema,
  ownProfileSchema,
  preferencesUpdateSchema,
  privacySettingsSchema,
  profileUpdateSchema,
} from '#shared/schemas/profiles';
import {
  AVATAR_IMAGE_MAX_BYTES,
  BANNER_IMAGE_MAX_BYTES,
  LINK_LOGO_MAX_BYTES,
  SOCIAL_PLATFORMS,
} from '#shared/constants';
import { customLinkFieldsSchema, profileLinksSchema, socialLinkSchema } from '#shared/schemas/links';
import { requireUser } from '#server/feature-kit/request-user';
import { parseFormFields, readForm, readImageFile } from '#server/storage/read-form';
import { setAiTraining } from './ai-training';
import { setApprovesFollowers, setShowsViews, setFederates } from './federates';
import { removeProfileImage, replaceProfileImage, type ProfileImageKind } from './images';
import { addCustomLink, addSocialLink, removeCustomLink, removeSocialLink } from './links';
import {
  completeOnboarding,
  getOwnProfile,
  isHandleTakenFor,
  savePreferences,
  updateOwnProfile,
  updatePrivacy,
} from './service';
import { limitedBy } from '#server/feature-kit/rate-limits';
import { signedIn } from '#server/feature-kit/access';
import { failures, megabytes, noBody } from '#server/feature-kit/answers';
import { appDeps } from '#server/feature-kit/app-deps';

const IMAGE_LIMITS = {
  avatar: { maxBytes: AVATAR_IMAGE_MAX_BYTES, tooLarge: 'imageTooLarge5' },
  banner: { maxBytes: BANNER_IMAGE_MAX_BYTES, tooLarge: 'imageTooLarge10' },
} as const;

// Every account has its profile from sign-up on; the 404 is for one deleted while it was asked for.
const NO_PROFILE = { 404: 'The account has no profile' } as const;
const noProfile = failures(NO_PROFILE);

/** /api/profile: the signed-in user's own profile. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = appDeps(app);
  app.get(
    '/',
    {
      schema: {
        ...signedIn(),
        summary: 'Get your own profile, as its settings edit it',
        response: { 200: ownProfileSchema, ...noProfile },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return getOwnProfile(deps.db, requireUser(request).id);
    },
  );

  app.put(
    '/',
    {
      schema: {
        ...signedIn(),
        summary: 'Update your profile',
        body: profileUpdateSchema,
        response: { 200: ownProfileSchema, ...noProfile },
      },
      config: limitedBy('profileWrite'),
    },
    async (request) => updateOwnProfile(deps, requireUser(request).id, request.body),
  );

  app.put(
    '/privacy',
    {
      schema: {
        ...signedIn(),
        summary: 'Update your privacy settings',
        body: privacySettingsSchema,
        response: { 204: noBody('Saved') },
      },
    },
    async (request, reply) => {
      await updatePrivacy(deps.db, requireUser(request).id, request.body);
      return reply.status(204).send();
    },
  );

  app.put(
    '/ai-training',
    {
      schema: {
        ...signedIn(),
        summary: 'Let AI models train on your work, or reserve it (the default)',
        body: aiTrainingUpdateSchema,
        response: { 204: noBody('Saved') },
      },
      config: limitedBy('profileWrite'),
    },
    async (request, reply) => {
      await setAiTraining(deps, requireUser(request).id, request.body.allowAiTraining);
      return reply.status(204).send();
    },
  );

  app.put(
    '/federation',
    {
      schema: {
        ...signedIn(),
        summary: 'Let people on other servers (Mastodon and the like) follow you, or stop them',
        body: federationUpdateSchema,
        response: { 204: noBody('Saved') },
      },
      config: limitedBy('profileWrite'),
    },
    async (request, reply) => {
      await setFederates(deps.db, requireUser(request).id, request.body.federates);
      return reply.status(204).send();
    },
  );

  app.put(
    '/follow-approval',
    {
      schema: {
        ...signedIn(),
        summary: 'Approve each follow from another server yourself, or accept them at once',
        body: followApprovalUpdateSchema,
        response: { 204: noBody('Saved') },
      },
      config: limitedBy('profileWrite'),
    },
    async (request, reply) => {
      await setApprovesFollowers(deps.db, requireUser(request).id, request.body.approvesFollowers);
      return reply.status(204).send();
    },
  );

  app.put(
    '/views-shown',
    {
      schema: {
        ...signedIn(),
        summary: 'Show on each of your project pages how many times it was seen, or keep it to yourself',
        body: viewsShownUpdateSchema,
        response: { 204: noBody('Saved') },
      },
      config: limitedBy('profileWrite'),
    },
    async (request, reply) => {
      await setShowsViews(deps.db, requireUser(request).id, request.body.showsViews);
      return reply.status(204).send();
    },
  );

  app.put(
    '/preferences',
    {
      schema: {
        ...signedIn(),
        summary: 'Save your language or theme',
        body: preferencesUpdateSchema,
        response: { 204: noBody('Saved') },
      },
    },
    async (request, reply) => {
      await savePreferences(deps.db, requireUser(request).id, request.body);
      return reply.status(204).send();
    },
  );

  for (const kind of ['avatar', 'banner'] as const satisfies ProfileImageKind[]) {
    app.post(
      `/${kind}`,
      {
        schema: {
          ...signedIn(),
          summary: `Upload your profile's ${kind} image`,
          response: {
            200: ownProfileSchema,
            ...failures({
              ...NO_PROFILE,
              413: `The image is larger than ${megabytes(IMAGE_LIMITS[kind].maxBytes)}`,
            }),
          },
        },
        config: limitedBy('upload'),
      },
      async (request) => {
        const userId = requireUser(request).id;
        const { maxBytes, tooLarge } = IMAGE_LIMITS[kind];
        const bytes = await readImageFile(request, maxBytes, tooLarge);
        await replaceProfileImage(deps, userId, kind, bytes);
        return getOwnProfile(deps.db, userId);
      },
    );
    app.delete(
      `/${kind}`,
      {
        schema: {
          ...signedIn(),
          summary: `Remove your profile's ${kind} image`,
          response: { 200: ownProfileSchema, ...noProfile },
        },
      },
      async (request) => {
        const userId = requireUser(request).id;
        await removeProfileImage(deps, userId, kind);
        return getOwnProfile(deps.db, userId);
      },
    );
  }

  app.post(
    '/social-links',
    {
      schema: {
        ...signedIn(),
        summary: 'Add a social link to your profile',
        body: socialLinkSchema,
        response: {
          200: profileLinksSchema,
          ...failures({ ...NO_PROFILE, 409: 'The profile already links to this platform' }),
        },
      },
      config: limitedBy('profileWrite'),
    },
    async (request) => addSocialLink(deps.db, requireUser(request).id, request.body),
  );

  app.delete(
    '/social-links/:platform',
    {
      schema: {
        ...signedIn(),
        summary: "Remove your profile's link to a social platform",
        params: z.object({ platform: z.enum(SOCIAL_PLATFORMS) }),
        response: { 200: profileLinksSchema, ...noProfile },
      },
      config: limitedBy('profileWrite'),
    },
    async (request) => removeSocialLink(deps.db, requireUser(request).id, request.params.platform),
  );

  // Multipart: the name and URL, then an optional 'logo' image.
  app.post(
    '/custom-links',
    {
      schema: {
        ...signedIn(),
        summary: 'Add a custom link, with an optional logo, to your profile',
        response: {
          200: profileLinksSchema,
          ...failures({
            ...NO_PROFILE,
            409: 'The profile already has as many custom links as it may',
            413: `The logo is larger than ${megabytes(LINK_LOGO_MAX_BYTES)}`,
          }),
        },
      },
      config: limitedBy('upload'),
    },
    async (request) => {
      const userId = requireUser(request).id;
      const form = await readForm(request, LINK_LOGO_MAX_BYTES, 'imageTooLarge5');
      const fields = parseFormFields(customLinkFieldsSchema, form.fields);
      return addCustomLink(deps, userId, fields, form.file?.length ? form.file : null);
    },
  );

  app.delete(
    '/custom-links/:position',
    {
      schema: {
        ...signedIn(),
        summary: 'Remove a custom link from your profile',
        params: z.object({ position: z.coerce.number().int().min(0) }),
        response: {
          200: profileLinksSchema,
          ...failures({ 404: 'No custom link at this position, or the account has no profile' }),
        },
      },
      config: limitedBy('profileWrite'),
    },
    async (request) => removeCustomLink(deps, requireUser(request).id, request.params.position),
  );

  app.get(
    '/handle-availability',
    {
      schema: {
        ...signedIn(),
        summary: 'Check whether onboarding could take a handle now, as it is typed',
        querystring: handleAvailabilityQuerySchema,
        response: { 200: handleAvailabilitySchema },
      },
      config: limitedBy('search'),
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { handle } = request.query;
      const taken = await isHandleTakenFor(deps.db, requireUser(request).id, handle);
      return { handle, available: !taken };
    },
  );

  app.post(
    '/onboarding',
    {
      schema: {
        ...signedIn(),
        summary: 'Choose your handle and first profile details',
        body: onboardingRequestSchema,
        response: {
          200: onboardingResponseSchema,
          ...failures({
            ...NO_PROFILE,
            409: 'The profile already has its handle, or the username is taken',
          }),
        },
      },
      config: limitedBy('onboarding'),
    },
    async (request) => {
      const user = requireUser(request);
      const updated = await completeOnboarding(deps.db, user.id, request.body);
      return { handle: updated?.handle ?? request.body.username };
    },
  );
};
