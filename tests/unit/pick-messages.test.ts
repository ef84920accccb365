import { describe, expect, it } from 'vitest';
import { pickMessages } from '@/lib/i18n/pick-messages';
import en from '@/messages/en.json';

const messages = {
  shell: { login: 'Log in', languageName: { de: 'German', en: 'English' } },
  book: { intro: 'Book', lead: { title: 'Who', submit: 'Book now' }, errors: { required: 'Fill in' } },
  bookings: { list: { empty: 'None' } },
};

describe('pickMessages', () => {
  it('keeps whole namespaces and nothing else', () => {
    expect(pickMessages(messages, ['shell'])).toEqual({ shell: messages.shell });
  });

  it('keeps dotted paths at their place in the tree, merging siblings', () => {
    expect(pickMessages(messages, ['book.lead', 'book.errors'])).toEqual({
      book: { lead: messages.book.lead, errors: messages.book.errors },
    });
  });

  it('leaves out paths that do not exist, and never invents keys', () => {
    expect(pickMessages(messages, ['nope', 'book.nope', 'shell.login.deeper'])).toEqual({});
  });

  it('a public page carries a small part of the real messages', () => {
    const picked = pickMessages(en, ['shell', 'routeError', 'book.lead', 'book.errors']);
    expect(Object.keys(picked).sort()).toEqual(['book', 'routeError', 'shell']);
    expect(JSON.stringify(picked).length).toBeLessThan(JSON.stringify(en).length / 10);
  });
});
