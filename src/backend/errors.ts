/** Every backend answer becomes one of SPEC §8's texts here, and only here. */
export const SUCCESS_TITLE = 'Success!';
export const SUCCESS_MESSAGE = "You've been added to our waitlist.";
export const SUBMISSION_ERROR_TITLE = 'Submission Error';
export const DUPLICATE_EMAIL_MESSAGE = 'This email is already on the waitlist.';
export const GENERIC_SUBMIT_MESSAGE = 'There was a problem submitting your form. Please try again.';
export const NO_CONNECTION_MESSAGE = 'Database connection not available. Please try again later.';

export interface SubmitFailure {
  code: string;
  message: string;
}

interface BackendError {
  code?: string | undefined;
  message?: string | undefined;
  hint?: string | null | undefined;
}

const UNIQUE_VIOLATION = '23505';
const MAX_SHOWN_MESSAGE_LENGTH = 300;

export function describeFailure(error: BackendError, status: number): SubmitFailure {
  const code = error.code ?? '';
  if (code === UNIQUE_VIOLATION) return { code, message: DUPLICATE_EMAIL_MESSAGE };
  return { code: code || (status === 0 ? 'network' : `http-${status}`), message: ownMessage(error, status) };
}

/**
 * SPEC: "the error's own message, or" the generic text. The message is the error's own
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
