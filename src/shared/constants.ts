/** The product's name, written wherever the specification says "the product". */
export const PRODUCT_NAME = 'Atelier';

// docs/product/limits.md, one named constant per row.
export const HANDLE_MIN_LENGTH = 3;
export const HANDLE_MAX_LENGTH = 20;
export const DISPLAY_NAME_MAX_LENGTH = 100;
export const BIO_MAX_LENGTH = 500;
export const LOCATION_MAX_LENGTH = 100;
export const SKILL_MAX_LENGTH = 50;
export const SKILLS_MAX_COUNT = 20;
export const PASSWORD_MIN_LENGTH = 12;
export const MFA_CODE_LENGTH = 6;
export const MFA_BACKUP_CODE_COUNT = 10;
export const MFA_BACKUP_CODE_LENGTH = 8;
export const MFA_MAX_FAILED_ATTEMPTS = 5;
export const MFA_ATTEMPT_WINDOW_MS = 15 * 60 * 1000;
export const RESEND_VERIFICATION_COOLDOWN_MS = 60 * 1000;
export const PROJECT_TITLE_MAX_LENGTH = 100;
export const PROJECT_SLUG_MAX_LENGTH = 50;
export const PROJECT_SUMMARY_MAX_LENGTH = 500;
export const PROJECT_STACK_ITEM_MAX_LENGTH = 30;
export const PROJECT_STACK_MAX_COUNT = 20;
export const PROJECT_CTA_LABEL_MAX_LENGTH = 50;
export const COVER_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
// Not in the spec: a project's images beside its cover (twelve with it), a service's images (the
// spec's `images`, the first on its card), and the words that describe an image.
// A case study (docs/decisions/0068-case-studies-in-blocks.md): its blocks, the images across them
// (the cover besides), a text block's length and a grid's images.
export const PROJECT_BLOCKS_MAX = 40;
export const PROJECT_IMAGES_MAX = 30;
export const TEXT_BLOCK_MAX_LENGTH = 5000;
export const GRID_IMAGES_MIN = 2;
export const GRID_IMAGES_MAX = 6;
export const SERVICE_IMAGES_MAX_COUNT = 5;
// How many more of the author's projects a project's page shows under it.
export const PROJECT_MORE_BY_COUNT = 6;
// Not in the spec: the licence a project is shared under (docs/decisions/0066-a-licence-per-project.md).
// All rights reserved unless its creator chooses one of Creative Commons' 4.0 licences or CC0.
export const PROJECT_LICENCES = [
  'all-rights-reserved',
  'cc-by-4.0',
  'cc-by-sa-4.0',
  'cc-by-nc-4.0',
  'cc-by-nc-nd-4.0',
  'cc0-1.0',
] as const;
export type ProjectLicence = (typeof PROJECT_LICENCES)[number];
export const DEFAULT_PROJECT_LICENCE: ProjectLicence = 'all-rights-reserved';
/** A licence's name in translation keys, which a '.' would split ('cc-by-4.0' is 'cc-by-4_0'). */
export const licenceTextKey = (licence: ProjectLicence) => licence.replace(/\./g, '_');
/**
 * Each Creative Commons licence's short name, the same in every language, and its legal text's
 * address; all rights reserved grants none.
 */
export const LICENCE_TERMS: Record<ProjectLicence, { name: string; url: string } | null> = {
  'all-rights-reserved': null,
  'cc-by-4.0': { name: 'CC BY 4.0', url: 'https://creativecommons.org/licenses/by/4.0/' },
  'cc-by-sa-4.0': { name: 'CC BY-SA 4.0', url: 'https://creativecommons.org/licenses/by-sa/4.0/' },
  'cc-by-nc-4.0': { name: 'CC BY-NC 4.0', url: 'https://creativecommons.org/licenses/by-nc/4.0/' },
  'cc-by-nc-nd-4.0': { name: 'CC BY-NC-ND 4.0', url: 'https://creativecommons.org/licenses/by-nc-nd/4.0/' },
  'cc0-1.0': { name: 'CC0 1.0', url: 'https://creativecommons.org/publicdomain/zero/1.0/' },
};
export const IMAGE_ALT_MAX_LENGTH = 300;
export const IMAGE_CAPTION_MAX_LENGTH = 300;
// A gallery image's largest copy: never cropped, as wide as a large screen's column at twice its
// density, and as tall as a long infographic; its original is kept whole beside it.
export const GALLERY_IMAGE_MAX_WIDTH = 2560;
export const GALLERY_IMAGE_MAX_HEIGHT = 8192;
// A piece of work (a project's cover or gallery image) is uploaded as its creator exported it
// (docs/decisions/0067-work-images-at-full-quality.md), up to IMAGE_MAX_MEGAPIXELS.
export const PROJECT_IMAGE_MAX_BYTES = 30 * 1024 * 1024;
export const BANNER_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const AVATAR_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const LINK_LOGO_MAX_BYTES = 5 * 1024 * 1024;
// Not in the spec: the most pixels an uploaded image may have. Beyond a 48-megapixel phone's photo;
// decoding one takes up to 200 MB of memory, and a few bytes of PNG can claim far more.
export const IMAGE_MAX_MEGAPIXELS = 50;
// Not in the spec: images one member may upload in a day, whatever they are for. A busy day of
// publishing is some tens; this bounds the decoding and storage one account can cost.
export const MEMBER_IMAGE_UPLOADS_PER_DAY = 200;
// Not in the spec; bounds that keep a profile readable and its row small.
// Not in the spec: a profile's one-line headline, set in onboarding and Settings.
export const PROFILE_HEADLINE_MAX_LENGTH = 80;
// Not in the spec: saves and collections (decision 52). Saved is every member's first collection.
export const COLLECTION_NAME_MAX_LENGTH = 60;
export const COLLECTIONS_MAX_COUNT = 100;
export const COLLECTION_KINDS = ['saved', 'named'] as const;
export const COLLECTION_ITEMS_MAX_COUNT = 1000;
// Not in the spec: drafts of the project and service forms, kept on the server (decision 52).
export const DRAFTS_MAX_COUNT = 50;
export const DRAFT_PAYLOAD_MAX_BYTES = 64 * 1024;
export const DRAFT_KINDS = ['project', 'service'] as const;
export const CUSTOM_LINKS_MAX_COUNT = 20;
export const CUSTOM_LINK_NAME_MAX_LENGTH = 50;
export const COMMENT_MAX_LENGTH = 2000;
export const MESSAGE_MAX_LENGTH = 2000;
export const REVIEW_COMMENT_MAX_LENGTH = 2000;
export const REPORT_DETAILS_MAX_LENGTH = 2000;
export const REVIEW_RATING_MIN = 1;
export const REVIEW_RATING_MAX = 5;
export const ANNOUNCEMENT_TITLE_MAX_LENGTH = 100;
export const ANNOUNCEMENT_MESSAGE_MAX_LENGTH = 500;
export const SERVICE_TITLE_MIN_LENGTH = 10;
export const SERVICE_TITLE_MAX_LENGTH = 100;
export const SERVICE_DESCRIPTION_MIN_LENGTH = 50;
export const SERVICE_DESCRIPTION_MAX_LENGTH = 2000;
export const REQUEST_DESCRIPTION_MAX_LENGTH = 2000;
export const REQUEST_CONTACT_INFO_MAX_LENGTH = 200;
export const SERVICE_CATEGORY_MIN_LENGTH = 2;
export const SERVICE_CATEGORY_MAX_LENGTH = 50;
export const SERVICE_DEFAULT_CURRENCY = 'USD';
export const SERVICE_REQUIREMENTS_MAX_LENGTH = 1000;
export const SERVICE_PRICE_STEP = 0.01;
export const FEEDBACK_TITLE_MIN_LENGTH = 3;
export const FEEDBACK_TITLE_MAX_LENGTH = 100;
export const FEEDBACK_DESCRIPTION_MIN_LENGTH = 10;
export const FEEDBACK_DESCRIPTION_MAX_LENGTH = 1000;
export const FEEDBACK_SCREENSHOT_MAX_BYTES = 5 * 1024 * 1024;
export const NOTIFICATIONS_LIST_LIMIT = 20;
export const WARNINGS_LIST_LIMIT = 50;
export const ANNOUNCEMENTS_LIST_LIMIT = 50;
export const APPEAL_MAX_LENGTH = 1000;
export const REPORTS_LIST_LIMIT = 200;
export const LANDING_PROJECTS_LIMIT = 6;
export const LANDING_PROJECTS_MAX_AGE_DAYS = 30;
export const LANDING_SERVICES_LIMIT = 4;
export const LANDING_COUNTER_ANIMATION_MS = 2000;
export const CARD_STACK_TAGS = 3;
export const CARD_SKILLS = 3;
export const CARD_ROLE_BADGES = 3;
export const WARNING_SEVERITIES = ['low', 'medium', 'high', 'critical'] as const;
export const SAVED_INDICATOR_MS = 3000;
export const EMAIL_CHANGE_TOAST_MS = 8000;
export const BAN_POLL_INTERVAL_MS = 10_000;
/**
 * The pages a member under an active ban may still open: the ban itself (with their appeal) and the
 * public legal pages. Everything else sends them to /banned, and the API refuses them.
 */
export const PAGES_OPEN_WHILE_BANNED: readonly string[] = ['/banned', '/privacy', '/terms'];
export const CONSENT_STORAGE_KEY = 'atelier-cookie-consent-v2';
export const CONSENT_VERSION = 2;
/** Holds the consent version the visitor decided at, so the server renders the banner only when asking. */
export const CONSENT_COOKIE = 'atelier_consent';
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const LANGUAGE_STORAGE_KEY = 'language';
/** The chosen language again, for the server to render pages in it (a preference the visitor made). */
export const LANGUAGE_COOKIE = 'atelier_language';
/** Light, dark, or whatever the device is set to (the default). */
export const THEMES = ['system', 'light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];
/** The chosen theme, for the server to paint the first frame in it (no flash of the other one). */
export const THEME_COOKIE = 'atelier_theme';

export const SOCIAL_PLATFORMS = [
  'instagram',
  'youtube',
  'discord',
  'github',
  'twitter',
  'linkedin',
  'tiktok',
  'twitch',
] as const;

export const PRIMARY_CTA_TYPES = ['hire', 'invite_bot', 'contact', 'custom'] as const;
export const WHO_CAN_MESSAGE = ['everyone', 'followers', 'none'] as const;
export const PRICING_TYPES = ['fixed', 'hourly', 'custom'] as const;
export const SERVICE_REQUEST_STATUSES = [
  'pending',
  'accepted',
  'in_progress',
  'completed',
  'rejected',
] as const;
/**
 * What a request's thread holds, in order (docs/decisions/0051): messages, and an event for each
 * status change, quote and delivery and for each answer to them.
 */
export const REQUEST_ENTRY_KINDS = [
  'message',
  'status',
  'quote',
  'quoteAccepted',
  'quoteDeclined',
  'delivery',
  'deliveryApproved',
  'changesRequested',
] as const;
export const QUOTE_STATUSES = ['proposed', 'accepted', 'declined', 'superseded'] as const;
export const MILESTONE_STATUSES = ['open', 'delivered', 'approved'] as const;
export const DELIVERY_STATUSES = ['submitted', 'approved', 'changesRequested'] as const;
export const QUOTE_MILESTONES_MAX = 5;
export const MILESTONE_TITLE_MAX_LENGTH = 100;
/** What a request's thread takes as attachments, checked by content (never by name or declared type). */
export const REQUEST_FILE_TYPES = [
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'application/pdf',
  'application/zip',
] as const;
export const REQUEST_FILE_MAX_BYTES = 20 * 1024 * 1024;
export const REQUEST_FILES_PER_ENTRY_MAX = 5;
/** All the files of one request together. */
export const REQUEST_FILES_TOTAL_MAX_BYTES = 200 * 1024 * 1024;
export const REQUEST_FILE_NAME_MAX_LENGTH = 200;
/** Status emails about one request within this window reach the member as one. */
export const REQUEST_STATUS_EMAIL_WINDOW_MINUTES = 10;
export const REPORT_TARGET_TYPES = ['user', 'project', 'service'] as const;
/** The reasons the report dialog offers; the server accepts any short reason. */
export const REPORT_REASONS = [
  'spam',
  'harassment',
  'inappropriate',
  'impersonation',
  'intellectual_property',
  'other',
] as const;
export const REPORT_STATUSES = ['open', 'reviewing', 'resolved', 'dismissed'] as const;
export const FEEDBACK_TYPES = ['bug', 'suggestion'] as const;
/** What staff decide on a ban's appeal: lift the ban, or keep it (with a reply). */
export const APPEAL_DECISIONS = ['lifted', 'upheld'] as const;
export const FEEDBACK_STATUSES = ['open', 'in_progress', 'resolved', 'dismissed'] as const;
export const NOTIFICATION_TYPES = ['message', 'order', 'announcement', 'other', 'new_follower'] as const;
export const REACTION_TYPES = ['like'] as const;

export const SERVICE_CATEGORIES = [
  'Web Development',
  'Design',
  'Marketing',
  'AI & Data',
  'Writing & Translation',
  'Video & Animation',
  'Music & Audio',
  'Consulting',
] as const;

export const CONTACT_METHODS = ['Discord', 'WhatsApp', 'Instagram', 'Email', 'Telegram', 'Twitter'] as const;

export const PAYMENT_METHODS = [
  'PayPal',
  'Stripe/Card',
  'Cryptocurrency',
  'Bank Transfer',
  'Cash',
  'Other',
] as const;

export const SUPPORTED_LANGUAGES = ['en', 'es', 'zh-CN', 'fr', 'de', 'ja', 'pt'] as const;
export type SupportedLanguage = (typeof SUPPORTED_LANGUAGES)[number];
export const FALLBACK_LANGUAGE: SupportedLanguage = 'en';

/**
 * What Atelier notifies a member of, each chosen apart in Settings. The same names as the
 * server's notification texts.
 */
export const NOTIFICATION_KINDS = [
  'newRequest',
  'requestStatus',
  'newMessage',
  'projectComment',
  'commentReply',
  'newReview',
  'newFollower',
  'followRequest',
  'reportResolved',
  'feedbackResolved',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** How a kind reaches the member: email at once, in a digest, only inside Atelier, or not at all. */
export const NOTIFICATION_DELIVERIES = ['now', 'daily', 'weekly', 'app', 'off'] as const;
export type NotificationDelivery = (typeof NOTIFICATION_DELIVERIES)[number];

/** What a member gets before choosing: what others wait on at once, followers once a week. */
export const DEFAULT_NOTIFICATION_DELIVERY: Record<NotificationKind, NotificationDelivery> = {
  newRequest: 'now',
  requestStatus: 'now',
  newMessage: 'now',
  projectComment: 'now',
  commentReply: 'now',
  newReview: 'now',
  newFollower: 'weekly',
  // A follow from another server waits for the member's answer, as a request does.
  followRequest: 'now',
  reportResolved: 'now',
  feedbackResolved: 'now',
};

/** A message waits this long unread, with Atelier closed, before it is emailed. */
export const MESSAGE_EMAIL_DELAY_MINUTES = 10;

// Search and browse options: the schemas check them, the pages offer them. Here rather than beside
// the schemas, so that a page offering them does not load zod (docs/performance.md, Pages).
/** How a search lists what it finds: best match first (decision 49), or newest first. */
export const SEARCH_SORTS = ['best', 'newest'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];
/** How the services browse lists what it finds: a search's two orders, then by price either way or rating. */
export const SERVICE_SORTS = [...SEARCH_SORTS, 'price_asc', 'price_desc', 'rating'] as const;
export type ServiceSort = (typeof SERVICE_SORTS)[number];
/** The delivery times offered as filters, in days. */
export const SERVICE_DELIVERY_FILTERS = [1, 3, 7, 14, 30] as const;
/** The minimum ratings offered as filters. */
export const SERVICE_RATING_FILTERS = [3, 4, 4.5] as const;
/**
 * How many of a creator's services a short list beside their other work shows: under a project's
 * author card, and near the top of their profile on a phone.
 */
export const CREATOR_SERVICES_SHOWN = 3;
