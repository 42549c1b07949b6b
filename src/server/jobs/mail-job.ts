import type { Database, DatabaseHandle } from '#server/db/client';
import type { Mailer, OutgoingMail } from '#server/mail/mailer';
import type { JobPolicy, JobQueue, JobWorker } from './job-queue';

/**
 * Every mail Atelier sends goes through the queue: an answer never waits for SMTP (so its timing
 * tells nothing about which accounts exist), a mail server that is down delays mail instead of losing
 * it, and a mail is sent only for a write that committed.
 */
export function sendMailLater(jobs: JobQueue, executor: Database, mail: OutgoingMail) {
  return jobs.enqueue(executor, 'mail', mail);
}

/**
 * Retries for about five and a half hours (20 s doubling, 10 times) before the mail is kept as
 * failed; a send taking over a minute is abandoned to the next attempt. Two sends at once per
 * process (two workers, one mail each), over the mailer's pooled connections.
 */
export const MAIL_POLICY: JobPolicy = {
  retryLimit: 10,
  retryDelaySeconds: 20,
  leaseSeconds: 60,
  concurrency: 2,
};

/**
 * Sends queued mail. Its Message-ID comes from the job, so a mail sent twice (the process died after
 * sending and before recording it) is recognisable as one. Once sent, the mail's text leaves the
 * queue's table: a link in it (a reset, a verification) is a secret the database keeps only hashed.
 */
export function mailWorker(
  database: DatabaseHandle,
  mailer: Mailer,
  publicUrl: string,
  policy: JobPolicy = MAIL_POLICY,
): JobWorker<'mail'> {
  const domain = new URL(publicUrl).hostname;
  return {
    name: 'mail',
    policy,
    async run(mail, job) {
      // A copy whose text was already cleared was sent; only its completion was lost.
      if (!mail.to) return;
      await mailer.send({ ...mail, messageId: `<${job.id}@${domain}>` });
      await database.executeSql(`update pgboss.job set data = '{}' where name = 'mail' and id = $1`, [
        job.id,
      ]);
    },
  };
}
