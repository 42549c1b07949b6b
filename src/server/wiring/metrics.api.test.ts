import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '#server/test/build-test-app';

const TOKEN = 'a'.repeat(24) + 'metrics-token-for-tests';

// Every family an operator is promised.
const FAMILIES = [
  'atelier_http_requests_total',
  'atelier_http_request_duration_seconds',
  'atelier_rate_limit_refusals_total',
  'atelier_event_streams_open',
  'atelier_database_pool_connections',
  'atelier_job_queue_depth',
  'nodejs_eventloop_lag_seconds',
  'nodejs_heap_size_used_bytes',
  'process_cpu_seconds_total',
];

describe('/metrics behind a token', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({
      config: { metrics: { port: undefined, host: '127.0.0.1', token: TOKEN } },
    });
  });
  afterAll(() => testApp.close());

  const scrape = (authorization?: string) =>
    testApp.visitor().get('/metrics', authorization ? { authorization } : {});

  it('[ANONYMOUS] is refused without the token, or with another', async () => {
    for (const authorization of [undefined, 'Bearer wrong', `Bearer ${TOKEN}x`, TOKEN]) {
      const response = await scrape(authorization);
      expect(response.statusCode).toBe(401);
      expect(response.body).not.toContain('atelier_');
    }
  });

  it('[OPERATOR] scrapes every family with the token; requests are counted by route pattern', async () => {
    // Due in an hour: it waits in its queue, for the queue's depth to show it.
    const inAnHour = new Date(Date.now() + 60 * 60 * 1000);
    await testApp.db.transaction((tx) =>
      testApp.app.jobs.enqueue(
        tx,
        'mail',
        { to: 'queued@example.test', subject: 'Queued', text: 'Later' },
        { startAfter: inAnHour },
      ),
    );
    expect((await testApp.visitor().get('/api/health')).statusCode).toBe(200);
    expect((await testApp.visitor().get('/api/profiles/nobody-here')).statusCode).toBe(404);
    const response = await scrape(`Bearer ${TOKEN}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    for (const family of FAMILIES) expect(response.body).toContain(`# TYPE ${family} `);
    expect(response.body).toMatch(
      /atelier_http_requests_total\{method="GET",route="\/api\/health",status="200"\} [1-9]/,
    );
    // The pattern, not the address: a series per route, never one per handle asked for.
    expect(response.body).toContain('route="/api/profiles/:handle",status="404"');
    expect(response.body).not.toContain('nobody-here');
    expect(response.body).toContain('atelier_job_queue_depth{queue="mail"} 1');
    // PostgreSQL's pool; the embedded database has none.
    if (process.env.TEST_DATABASE_URL) {
      expect(response.body).toMatch(/atelier_database_pool_connections\{state="idle"\} [1-9]/);
    }
  });

  it('[OPERATOR] sees refusals by a rate limit counted', async () => {
    const client = testApp.visitor();
    let refused = 0;
    for (let attempt = 0; attempt < 25 && refused === 0; attempt++) {
      const response = await client.post('/api/auth/sign-in', {
        email: 'nobody@example.test',
        password: 'not the password',
      });
      if (response.statusCode === 429) refused++;
    }
    expect(refused).toBe(1);
    const response = await scrape(`Bearer ${TOKEN}`);
    expect(response.body).toMatch(/atelier_rate_limit_refusals_total\{route="\/api\/auth\/sign-in"\} 1/);
  });

  it('[ANONYMOUS] guessing the token is cut short by a rate limit', async () => {
    const guesser = testApp.visitor();
    const answers: number[] = [];
    for (let attempt = 0; attempt < 61; attempt++) {
      answers.push((await guesser.get('/metrics', { authorization: `Bearer guess-${attempt}` })).statusCode);
    }
    expect(answers.slice(0, 60).every((status) => status === 401)).toBe(true);
    expect(answers[60]).toBe(429);
    // The scraper, from its own address, is not locked out by someone else's guesses.
    expect((await scrape(`Bearer ${TOKEN}`)).statusCode).toBe(200);
  });
});

describe('/metrics on a port of its own', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ config: { metrics: { port: 0, host: '127.0.0.1', token: undefined } } });
  });
  afterAll(() => testApp.close());

  it('[OPERATOR] scrapes it there, and finds nothing of it on the main port', async () => {
    const address = testApp.app.metricsAddress();
    expect(address).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const scraped = await fetch(`${address}/metrics`);
    expect(scraped.status).toBe(200);
    const body = await scraped.text();
    for (const family of FAMILIES) expect(body).toContain(`# TYPE ${family} `);
    expect((await fetch(`${address}/`)).status).toBe(404);
    const onMainPort = await testApp.visitor().get('/metrics');
    expect(onMainPort.statusCode).toBe(404);
    expect(onMainPort.body).not.toContain('atelier_');
  });
});

describe('/metrics when not configured', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(() => testApp.close());

  it('[ANONYMOUS] is not served at all', async () => {
    const response = await testApp.visitor().get('/metrics', { authorization: 'Bearer anything' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('atelier_');
    expect(testApp.app.metricsAddress()).toBeUndefined();
  });
});
