import { describe, expect, it } from 'vitest';
import { createContactStore, INVALID_EMAIL_MESSAGE, REQUIRED_MESSAGES, validateContact } from './store';

function filled() {
  const store = createContactStore();
  const { setField } = store.getState();
  setField('name', 'Ada Lovelace');
  setField('email', 'ada@example.com');
  setField('message', 'Hello');
  return store;
}

describe('given a new contact store', () => {
  it('starts empty, without errors and not sent', () => {
    const state = createContactStore().getState();
    expect(state).toMatchObject({ name: '', email: '', message: '', errors: {}, sent: false });
  });

  it('gives every instance its own values', () => {
    const first = createContactStore();
    const second = createContactStore();
    first.getState().setField('name', 'Ada');
    expect(second.getState().name).toBe('');
  });
});

describe('when submitting with blank fields', () => {
  it('refuses, names every blank field, and keeps what was typed', () => {
    const store = createContactStore();
    store.getState().setField('message', 'Keep me');
    store.getState().setField('name', '   ');
    expect(store.getState().submit()).toBe(false);
    expect(store.getState().errors).toEqual({ name: REQUIRED_MESSAGES.name, email: REQUIRED_MESSAGES.email });
    expect(store.getState()).toMatchObject({ message: 'Keep me', name: '   ', sent: false });
  });

  it('clears only the error of the field being typed into', () => {
    const store = createContactStore();
    store.getState().submit();
    store.getState().setField('name', 'A');
    expect(Object.keys(store.getState().errors)).toEqual(['email', 'message']);
  });
});

describe('given the email rule', () => {
  it('accepts an address an email input accepts and rejects one without @', () => {
    expect(validateContact({ name: 'a', email: 'a@b', message: 'm' })).toEqual({});
    expect(validateContact({ name: 'a', email: "o'hara+agency@Talent-Co.example.com", message: 'm' })).toEqual({});
    expect(validateContact({ name: 'a', email: 'ab.example.com', message: 'm' })).toEqual({ email: INVALID_EMAIL_MESSAGE });
  });

  it.each(['ada@example,com', 'ada@example.com.', 'ada@gmail..com', 'ada@-agency.com', 'a b@example.com'])('rejects %j, as an email input does', (email) => {
    expect(validateContact({ name: 'a', email, message: 'm' })).toEqual({ email: INVALID_EMAIL_MESSAGE });
  });
});

describe('when submitting a complete message', () => {
  it('is accepted and marked sent; reset clears the fields', () => {
    const store = filled();
    expect(store.getState().submit()).toBe(true);
    expect(store.getState().sent).toBe(true);
    store.getState().reset();
    expect(store.getState()).toMatchObject({ name: '', email: '', message: '', sent: false, errors: {} });
  });
});
