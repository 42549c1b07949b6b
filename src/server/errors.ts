import { ERROR_STATUS, type ErrorCode } from '#shared/errors';
import { MESSAGES, type MessageId } from '#shared/messages';

// The server's lowest floor: every layer (storage, database helpers, features, plugins) may throw
// it, and it imports nothing of the server's own.

/** An error a service throws on purpose: its code and message reach the client as they are. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly messageId: MessageId,
    /** Field name → message id, for errors tied to form fields. */
    readonly fields?: Record<string, MessageId>,
    /** Numbers the message speaks of (attempts left...). */
    readonly meta?: Record<string, number>,
  ) {
    super(MESSAGES[messageId]);
  }

  get statusCode(): number {
    return ERROR_STATUS[this.code];
  }
}
