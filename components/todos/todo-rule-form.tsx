// The form of one to-do rule (new or changed): for whom (the group that handles it), the text,
// what makes it apply and when it is due (days before arrival), and whether it closes when the
// booking is cancelled. Saved through the generic /api/todo (a predefined to-do without booking).
'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button, Checkbox, Field, Input, Select } from '@/components/ui';
import { TODO_CALC_TYPES } from '@/lib/contract/resources/bookings';

export type TRule = { id: string; group: string | null; text: string; rule: { calcType: string; value: number } | null; closeOnAbort: boolean };
export type TRuleBody = { group: string | null; text: string; rule: { calcType: string; value: number }; closeOnAbort: boolean };

export function TodoRuleForm({ rule, busy, onSave, onCancel }: { rule: TRule | null; busy: boolean; onSave: (body: TRuleBody) => void; onCancel: () => void }) {
  const t = useTranslations('todoRules');
  const [group, setGroup] = useState(rule?.group ?? '');
  const [text, setText] = useState(rule?.text ?? '');
  const [calcType, setCalcType] = useState<string>(rule?.rule?.calcType ?? 'daysBeforeArrival');
  const [days, setDays] = useState(String(rule?.rule?.value ?? 7));
  const [closeOnAbort, setCloseOnAbort] = useState(rule?.closeOnAbort ?? true);
  const [tried, setTried] = useState(false);
  const n = Number(days);
  const daysError = !/^\d+$/.test(days.trim()) || n > 365 ? t('daysInvalid') : null;
  const textError = text.trim() === '' ? t('textMissing') : null;

  function submit(e: React.FormEvent) {
    e.preventDefault();
    setTried(true);
    if (daysError || textError) return;
    onSave({ group: group.trim() || null, text: text.trim(), rule: { calcType, value: n }, closeOnAbort });
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-3 rounded-lg border border-slate-200 bg-slate-50 p-4 sm:grid-cols-2">
      <Field label={t('text')} error={tried ? textError : null} className="sm:col-span-2">
        {(c) => <Input {...c} value={text} maxLength={500} onChange={(e) => setText(e.target.value)} />}
      </Field>
      <Field label={t('group')} hint={t('groupHint')}>{(c) => <Input {...c} value={group} maxLength={100} onChange={(e) => setGroup(e.target.value)} />}</Field>
      <Field label={t('calcType')}>
        {(c) => <Select {...c} value={calcType} onChange={(e) => setCalcType(e.target.value)} options={TODO_CALC_TYPES.map((k) => ({ value: k, label: t(`calc.${k}`) }))} />}
      </Field>
      <Field label={t('days')} hint={t('daysHint')} error={tried ? daysError : null}>
        {(c) => <Input {...c} inputMode="numeric" value={days} onChange={(e) => setDays(e.target.value)} />}
      </Field>
      <Checkbox label={t('closeOnAbort')} checked={closeOnAbort} onChange={(e) => setCloseOnAbort(e.target.checked)} className="self-end" />
      <div className="flex flex-wrap justify-end gap-2 sm:col-span-2">
        <Button variant="secondary" onClick={onCancel} disabled={busy}>{t('cancel')}</Button>
        <Button type="submit" loading={busy}>{t('save')}</Button>
      </div>
    </form>
  );
}
