import type { JobQueue } from './job-queue';

/** `npm run admin -- jobs failed` lists the jobs that failed every attempt; `jobs retry [id...]` runs them again. */
export type JobCommand = { action: 'jobs-failed' } | { action: 'jobs-retry'; ids: string[] };

const LIST_LIMIT = 100;

export async function runJobCommand(
  jobs: JobQueue,
  command: JobCommand,
): Promise<{ ok: boolean; message: string }> {
  if (command.action === 'jobs-failed') {
    const [failed, count] = await Promise.all([jobs.failed(LIST_LIMIT), jobs.failedCount()]);
    if (count === 0) return { ok: true, message: 'No failed jobs.' };
    const lines = failed.map(
      (job) =>
        `${job.id}  ${job.name}  ${job.failedAt.toISOString()}  ${job.attempts} attempts  ${job.error}`,
    );
    const more = count > failed.length ? [`...and ${count - failed.length} older ones.`] : [];
    return {
      ok: true,
      message: [
        `${count} failed jobs, newest first:`,
        ...lines,
        ...more,
        'Retry with: npm run admin -- jobs retry [id...]',
      ].join('\n'),
    };
  }
  const retried = await jobs.retry(command.ids.length > 0 ? command.ids : undefined);
  if (retried === 0) {
    return {
      ok: command.ids.length === 0,
      message: command.ids.length ? 'No failed job with those ids.' : 'No failed jobs.',
    };
  }
  return { ok: true, message: `${retried} failed jobs queued again.` };
}
