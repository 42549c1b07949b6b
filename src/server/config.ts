import path from 'node:path';
import { z } from 'zod';
import { REQUEST_STATUS_EMAIL_WINDOW_MINUTES } from '#shared/constants';

const portSchema = z.coerce.number().int().min(0).max(65535);

const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    PORT: portSchema.default(3000),
    HOST: z.string().min(1).default('localhost'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
    // A streaming replica of DATABASE_URL for heavy public reads (search, public pages).
    DATABASE_READ_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    // Behind a reverse proxy, how many hops of X-Forwarded-For to believe. Off by default: trusting
    // the header from anyone would let a client pick its own address and escape rate limits.
    TRUST_PROXY: z
      .string()
      .regex(/^(true|false|\d+)$/, 'must be true, false or a number of proxy hops')
      .default('false'),
    PUBLIC_URL: z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' }).optional(),
    MAIL_OUTBOX_DIR: z.string().min(1).optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
    MAIL_FROM: z.string().min(3).default('Atelier <no-reply@atelier.local>'),
    // How long the status changes of one request gather before they are mailed as one.
    REQUEST_STATUS_EMAIL_WINDOW_SECONDS: z.coerce
      .number()
      .int()
      .min(0)
      .max(86_400)
      .default(REQUEST_STATUS_EMAIL_WINDOW_MINUTES * 60),
    ADS_CLIENT_ID: z
      .string()
      .regex(/^ca-pub-\d{10,20}$/, 'must look like ca-pub-1234567890123456')
      .optional(),
    UPLOADS_DIR: z.string().min(1).optional(),
    S3_BUCKET: z.string().min(3).optional(),
    S3_ENDPOINT: z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' }).optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_PUBLIC_URL: z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' }).optional(),
    S3_PRIVATE_BUCKET: z.string().min(3).optional(),
    // Prometheus metrics, never public: on a port of their own (bound to METRICS_HOST, this machine
    // by default), and/or at /metrics on the main port for a scraper that sends the token.
    METRICS_PORT: portSchema.optional(),
    METRICS_HOST: z.string().min(1).default('127.0.0.1'),
    METRICS_TOKEN: z.string().min(32, 'must be at least 32 characters (openssl rand -hex 32)').optional(),
    TOTP_ENCRYPTION_KEY: z
      .string()
      .refine((value) => Buffer.from(value, 'base64').length === 32 && /^[A-Za-z0-9+/]+={0,2}$/.test(value), {
        message: 'must be 32 random bytes in base64 (openssl rand -base64 32)',
      })
      .optional(),
    // What this process does (docs/decisions/0073-process-roles.md): serve requests and run the job
    // queue's workers (all, the default), serve requests only (web), or run the workers only (worker).
    PROCESS_ROLE: z.enum(['all', 'web', 'worker']).default('all'),
    // Whether creators can be followed from other servers (ActivityPub): on unless turned off.
    FEDERATION: z.enum(['on', 'off']).default('on'),
    // Lets federation fetch from and deliver to private, loopback and link-local addresses, where
    // tests run their peer servers; refused in production, where it would open the server to SSRF.
    FEDERATION_ALLOW_PRIVATE_ADDRESSES: z.enum(['true', 'false']).default('false'),
  })
  .superRefine((values, context) => {
    if (values.FEDERATION_ALLOW_PRIVATE_ADDRESSES === 'true' && values.NODE_ENV === 'production') {
      context.addIssue({
        code: 'custom',
        path: ['FEDERATION_ALLOW_PRIVATE_ADDRESSES'],
        message: 'is for tests only, never in production',
      });
    }
    if (values.DATABASE_READ_URL && !values.DATABASE_URL) {
      context.addIssue({
        code: 'custom',
        path: ['DATABASE_READ_URL'],
        message: 'is only used with DATABASE_URL',
      });
    }
    if (values.PROCESS_ROLE !== 'all' && !values.DATABASE_URL) {
      context.addIssue({
        code: 'custom',
        path: ['PROCESS_ROLE'],
        message: 'needs DATABASE_URL: the embedded database admits one process, which does both',
      });
    }
    if (!values.S3_BUCKET) return;
    for (const name of ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
      if (!values[name])
        context.addIssue({ code: 'custom', path: [name], message: 'is required with S3_BUCKET' });
    }
  });

export type StorageConfig =
  | { kind: 'local'; dir: string }
  | {
      kind: 's3';
      bucket: string;
      endpoint: string;
      region: string;
      accessKeyId: string;
      secretAccessKey: string;
      /** Where the bucket's objects are read publicly; defaults to the path-style bucket URL. */
      publicUrl: string;
      /**
       * The bucket of the private files (feedback screenshots), which the public URL never serves;
       * without one, the same bucket, whose public policy must leave their folder out (README).
       */
      privateBucket: string;
    };

export type Config = {
  env: 'development' | 'production' | 'test';
  /** Whether this process serves requests, runs the job queue's workers, or both. */
  role: 'all' | 'web' | 'worker';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** A replica of the database for heavy public reads; only with databaseUrl. */
  databaseReadUrl: string | undefined;
  logLevel: z.infer<typeof configSchema>['LOG_LEVEL'];
  trustProxy: boolean | number;
  /** Where visitors reach Atelier; links in emails start with it (never taken from a request). */
  publicUrl: string;
  mail: { outboxDir: string; smtpUrl: string | undefined; from: string };
  /** Seconds the status changes of one request gather before they are mailed as one. */
  requestStatusEmailWindowSeconds: number;
  adsClientId: string | undefined;
  storage: StorageConfig;
  /** Key for the TOTP secrets kept outside the database; without it, a key stored in the database. */
  totpEncryptionKey: Buffer | undefined;
  /** Where Prometheus scrapes: a port of its own, a token for /metrics on the main port, or neither. */
  metrics: { port: number | undefined; host: string; token: string | undefined };
  /**
   * Whether profiles are ActivityPub actors others follow, and whether federation may reach private
   * addresses (tests' peers only, never in production).
   */
  federation: { enabled: boolean; allowPrivateAddresses: boolean };
};

export class ConfigError extends Error {}

/** Reads the environment once; every problem is listed in one message so it can be fixed in one go. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const withoutBlanks = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = configSchema.safeParse(withoutBlanks);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const values = parsed.data;
  return {
    env: values.NODE_ENV,
    role: values.PROCESS_ROLE,
    port: values.PORT,
    host: values.HOST,
    dataDir: path.resolve(values.DATA_DIR),
    databaseUrl: values.DATABASE_URL,
    databaseReadUrl: values.DATABASE_READ_URL,
    logLevel: values.LOG_LEVEL,
    publicUrl: (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/+$/, ''),
    mail: {
      outboxDir: path.resolve(values.MAIL_OUTBOX_DIR ?? path.join(values.DATA_DIR, 'outbox')),
      smtpUrl: values.SMTP_URL,
      from: values.MAIL_FROM,
    },
    requestStatusEmailWindowSeconds: values.REQUEST_STATUS_EMAIL_WINDOW_SECONDS,
    trustProxy: /^\d+$/.test(values.TRUST_PROXY) ? Number(values.TRUST_PROXY) : values.TRUST_PROXY === 'true',
    adsClientId: values.ADS_CLIENT_ID,
    storage: storageConfig(values),
    totpEncryptionKey: values.TOTP_ENCRYPTION_KEY
      ? Buffer.from(values.TOTP_ENCRYPTION_KEY, 'base64')
      : undefined,
    metrics: { port: values.METRICS_PORT, host: values.METRICS_HOST, token: values.METRICS_TOKEN },
    federation: {
      enabled: values.FEDERATION === 'on',
      allowPrivateAddresses: values.FEDERATION_ALLOW_PRIVATE_ADDRESSES === 'true',
    },
  };
}

function storageConfig(values: z.infer<typeof configSchema>): StorageConfig {
  const { S3_BUCKET: bucket, S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = values;
  if (bucket && S3_ENDPOINT && S3_ACCESS_KEY_ID && S3_SECRET_ACCESS_KEY) {
    const endpoint = S3_ENDPOINT.replace(/\/+$/, '');
    return {
      kind: 's3',
      bucket,
      endpoint,
      region: values.S3_REGION,
      accessKeyId: S3_ACCESS_KEY_ID,
      secretAccessKey: S3_SECRET_ACCESS_KEY,
      publicUrl: (values.S3_PUBLIC_URL ?? `${endpoint}/${bucket}`).replace(/\/+$/, ''),
      privateBucket: values.S3_PRIVATE_BUCKET ?? bucket,
    };
  }
  return { kind: 'local', dir: path.resolve(values.UPLOADS_DIR ?? path.join(values.DATA_DIR, 'uploads')) };
}
