import type { Mailer, OutgoingMail } from '#server/mail/mailer';

/**
 * A mailer that keeps what it sends, for tests to read links from. Mail goes through the job queue,
 * so each read first waits for the queue to have sent everything due (`settle`, set by the test app).
 */
export function createMemoryMailer() {
  const sent: (OutgoingMail & { messageId?: string })[] = [];
  let settle: () => Promise<void> = async () => undefined;
  const mailer: Mailer = {
    async send(mail) {
      sent.push(mail);
    },
  };
  const delivered = async () => {
    await settle();
    return sent;
  };
  return {
    mailer,
    waitForQueue(wait: () => Promise<void>) {
      settle = wait;
    },
    /** Every mail sent so far, once the queue has sent what was due. */
    delivered,
    /** The mails to one address, oldest first. */
    async to(address: string) {
      return (await delivered()).filter((mail) => mail.to === address);
    },
    /** The last link in the newest mail to this address. */
    async lastLinkTo(address: string): Promise<string> {
      const mail = (await delivered()).filter((message) => message.to === address).at(-1);
      const link = mail?.text.match(/https?:\/\/\S+/g)?.at(-1);
      if (!link) throw new Error(`no mail with a link to ${address}`);
      return link;
    },
  };
}
