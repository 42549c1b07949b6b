import type { Database, DatabaseHandle } from '#server/db/client';
import type { Mailer, OutgoingMail } from '#server/mail/mailer';
import type { JobPolicy, JobQueue, JobWorker } from './job-queue';

/**
 * Every mail Atelier sends goes through the queue: an answer never waits for SMTP (so its timing
 * tells nothing about which accounts exist), a mail server that is down delays mail instead of losing
 * it, and a mail is sent only for a write that committed. A write queues its mail here; a job whose
 * only outcome is a mail (a notification's, a digest) sends it itself with `JobMail`, rather than
 * queueing a second job for it.
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
 * How a job sends mail: its Message-ID comes from the job, so a mail sent twice (the process died
 * after sending and before recording it) is recognisable as one; and the job is retried as mail is.
 */
export type JobMail = {
  send(mail: OutgoingMail, job: { id: string }): Promise<void>;
  policy: JobPolicy;
};

export function jobMail(mailer: Mailer, publicUrl: string, policy: JobPolicy = MAIL_POLICY): JobMail {
  const domain = new URL(publicUrl).hostname;
  return {
    send: (mail, job) => mailer.send({ ...mail, messageId: `<${job.id}@${domain}>` }),
    policy,
  };
}

/**
 * Sends queued mail. Once sent, the mail's text leaves the queue's table: a link in it (a reset, a
 * verification) is a secret the database keeps only hashed.
 */
export function mailWorker(database: DatabaseHandle, mail: JobMail): JobWorker<'mail'> {
  return {
    name: 'mail',
    policy: mail.policy,
    async run(queued, job) {
      // A copy whose text was already cleared was sent; only its completion was lost.
      if (!queued.to) return;
      await mail.send(queued, job);
      await database.executeSql(`update pgboss.job set data = '{}' where name = 'mail' and id = $1`, [
        job.id,
      ]);
    },
  };
}
