import { z } from 'zod';
import { singleLineText } from './single-line';
import { holdSchema } from './holds';
import { correctedQuerySchema } from './search';
import {
  CONTACT_METHODS,
  PAYMENT_METHODS,
  PRICING_TYPES,
  SERVICE_CATEGORIES,
  SERVICE_DEFAULT_CURRENCY,
  SERVICE_DESCRIPTION_MAX_LENGTH,
  SERVICE_DESCRIPTION_MIN_LENGTH,
  SERVICE_IMAGES_MAX_COUNT,
  SERVICE_REQUIREMENTS_MAX_LENGTH,
  SERVICE_SORTS,
  SERVICE_TITLE_MAX_LENGTH,
  SERVICE_TITLE_MIN_LENGTH,
} from '../constants';
import { landingServiceSchema } from './stats';

export const SERVICE_FEATURE_MAX_LENGTH = 200;
export const SERVICE_FEATURES_MAX_COUNT = 20;
export const SERVICES_PAGE_SIZE = 24;
export const POPULAR_CATEGORIES_COUNT = 5;
// Bounds on the lists as sent, checked before their items: blank feature lines and repeated methods
// are dropped, so the form may send a few more than are kept, never thousands.
const FEATURE_LINES_MAX = 100;
const METHODS_SENT_MAX = 20;

/**
 * POST /api/services and PUT /api/services/{id}: the create and edit forms (docs/product/validation.md,
 * Services).
 */
export const serviceInputSchema = z
  .object({
    title: singleLineText()
      .min(SERVICE_TITLE_MIN_LENGTH, { message: 'serviceTitleTooShort' })
      .max(SERVICE_TITLE_MAX_LENGTH, { message: 'serviceTitleTooLong' }),
    description: z
      .string()
      .trim()
      .min(SERVICE_DESCRIPTION_MIN_LENGTH, { message: 'serviceDescriptionTooShort' })
      .max(SERVICE_DESCRIPTION_MAX_LENGTH, { message: 'serviceDescriptionTooLong' }),
    category: z.enum(SERVICE_CATEGORIES, { message: 'categoryRequired' }),
    pricingType: z.enum(PRICING_TYPES),
    /** Required and positive unless the price is a custom quote, which saves no price. */
    priceAmount: z
      .number()
      .positive({ message: 'priceRequired' })
      .max(1_000_000_000)
      .nullable()
      .default(null),
    currency: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{3}$/, { message: 'currencyInvalid' })
      .default(SERVICE_DEFAULT_CURRENCY),
    deliveryTime: z
      .number({ message: 'deliveryTimeInvalid' })
      .int({ message: 'deliveryTimeInvalid' })
      .min(1, { message: 'deliveryTimeInvalid' })
      .max(3650, { message: 'deliveryTimeInvalid' }),
    /** What's Included: empty lines are dropped. */
    features: z
      .array(z.string().trim().max(SERVICE_FEATURE_MAX_LENGTH, { message: 'featureTooLong' }))
      .max(FEATURE_LINES_MAX, { message: 'tooManyFeatures' })
      .transform((lines) => lines.filter(Boolean))
      .pipe(z.array(z.string()).max(SERVICE_FEATURES_MAX_COUNT, { message: 'tooManyFeatures' }))
      .default([]),
    contactMethods: z
      .array(z.enum(CONTACT_METHODS))
      .min(1, { message: 'contactMethodRequired' })
      .max(METHODS_SENT_MAX, { message: 'validationError' }),
    acceptedPaymentMethods: z
      .array(z.enum(PAYMENT_METHODS))
      .max(METHODS_SENT_MAX, { message: 'validationError' })
      .default([]),
    requirements: z
      .string()
      .trim()
      .max(SERVICE_REQUIREMENTS_MAX_LENGTH, { message: 'requirementsTooLong' })
      .transform((value) => value || null)
      .default(null),
    /** Uploaded through POST /api/services/images; the first is the card's. */
    images: z
      .array(z.string().max(2048))
      .max(SERVICE_IMAGES_MAX_COUNT, { message: 'tooManyServiceImages' })
      .default([]),
  })
  .transform((input) => ({
    ...input,
    priceAmount: input.pricingType === 'custom' ? null : input.priceAmount,
    // Each method once, in the list's order.
    contactMethods: CONTACT_METHODS.filter((method) => input.contactMethods.includes(method)),
    acceptedPaymentMethods: PAYMENT_METHODS.filter((method) => input.acceptedPaymentMethods.includes(method)),
  }))
  .superRefine((input, context) => {
    if (input.pricingType !== 'custom' && (input.priceAmount === null || input.priceAmount <= 0)) {
      context.addIssue({ code: 'custom', path: ['priceAmount'], message: 'priceRequired' });
    }
  });
export type ServiceInput = z.input<typeof serviceInputSchema>;

const serviceFormShape = z.object({
  title: z.string(),
  description: z.string(),
  category: z.string(),
  pricingType: z.enum(PRICING_TYPES),
  priceAmount: z.string(),
  currency: z.string(),
  deliveryTime: z.string(),
  features: z.array(z.string()),
  contactMethods: z.array(z.enum(CONTACT_METHODS)),
  acceptedPaymentMethods: z.array(z.enum(PAYMENT_METHODS)),
  requirements: z.string(),
  images: z.array(z.string()),
});
export type ServiceFormValues = z.input<typeof serviceFormShape>;

/** The request the service form sends: numbers typed as text, no price for a custom quote. */
export function toServiceInput(values: ServiceFormValues): ServiceInput {
  const custom = values.pricingType === 'custom';
  return {
    ...values,
    // An unchosen category is sent as it is, for the schema to refuse with its message.
    category: values.category as ServiceInput['category'],
    priceAmount: custom || values.priceAmount === '' ? null : Number(values.priceAmount),
    deliveryTime: values.deliveryTime === '' ? Number.NaN : Number(values.deliveryTime),
  };
}

/** The service form, checked by the same rules as the request once its boxes are read as one. */
export const serviceFormSchema = serviceFormShape.transform(toServiceInput).pipe(serviceInputSchema);

/** A service in the browse grid: the landing card's fields plus its description. */
export const serviceCardSchema = landingServiceSchema.extend({ description: z.string() });
export type ServiceCard = z.infer<typeof serviceCardSchema>;

/** The highest price a filter may name: the column's bound (12 digits, 2 of them decimals). */
const PRICE_FILTER_MAX = 9_999_999_999.99;
const DELIVERY_FILTER_MAX_DAYS = 365;

/** A number typed into a query string; an empty one is no filter. */
const numberParam = (schema: z.ZodNumber) =>
  z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce.number({ message: 'validationError' }).pipe(schema).optional(),
  );

const servicesQueryShape = z.object({
  q: z.string().trim().max(100, { message: 'validationError' }).default(''),
  sort: z.enum(SERVICE_SORTS, { message: 'validationError' }).default('best'),
  category: z.union([z.enum(SERVICE_CATEGORIES), z.literal('')]).default(''),
  pricingType: z.union([z.enum(PRICING_TYPES), z.literal('')], { message: 'validationError' }).default(''),
  // In each service's own currency; a range leaves out custom quotes, which have no price.
  minPrice: numberParam(z.number({ message: 'validationError' }).min(0).max(PRICE_FILTER_MAX)),
  maxPrice: numberParam(z.number({ message: 'validationError' }).min(0).max(PRICE_FILTER_MAX)),
  /** Delivered within this many days. */
  delivery: numberParam(z.number({ message: 'validationError' }).int().min(1).max(DELIVERY_FILTER_MAX_DAYS)),
  minRating: numberParam(z.number({ message: 'validationError' }).min(1).max(5)),
  cursor: z
    .string()
    .max(200)
    .regex(/^[A-Za-z0-9_-]+$/, { message: 'validationError' })
    .optional(),
});

const priceRangeInOrder = (query: { minPrice?: number | undefined; maxPrice?: number | undefined }) =>
  query.minPrice === undefined || query.maxPrice === undefined || query.minPrice <= query.maxPrice;
const PRICE_RANGE_REVERSED = { message: 'validationError', path: ['maxPrice'] };

/** GET /api/services: active services of visible owners, each filter in the address (decision 49). */
export const servicesQuerySchema = servicesQueryShape.refine(priceRangeInOrder, PRICE_RANGE_REVERSED);

/** The same query with its cursor read by another schema: the server's decodes it. */
export const servicesQueryWithCursor = <Cursor extends z.ZodType>(cursor: Cursor) =>
  servicesQueryShape.extend({ cursor }).refine(priceRangeInOrder, PRICE_RANGE_REVERSED);

export const servicesPageSchema = z.object({
  items: z.array(serviceCardSchema),
  nextCursor: z.string().nullable(),
  correctedQuery: correctedQuerySchema,
});
export type ServicesPage = z.infer<typeof servicesPageSchema>;

/** GET /api/services/categories: the categories with the most active services, at most 5. */
export const popularCategoriesSchema = z.array(z.object({ category: z.string(), count: z.number().int() }));

/** GET /api/services/{id}: a service's page. Inactive services are shown only to the owner and staff. */
export const serviceDetailSchema = z.object({
  id: z.string().uuid(),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  pricingType: z.enum(PRICING_TYPES),
  priceAmount: z.number().nullable(),
  currency: z.string(),
  deliveryTime: z.number().int().nullable(),
  features: z.array(z.string()),
  contactMethods: z.array(z.enum(CONTACT_METHODS)),
  acceptedPaymentMethods: z.array(z.enum(PAYMENT_METHODS)),
  requirements: z.string().nullable(),
  images: z.array(z.string()),
  active: z.boolean(),
  createdAt: z.string(),
  owner: z.object({
    handle: z.string(),
    displayName: z.string().nullable(),
    avatarUrl: z.string().nullable(),
    bio: z.string().nullable(),
  }),
  /** Average rating to one decimal, null without reviews. */
  rating: z.object({ average: z.number().nullable(), count: z.number().int().nonnegative() }),
  isOwner: z.boolean(),
  /** Why staff deactivated it; only its owner and staff are told. */
  hold: holdSchema.nullable(),
  /**
   * Staff with the power who outrank the owner: Deactivate, Reactivate and Delete
   * (docs/product/states.md, Services).
   */
  canModerate: z.boolean(),
});

/** PUT /api/services/{id}/active: the owner deactivates or reactivates their service. */
export const serviceActiveInputSchema = z.object({ active: z.boolean() });
export type ServiceDetail = z.infer<typeof serviceDetailSchema>;

/** GET /api/services/mine: the user's active services, for the requests screen's filter. */
export const myServicesSchema = z.array(z.object({ id: z.string().uuid(), title: z.string() }));

export const serviceIdParamsSchema = z.object({ serviceId: z.string().uuid() });
export const savedServiceSchema = z.object({ id: z.string().uuid() });
/** POST /api/services/images: a service image stored, before the service names it. */
export const serviceImageUploadSchema = z.object({ url: z.string() });
