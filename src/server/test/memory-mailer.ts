import type { Mailer, OutgoingMail } from '../plugins/mailer';

/** A mailer that keeps what it sends, for tests to read links from. */
export function createMemoryMailer() {
  const sent: OutgoingMail[] = [];
  const mailer: Mailer = {
    async send(mail) {
      sent.push(mail);
    },
  };
  return {
    mailer,
    sent,
    /** The last link in the newest mail to this address. */
    lastLinkTo(address: string): string {
      const mail = sent.filter((message) => message.to === address).at(-1);
      const link = mail?.text.match(/https?:\/\/\S+/g)?.at(-1);
      if (!link) throw new Error(`no mail with a link to ${address}`);
      return link;
    },
  };
}
