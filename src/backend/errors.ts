import { DUPLICATE_EMAIL_MESSAGE, GENERIC_SUBMIT_MESSAGE, RATE_LIMITED_MESSAGE, type SubmitFailure } from './messages';

interface BackendError {
  code?: string | undefined;
  message?: string | undefined;
  hint?: string | null | undefined;
}

const UNIQUE_VIOLATION = '23505';
/** The sign-up limits of the database (PT429) or of the gateway in front of it. */
const TOO_MANY_REQUESTS = 429;
const MAX_SHOWN_MESSAGE_LENGTH = 300;

/**
 * What the backend answered, as the text to show: one of messages.ts's, or the error's own message
 * (ownMessage). Failures before any answer (no connection, code that could not be fetched, a throw)
 * take their text from messages.ts where they happen.
 */
export function describeFailure(error: BackendError, status: number): SubmitFailure {
  const code = error.code ?? '';
  if (code === UNIQUE_VIOLATION) return { code, message: DUPLICATE_EMAIL_MESSAGE };
  if (status === TOO_MANY_REQUESTS) return { code: code || 'http-429', message: RATE_LIMITED_MESSAGE };
  return { code: code || (status === 0 ? 'network' : `http-${status}`), message: ownMessage(error, status) };
}

/**
 * A failure shows the error's own message, or else the generic text. The message is the error's own
 * when the backend wrote one for people (a PostgREST or gateway JSON error); a network
 * failure, a timeout or a proxy's HTML page says nothing useful, so the generic text shows.
 */
function ownMessage(error: BackendError, status: number): string {
  const message = error.message?.trim() ?? '';
  const fromBackend = status >= 400 && (error.code !== undefined || error.hint !== undefined);
  if (!fromBackend || message === '' || message.length > MAX_SHOWN_MESSAGE_LENGTH || message.includes('<')) {
    return GENERIC_SUBMIT_MESSAGE;
  }
  return message;
}
