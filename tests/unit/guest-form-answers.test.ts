// The public form's inputs ↔ answers (lib/guest-form/answers.ts), and the shared validation of
// lib/contract/form-access.ts that the upstream applies to them.
import { describe, expect, it } from 'vitest';
import { validateAnswers, type TFormElement } from '@/lib/contract/form-access';
import { inputErrors, inputValues, readAnswers } from '@/lib/guest-form/answers';
import { answerSections } from '@/lib/guest-form/answer-lines';

const elements: TFormElement[] = [
  { type: 'Header', key: 'h', required: false },
  { type: 'Text', key: 'name', required: true },
  { type: 'Stars', key: 'rating', required: false },
  { type: 'MultipleChoice', key: 'conditions', required: false, options: ['Asthma', 'Diabetes'] },
  { type: 'Date', key: 'birthday', required: false },
];
const single = { elements, layout: 'single' as const, guests: 1 };
const multi = { elements, layout: 'multi' as const, guests: 2 };

const posted = (pairs: [string, string][]) => {
  const fd = new FormData();
  for (const [k, v] of pairs) fd.append(k, v);
  return fd;
};

describe('reading a posted form', () => {
  it('single: trims, turns stars into a number, collects the chosen options, leaves out empty answers and display elements', () => {
    const data = readAnswers(single, posted([['a.name', '  Eve '], ['a.rating', '4'], ['a.conditions', 'Asthma'], ['a.conditions', 'Diabetes'], ['a.birthday', ''], ['a.h', 'x']]));
    expect(data).toEqual({ name: 'Eve', rating: 4, conditions: ['Asthma', 'Diabetes'] });
    expect(validateAnswers(single, data)).toEqual({ data, fields: [] });
  });

  it('multi: one set per guest, by the g<i>. prefix', () => {
    const data = readAnswers(multi, posted([['g0.name', 'Anna'], ['g1.name', 'Jonas'], ['g1.rating', '9'], ['a.name', 'ignored']]));
    expect(data).toEqual({ guests: [{ name: 'Anna' }, { name: 'Jonas', rating: '9' }] });
    const checked = validateAnswers(multi, data);
    expect(checked.fields).toEqual([expect.objectContaining({ path: 'data.guests.1.rating', code: 'invalid' })]);
  });
});

describe('answers back to inputs', () => {
  it('fills the inputs from stored answers and maps the upstream\'s failing fields to them', () => {
    expect(inputValues(multi, { guests: [{ name: 'Anna', conditions: ['Asthma'] }, { rating: 3 }] }))
      .toEqual({ 'g0.name': 'Anna', 'g0.conditions': ['Asthma'], 'g1.rating': '3' });
    const { fields } = validateAnswers(single, { rating: 0, conditions: ['Cancer'] });
    expect(inputErrors(fields)).toEqual({ 'a.name': 'required', 'a.rating': 'invalid', 'a.conditions': 'invalid' });
    expect(inputErrors([{ path: 'data.guests', message: 'At most 2 guests', code: 'too_big' }, { path: 'data.guests.1.name', message: 'Required', code: 'required' }]))
      .toEqual({ guests: 'tooMany', 'g1.name': 'required' });
  });
});

describe('stored answers as staff read them', () => {
  it('one section, the questions grouped under their headers, "no answer" as null, values as text', () => {
    const [section] = answerSections(elements, { name: 'Eve', rating: 4, conditions: ['Asthma', 'Diabetes'], birthday: '1990-05-01' }, 'en');
    expect(section.guest).toBeNull();
    expect(section.groups).toEqual([{ header: 'h', lines: [
      { key: 'name', label: 'name', value: 'Eve' },
      { key: 'rating', label: 'rating', value: '★★★★☆ (4/5)' },
      { key: 'conditions', label: 'conditions', value: 'Asthma, Diabetes' },
      { key: 'birthday', label: 'birthday', value: '01.05.1990' },
    ] }]);
  });

  it('one section per guest of a multi-guest form, in the page\'s language', () => {
    const labelled: TFormElement[] = [{ type: 'Text', key: 'diet', required: false, label: { en: 'Diet', de: 'Ernährung' } }];
    const sections = answerSections(labelled, { guests: [{ diet: 'Vegan' }, {}] }, 'de');
    expect(sections).toEqual([
      { guest: 0, groups: [{ header: null, lines: [{ key: 'diet', label: 'Ernährung', value: 'Vegan' }] }] },
      { guest: 1, groups: [{ header: null, lines: [{ key: 'diet', label: 'Ernährung', value: null }] }] },
    ]);
  });
});
