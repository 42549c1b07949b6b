import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('runs on port 3000 of localhost with the embedded database in ./data when nothing is set', () => {
    expect(loadConfig({})).toEqual({
      env: 'production',
      role: 'all',
      port: 3000,
      host: 'localhost',
      dataDir: path.resolve('data'),
      databaseUrl: undefined,
      databaseReadUrl: undefined,
      logLevel: 'info',
      trustProxy: false,
      publicUrl: 'http://localhost:3000',
      mail: {
        outboxDir: path.resolve('data/outbox'),
        smtpUrl: undefined,
        from: 'Atelier <no-reply@atelier.local>',
      },
      requestStatusEmailWindowSeconds: 600,
      adsClientId: undefined,
      storage: { kind: 'local', dir: path.resolve('data/uploads') },
      totpEncryptionKey: undefined,
      metrics: { port: undefined, host: '127.0.0.1', token: undefined },
      federation: { enabled: true, allowPrivateAddresses: false },
    });
  });

  it('runs a web-only or a worker-only process on PostgreSQL alone: the embedded database admits one process', () => {
    const postgres = { DATABASE_URL: 'postgres://atelier@db/atelier' };
    expect(loadConfig({ ...postgres, PROCESS_ROLE: 'web' }).role).toBe('web');
    expect(loadConfig({ ...postgres, PROCESS_ROLE: 'worker' }).role).toBe('worker');
    expect(() => loadConfig({ PROCESS_ROLE: 'worker' })).toThrow(/PROCESS_ROLE: needs DATABASE_URL/);
    expect(() => loadConfig({ ...postgres, PROCESS_ROLE: 'jobs' })).toThrow(/PROCESS_ROLE/);
  });

  it('federates unless told not to', () => {
    expect(loadConfig({ FEDERATION: 'off' }).federation.enabled).toBe(false);
    expect(() => loadConfig({ FEDERATION: 'no' })).toThrow(/FEDERATION/);
  });

  it('lets federation reach private addresses in tests, and never in production', () => {
    const allow = { FEDERATION_ALLOW_PRIVATE_ADDRESSES: 'true' };
    expect(loadConfig({ ...allow, NODE_ENV: 'test' }).federation.allowPrivateAddresses).toBe(true);
    expect(() => loadConfig(allow)).toThrow(/FEDERATION_ALLOW_PRIVATE_ADDRESSES: is for tests only/);
    expect(() => loadConfig({ FEDERATION_ALLOW_PRIVATE_ADDRESSES: 'yes', NODE_ENV: 'test' })).toThrow(
      ConfigError,
    );
  });

  it('gathers the status emails of a request for the seconds given, zero to a day', () => {
    expect(loadConfig({ REQUEST_STATUS_EMAIL_WINDOW_SECONDS: '5' }).requestStatusEmailWindowSeconds).toBe(5);
    expect(() => loadConfig({ REQUEST_STATUS_EMAIL_WINDOW_SECONDS: '-1' })).toThrow(
      /REQUEST_STATUS_EMAIL_WINDOW_SECONDS/,
    );
    expect(() => loadConfig({ REQUEST_STATUS_EMAIL_WINDOW_SECONDS: 'soon' })).toThrow(ConfigError);
  });

  it('takes a replica for heavy reads only beside DATABASE_URL', () => {
    const primary = 'postgresql://atelier@db:5432/atelier';
    const replica = 'postgresql://atelier@replica:5432/atelier';
    expect(loadConfig({ DATABASE_URL: primary, DATABASE_READ_URL: replica }).databaseReadUrl).toBe(replica);
    expect(loadConfig({ DATABASE_URL: primary }).databaseReadUrl).toBeUndefined();
    expect(() => loadConfig({ DATABASE_READ_URL: replica })).toThrow(
      /DATABASE_READ_URL: is only used with DATABASE_URL/,
    );
  });

  it('serves metrics only when told: a port of its own on this machine unless told, a long token', () => {
    const token = 'f'.repeat(32);
    expect(loadConfig({ METRICS_PORT: '9464', METRICS_TOKEN: token }).metrics).toEqual({
      port: 9464,
      host: '127.0.0.1',
      token,
    });
    expect(loadConfig({ METRICS_PORT: '9464', METRICS_HOST: '10.0.0.5' }).metrics.host).toBe('10.0.0.5');
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN: must be at least 32/);
    expect(() => loadConfig({ METRICS_PORT: '70000' })).toThrow(/METRICS_PORT/);
  });

  it('takes a TOTP key of 32 bytes in base64 and refuses anything else', () => {
    const key = Buffer.alloc(32, 7).toString('base64');
    expect(loadConfig({ TOTP_ENCRYPTION_KEY: key }).totpEncryptionKey).toEqual(Buffer.alloc(32, 7));
    for (const bad of ['short', Buffer.alloc(16).toString('base64'), `${key}!`]) {
      expect(() => loadConfig({ TOTP_ENCRYPTION_KEY: bad })).toThrow(/TOTP_ENCRYPTION_KEY/);
    }
  });

  it('honours PORT, HOST, DATA_DIR, DATABASE_URL and TRUST_PROXY', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATA_DIR: '/var/lib/atelier',
      DATABASE_URL: 'postgresql://atelier@db:5432/atelier',
      TRUST_PROXY: '1',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/var/lib/atelier',
      databaseUrl: 'postgresql://atelier@db:5432/atelier',
      trustProxy: 1,
    });
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' })).toMatchObject({ databaseUrl: undefined, port: 3000 });
  });

  it('lists every bad variable in one message', () => {
    const attempt = () =>
      loadConfig({
        PORT: '99999',
        DATABASE_URL: 'mysql://x',
        LOG_LEVEL: 'loud',
        TRUST_PROXY: 'yes',
        ADS_CLIENT_ID: 'abc',
      });
    expect(attempt).toThrow(ConfigError);
    const message = (() => {
      try {
        attempt();
        return '';
      } catch (error) {
        return (error as Error).message;
      }
    })();
    for (const variable of ['PORT', 'DATABASE_URL', 'LOG_LEVEL', 'TRUST_PROXY', 'ADS_CLIENT_ID']) {
      expect(message).toContain(`  ${variable}:`);
    }
  });

  it('keeps uploads in the data folder unless a bucket is configured', () => {
    expect(loadConfig({ DATA_DIR: '/srv/atelier' }).storage).toEqual({
      kind: 'local',
      dir: '/srv/atelier/uploads',
    });
    expect(
      loadConfig({
        S3_BUCKET: 'media',
        S3_ENDPOINT: 'https://s3.example.test/',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
      }).storage,
    ).toEqual({
      kind: 's3',
      bucket: 'media',
      endpoint: 'https://s3.example.test',
      region: 'us-east-1',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      publicUrl: 'https://s3.example.test/media',
      privateBucket: 'media',
    });
    const withPrivateBucket = loadConfig({
      S3_BUCKET: 'media',
      S3_PRIVATE_BUCKET: 'media-private',
      S3_ENDPOINT: 'https://s3.example.test/',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    }).storage;
    expect(withPrivateBucket).toMatchObject({ bucket: 'media', privateBucket: 'media-private' });
  });

  it('names what a bucket lacks', () => {
    expect(() => loadConfig({ S3_BUCKET: 'media' })).toThrow(/S3_ENDPOINT: is required with S3_BUCKET/);
  });
});
