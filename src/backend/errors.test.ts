import { describe, expect, it } from 'vitest';
import { describeFailure } from './errors';

describe('given a failed waitlist insert', () => {
  it('names a duplicate email (23505) in the words the visitor sees', () => {
    const failure = describeFailure({ code: '23505', message: 'duplicate key value violates unique constraint "x"', hint: null }, 409);
    expect(failure).toEqual({ code: '23505', message: 'This email is already on the waitlist.' });
  });

  it('names a refusal by the sign-up limits (PT429) in its own words, and a gateway 429 too', () => {
    const limits = { code: 'PT429', message: 'Too many sign-ups, please try again later', hint: 'Wait a few minutes before signing up again.' };
    const text = 'Too many sign-ups from your network. Please try again in a few minutes.';
    expect(describeFailure(limits, 429)).toEqual({ code: 'PT429', message: text });
    expect(describeFailure({ message: 'API rate limit exceeded' }, 429)).toEqual({ code: 'http-429', message: text });
  });

  it("shows a PostgREST error's own message", () => {
    const failure = describeFailure({ code: '23514', message: 'new row violates check constraint "waitlist_name_check"', hint: null }, 400);
    expect(failure).toEqual({ code: '23514', message: 'new row violates check constraint "waitlist_name_check"' });
  });

  it("shows a gateway error's own message", () => {
    expect(describeFailure({ message: 'Invalid API key', hint: 'Double check' }, 401).message).toBe('Invalid API key');
  });

  it('shows the generic text for a network failure, whose message is the browser\'s', () => {
    const failure = describeFailure({ code: '', message: 'TypeError: Failed to fetch', hint: '' }, 0);
    expect(failure).toEqual({ code: 'network', message: 'There was a problem submitting your form. Please try again.' });
  });

  it('shows the generic text for an HTML error page', () => {
    const failure = describeFailure({ message: '<html><body>502 Bad Gateway</body></html>' }, 502);
    expect(failure).toEqual({ code: 'http-502', message: 'There was a problem submitting your form. Please try again.' });
  });

  it('shows the generic text when the backend sends an empty message', () => {
    expect(describeFailure({ code: 'XX000', message: '', hint: null }, 500).message).toBe(
      'There was a problem submitting your form. Please try again.',
    );
  });
});
