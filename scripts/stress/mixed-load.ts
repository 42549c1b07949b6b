import type { Community } from './community';
import type { Exchange } from './exchanges';
import { Visitor } from './traffic';
import { NoAnswerError, VirtualClient } from './virtual-client';

export type LoadOptions = {
  baseUrl: string;
  community: Community;
  connections: number;
  /** Asked after each exchange of a client: false stops that client. */
  keepGoing: (last: Exchange) => boolean;
};

const DETAIL_LENGTH = 160;

/** One virtual client asking, one request at a time, until told to stop. */
async function runVisitor(options: LoadOptions, exchanges: Exchange[]) {
  const visitor = new Visitor(options.community);
  const client = new VirtualClient(options.baseUrl);
  try {
    for (;;) {
      const planned = visitor.next();
      const startedAt = performance.now();
      const exchange: Exchange = {
        kind: planned.kind,
        method: planned.method,
        path: planned.path,
        startedAt,
        endedAt: 0,
      };
      try {
        const reply = await client.send(planned.method, planned.path, planned.body);
        exchange.status = reply.status;
        if (reply.status < 200 || reply.status > 299) exchange.detail = reply.body.slice(0, DETAIL_LENGTH);
        visitor.answered(planned, reply);
      } catch (error) {
        if (!(error instanceof NoAnswerError)) throw error;
        exchange.error = error.code;
      }
      exchange.endedAt = performance.now();
      exchanges.push(exchange);
      if (!options.keepGoing(exchange)) return;
    }
  } finally {
    client.close();
  }
}

/** Runs `connections` virtual clients at once; answers every exchange once all have stopped. */
export async function runMixedLoad(options: LoadOptions): Promise<Exchange[]> {
  const exchanges: Exchange[] = [];
  await Promise.all(Array.from({ length: options.connections }, () => runVisitor(options, exchanges)));
  return exchanges;
}
