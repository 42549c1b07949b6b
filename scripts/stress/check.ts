import { markdownTable } from '../bench/report';

/** What a check found: whether it held, and its figures in one line for the summary table. */
export type CheckOutcome = { passed: boolean; figures: string };
export type CheckResult = CheckOutcome & { name: string };

/** Runs one check; a check that throws has failed, and the next ones still run. */
export async function runCheck(name: string, check: () => Promise<CheckOutcome>): Promise<CheckResult> {
  console.log(`\n== ${name}`);
  try {
    const outcome = await check();
    console.log(`${outcome.passed ? 'PASS' : 'FAIL'}: ${outcome.figures}`);
    return { name, ...outcome };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`FAIL: ${message}`);
    return { name, passed: false, figures: `stopped: ${message}` };
  }
}

export function formatChecks(results: CheckResult[]): string {
  return markdownTable(
    ['check', 'result', 'figures'],
    results.map((result) => [result.name, result.passed ? 'pass' : 'FAIL', result.figures]),
  );
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
