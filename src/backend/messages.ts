/**
 * The texts a sign-up ends with (docs/product.md#backend-errors). errors.ts picks one for
 * each backend answer; it is apart so that a page pays for the texts up front and for the
 * picking only once it sends a sign-up.
 */
export const SUCCESS_TITLE = 'Success!';
export const SUCCESS_MESSAGE = "You've been added to our waitlist.";
export const SUBMISSION_ERROR_TITLE = 'Submission Error';
export const DUPLICATE_EMAIL_MESSAGE = 'This email is already on the waitlist.';
export const GENERIC_SUBMIT_MESSAGE = 'There was a problem submitting your form. Please try again.';
const NO_CONNECTION_MESSAGE = 'Database connection not available. Please try again later.';
export const RATE_LIMITED_MESSAGE = 'Too many sign-ups from your network. Please try again in a few minutes.';

export interface SubmitFailure {
  code: string;
  message: string;
}

/** No usable data-supabase-url / -key, or the code that sends a sign-up could not be fetched. */
export const NO_CONNECTION: SubmitFailure = { code: 'no-connection', message: NO_CONNECTION_MESSAGE };

