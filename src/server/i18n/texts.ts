import i18next from 'i18next';
import {
  FALLBACK_LANGUAGE,
  PRODUCT_NAME,
  SUPPORTED_LANGUAGES,
  type SERVICE_REQUEST_STATUSES,
  type SupportedLanguage,
} from '#shared/constants';
import de from './locales/de.json';
import en from './locales/en.json';
import es from './locales/es.json';
import fr from './locales/fr.json';
import ja from './locales/ja.json';
import pt from './locales/pt.json';
import zhCN from './locales/zh-CN.json';

export type ServerTexts = typeof en;
export type EmailKind = keyof ServerTexts['email'];
export type NotificationKind = keyof ServerTexts['notification'];
type RequestStatus = (typeof SERVICE_REQUEST_STATUSES)[number];
type Values = Record<string, string>;

// Typed against English's keys, so a language file missing a text fails the typecheck.
const RESOURCES: Record<SupportedLanguage, ServerTexts> = { en, es, 'zh-CN': zhCN, fr, de, ja, pt };

// One instance of the server's own, loaded at once from the files above: the web app's i18next
// approach (one JSON file per language), for the texts the server writes (emails, notifications).
const i18n = i18next.createInstance();
void i18n.init({
  initAsync: false,
  resources: Object.fromEntries(
    SUPPORTED_LANGUAGES.map((language) => [language, { translation: RESOURCES[language] }]),
  ),
  supportedLngs: [...SUPPORTED_LANGUAGES],
  fallbackLng: FALLBACK_LANGUAGE,
  // Plain text (mail bodies, notifications stored as text and rendered as text): nothing to escape.
  // A value is never read for placeholders itself (skipOnVariables, the default), and a placeholder
  // with no value stays visible rather than blank.
  interpolation: { escapeValue: false, skipOnVariables: true },
  missingInterpolationHandler: (_text, match: RegExpExecArray) => match[0],
});

const textsIn = (language: SupportedLanguage) => i18n.getFixedT(language);

/** The subject and plain-text body of one email in a language, placeholders filled ({{product}} always). */
export function renderEmailText(kind: EmailKind, language: SupportedLanguage, values: Values = {}) {
  const t = textsIn(language);
  const all = { product: PRODUCT_NAME, ...values };
  return { subject: t(`email.${kind}.subject`, all), text: t(`email.${kind}.body`, all) };
}

/**
 * A notification's title and message in a language. {{name}} is who acted, {{project}} and
 * {{service}} titles, {{status}} a requestStatusWord and {{rating}} a whole number of stars.
 */
export function notificationText(kind: NotificationKind, language: SupportedLanguage, values: Values) {
  const t = textsIn(language);
  return { title: t(`notification.${kind}.title`), message: t(`notification.${kind}.message`, values) };
}

/** The words around a notification email: its button, why it came, and the links to stop it. */
export function notificationEmailTexts(language: SupportedLanguage) {
  const t = textsIn(language);
  const values = { product: PRODUCT_NAME };
  return {
    open: t('notificationEmail.open', values),
    why: t('notificationEmail.why', values),
    stop: t('notificationEmail.stop', values),
    choose: t('notificationEmail.choose', values),
  };
}

/** The words of a digest email: its subject, its first line and its way out. */
export function digestEmailTexts(language: SupportedLanguage, period: 'daily' | 'weekly') {
  const t = textsIn(language);
  const values = { product: PRODUCT_NAME };
  return period === 'daily'
    ? {
        subject: t('notificationEmail.dailySubject', values),
        intro: t('notificationEmail.dailyIntro', values),
        stop: t('notificationEmail.stopDaily', values),
      }
    : {
        subject: t('notificationEmail.weeklySubject', values),
        intro: t('notificationEmail.weeklyIntro', values),
        stop: t('notificationEmail.stopWeekly', values),
      };
}

/**
 * The words of the emails about one service request: the new request's subject and brief, the
 * gathered status changes, and the review the completion asks for.
 */
export function requestEmailTexts(language: SupportedLanguage) {
  const t = textsIn(language);
  return {
    newRequestSubject: (values: { name: string; service: string }) =>
      t('requestEmail.newRequestSubject', values),
    need: t('requestEmail.need'),
    budget: t('requestEmail.budget'),
    deadline: t('requestEmail.deadline'),
    open: t('requestEmail.open'),
    sellerStatus: (values: { name: string; service: string; status: string }) =>
      t('requestEmail.sellerStatus', values),
    changes: t('requestEmail.changes'),
    completed: (values: { service: string }) => t('requestEmail.completed', values),
    rate: (count: number) => t('requestEmail.rate', { count }),
    writeReview: t('requestEmail.writeReview'),
  };
}

/** A request's status as the requestStatus notification says it. */
export const requestStatusWord = (status: RequestStatus, language: SupportedLanguage) =>
  textsIn(language)(`requestStatus.${status}`);

/** The raw texts of a language, for tests that compare the locale files. */
export const getServerTexts = (language: SupportedLanguage): ServerTexts => RESOURCES[language];
