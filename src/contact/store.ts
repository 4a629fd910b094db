import { createStore } from 'zustand';

/** The contact message: collected locally, never sent anywhere. */
export interface ContactFields {
  name: string;
  email: string;
  message: string;
}

export type ContactField = keyof ContactFields;
export type ContactErrors = Partial<Record<ContactField, string>>;

export const CONTACT_DIALOG_TITLE = 'Contact our team';
export const CONTACT_DIALOG_TEXT = "Send us a message and we'll get back to you.";
export const CONTACT_THANK_YOU = "Thank you! We'll reply soon.";

export const REQUIRED_MESSAGES: Record<ContactField, string> = {
  name: 'Please enter your name.',
  email: 'Please enter your email address.',
  message: 'Please enter a message.',
};
export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address, e.g. name@example.com.';

// The HTML standard's valid email address, which an email-type input checks (the waitlist form asks
// its input): a typo such as a comma for a dot, or two dots in a row, is caught before "sending".
export const EMAIL_PATTERN = /^[\w.!#$%&'*+/=?^`{|}~-]+@[a-z\d](?:[a-z\d-]{0,61}[a-z\d])?(?:\.[a-z\d](?:[a-z\d-]{0,61}[a-z\d])?)*$/i;

export function validateContact(fields: ContactFields): ContactErrors {
  const errors: ContactErrors = {};
  for (const field of ['name', 'email', 'message'] as const) {
    if (fields[field].trim() === '') errors[field] = REQUIRED_MESSAGES[field];
  }
  if (!errors.email && !EMAIL_PATTERN.test(fields.email.trim())) errors.email = INVALID_EMAIL_MESSAGE;
  return errors;
}

export interface ContactState extends ContactFields {
  errors: ContactErrors;
  sent: boolean;
  setField: (field: ContactField, value: string) => void;
  /** True when the message is accepted; an invalid one keeps every typed value. */
  submit: () => boolean;
  reset: () => void;
}

const emptyFields: ContactFields = { name: '', email: '', message: '' };

/** One store per dialog instance: two dialogs on one page never share what is typed. */
export function createContactStore() {
  return createStore<ContactState>()((set, get) => ({
    ...emptyFields,
    errors: {},
    sent: false,
    setField: (field, value) =>
      set(({ errors }) => {
        // Typing into a field clears its own error, and only its own.
        const rest = { ...errors };
        delete rest[field];
        return { [field]: value, errors: rest };
      }),
    submit: () => {
      const errors = validateContact(get());
      if (Object.keys(errors).length > 0) {
        set({ errors });
        return false;
      }
      set({ errors: {}, sent: true });
      return true;
    },
    reset: () => set({ ...emptyFields, errors: {}, sent: false }),
  }));
}

export type ContactStore = ReturnType<typeof createContactStore>;
