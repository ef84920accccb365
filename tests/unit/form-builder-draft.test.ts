// The form builder's pure parts: the element list rules (shared by the editor and the upstream),
// new keys, type changes, moves and the list as it is sent, and how a posted signature is read.
import { describe, expect, it } from 'vitest';
import { elementListIssues, ZFormElements, type TFormElement } from '@/lib/contract/form-elements';
import { cleanElements, freeKey, moved, newElement, withType } from '@/lib/formdef/draft';
import { readAnswers } from '@/lib/guest-form/answers';

const el = (o: Partial<TFormElement> & Pick<TFormElement, 'type' | 'key'>): TFormElement => ({ required: false, ...o });

describe('element list rules', () => {
  it('names each problem by element and field', () => {
    const issues = elementListIssues([
      el({ type: 'Text', key: 'a' }), el({ type: 'Text', key: 'a' }), el({ type: 'Select', key: 's' }),
      el({ type: 'Video', key: 'v' }), el({ type: 'Header', key: 'h', required: true }),
    ]);
    expect(issues.map((i) => [i.path.join('.'), i.code])).toEqual([
      ['1.key', 'keyTwice'], ['2.options', 'optionsNeeded'], ['3.media', 'mediaNeeded'], ['4.required', 'notRequired'],
    ]);
    expect(ZFormElements.safeParse([el({ type: 'Radio', key: 'r', options: ['Yes', 'No'] }), el({ type: 'Signature', key: 'sig', required: true })]).success).toBe(true);
  });
});

describe('the draft', () => {
  it('gives new elements a free key and keeps only what the new type takes', () => {
    expect(freeKey('Text', ['question1', 'question2'])).toBe('question3');
    expect(newElement('Radio', []).options).toEqual([]);
    const changed = withType(el({ type: 'Select', key: 'q', options: ['x'], required: true }), 'Image');
    expect(changed).toEqual({ type: 'Image', key: 'q', required: false });
    expect(withType(el({ type: 'Image', key: 'i', media: 'm' }), 'Video').media).toBeUndefined();
  });

  it('moves within the ends and sends no empty texts', () => {
    expect(moved(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moved(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(cleanElements([el({ type: 'Radio', key: ' r ', label: { de: ' ', en: 'Yes?' }, help: { de: '', en: '' }, options: [' Yes', '', 'No '] })]))
      .toEqual([{ type: 'Radio', key: 'r', required: false, label: { en: 'Yes?' }, options: ['Yes', 'No'] }]);
  });
});

describe('a posted signature', () => {
  it('is the typed name with the drawing and the form hash, or nothing without a name', () => {
    const form = { elements: [el({ type: 'Signature', key: 'sig' })], layout: 'single' as const, guests: 1 };
    const posted = new FormData();
    posted.set('a.sig.name', ' Ann ');
    posted.set('a.sig.path', 'M1 2L3 4');
    posted.set('a.sig.formHash', 'f'.repeat(64));
    expect(readAnswers(form, posted)).toEqual({ sig: { name: 'Ann', path: 'M1 2L3 4', formHash: 'f'.repeat(64) } });
    posted.set('a.sig.name', '');
    expect(readAnswers(form, posted)).toEqual({});
  });
});
