// The page figures as Markdown tables, each beside its goal. A goal missed is said in the
// table, not turned into a failure: these figures are reported. The one exception is the budget of
// JavaScript before a page is live, which fails the bench (page-figures.ts), so it holds as
// features are added.
import type { AnswerSize, EncodedSize } from './answer-sizes';
import type { FirstTap } from './first-tap';
import type { LighthouseFigures } from './lighthouse';
import type { PageWeight } from './page-weight';
import { markdownTable } from './report';

/** Kilobytes of 1,024 bytes, as Lighthouse's KiB. */
const KB = 1024;
export const GOALS = {
  paintToLiveMs: 1000,
  tapToEffectMs: 1000,
  performanceScore: 95,
  performanceTarget: 98,
  largestContentfulPaintMs: 2000,
  cumulativeLayoutShift: 0.02,
};

const kb = (bytes: number) => (bytes / KB).toFixed(1);

/**
 * The most JavaScript (gzip KB) a page may load before it is live: 100 on a public page, 120 on
 * `/auth`, whose forms check what is typed. A member's pages may load more, after these.
 */
export const jsBudgetKb = (pagePath: string) => (pagePath === '/auth' ? 120 : 100);

/** The pages past their budget, each said with its figure; none when all are within. */
export function pagesOverBudget(weights: PageWeight[]): string[] {
  return weights.flatMap((weight) => {
    const budget = jsBudgetKb(weight.path);
    if (Number.isNaN(weight.liveMs)) return [`${weight.page} never went live`];
    const beforeLiveKb = weight.jsBeforeLiveBytes / KB;
    return beforeLiveKb > budget ? [`${weight.page} ${beforeLiveKb.toFixed(1)} KB (budget ${budget})`] : [];
  });
}
const whole = (value: number) => (Number.isNaN(value) ? 'n/a' : String(Math.round(value)));
const met = (value: number, within: (value: number) => boolean) =>
  Number.isNaN(value) ? 'not measured' : within(value) ? 'met' : 'missed';

export function formatPageWeights(weights: PageWeight[]): string {
  const header = [
    'page',
    'path',
    'first paint ms',
    'live ms',
    'paint to live ms',
    'goal',
    'JS before first paint KB',
    'JS before live KB',
    'goal',
    'JS loaded in all KB',
    'scripts (before paint / all)',
  ];
  const rows = weights.map((weight) => {
    const painted = !Number.isNaN(weight.firstContentfulPaintMs);
    const live = !Number.isNaN(weight.liveMs);
    const gap = weight.liveMs - weight.firstContentfulPaintMs;
    const beforeLiveKb = live ? weight.jsBeforeLiveBytes / KB : Number.NaN;
    const budget = jsBudgetKb(weight.path);
    return [
      weight.page,
      weight.path,
      whole(weight.firstContentfulPaintMs),
      live ? whole(weight.liveMs) : 'never live',
      whole(gap),
      `≤ ${GOALS.paintToLiveMs}: ${met(gap, (value) => value <= GOALS.paintToLiveMs)}`,
      painted ? kb(weight.jsBeforePaintBytes) : 'no paint',
      live ? kb(weight.jsBeforeLiveBytes) : 'never live',
      `≤ ${budget}: ${met(beforeLiveKb, (value) => value <= budget)}`,
      kb(weight.jsLoadedBytes),
      `${weight.scriptsBeforePaint} / ${weight.scriptsLoaded}`,
    ];
  });
  return markdownTable(header, rows);
}

export function formatFirstTaps(taps: FirstTap[]): string {
  const header = ['page', 'path', 'first paint ms', 'tapped ms', 'tap to effect ms', 'goal', 'live ms'];
  const rows = taps.map((tap) => [
    tap.page,
    tap.path,
    whole(tap.firstContentfulPaintMs),
    whole(tap.tappedMs),
    whole(tap.tapToEffectMs),
    `≤ ${GOALS.tapToEffectMs}: ${met(tap.tapToEffectMs, (value) => value <= GOALS.tapToEffectMs)}`,
    Number.isNaN(tap.liveMs) ? 'never live' : whole(tap.liveMs),
  ]);
  return markdownTable(header, rows);
}

/**
 * One row per figure and one column per page, so each figure's goal stands once, beside it. The
 * figures are the page's median run; the last row shows every run's score.
 */
export function formatLighthouse(figures: LighthouseFigures[]): string {
  const row = <T>(
    name: string,
    goal: string,
    value: (page: LighthouseFigures) => T,
    show: (value: T) => string,
    within?: (value: T) => boolean,
  ) => {
    const values = figures.map(value);
    const reached = within ? `${values.filter((each) => within(each)).length} of ${values.length}` : '';
    return [name, goal, ...values.map(show), reached];
  };
  const header = ['figure', 'goal', ...figures.map((page) => page.page), 'pages within goal'];
  const rows = [
    row(
      'performance score',
      `≥ ${GOALS.performanceScore} (target ${GOALS.performanceTarget})`,
      (page) => page.score,
      whole,
      (score) => score >= GOALS.performanceScore,
    ),
    row(
      'LCP ms',
      `< ${GOALS.largestContentfulPaintMs}`,
      (page) => page.largestContentfulPaintMs,
      whole,
      (ms) => ms < GOALS.largestContentfulPaintMs,
    ),
    row('TBT ms', 'none given', (page) => page.totalBlockingTimeMs, whole),
    row(
      'CLS',
      `< ${GOALS.cumulativeLayoutShift}`,
      (page) => page.cumulativeLayoutShift,
      (cls) => (Number.isNaN(cls) ? 'n/a' : cls.toFixed(3)),
      (cls) => cls < GOALS.cumulativeLayoutShift,
    ),
    row(
      "every run's score",
      'none given',
      (page) => page.scores,
      (scores) => scores.map(whole).join(' / '),
    ),
  ];
  return markdownTable(header, rows);
}

/** Bytes, with the share of the raw answer, and the encoding when it is not the one asked for. */
const encoded = (size: EncodedSize, raw: number, asked: string) =>
  `${size.bytes} (${Math.round((size.bytes / raw) * 100)}%)` +
  (size.encoding === asked ? '' : ` sent as ${size.encoding}`);

export function formatAnswerSizes(sizes: AnswerSize[]): string {
  const header = ['answer', 'path', 'raw bytes', 'br bytes', 'gzip bytes', 'goal'];
  const rows = sizes.map((size) => [
    size.name,
    size.path,
    String(size.raw.bytes) + (size.raw.encoding === 'identity' ? '' : ` sent as ${size.raw.encoding}`),
    encoded(size.brotli, size.raw.bytes, 'br'),
    encoded(size.gzip, size.raw.bytes, 'gzip'),
    'none given',
  ]);
  return markdownTable(header, rows);
}
