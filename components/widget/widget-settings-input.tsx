// The widget's settings on /widget-admin/:id: its look as controls above the JSON they are kept
// in (docs/decisions/widget-and-payment.md): the colour, and the logo picked from the media
// library (the shared picker with folders and upload) instead of a typed address. Other keys
// (roomTypes, anything later) stay editable in the JSON below; while that text is not a JSON
// object the controls wait and the form's own check reports it.
'use client';
import { useTranslations } from 'next-intl';
import { MediaPicker } from '@/components/media/media-picker';
import { Button, Input, Textarea } from '@/components/ui';

type TProps = { id: string; name: string; value: string; onChange: (value: string) => void; onBlur: () => void; invalid?: boolean; 'aria-describedby'?: string };
type TSettings = Record<string, unknown>;

const COLOR = /^#[0-9a-f]{6}$/i;

function parse(text: string): TSettings | null {
  if (text.trim() === '') return {};
  try {
    const v: unknown = JSON.parse(text);
    return v && typeof v === 'object' && !Array.isArray(v) ? v as TSettings : null;
  } catch {
    return null;
  }
}

export function WidgetSettingsInput({ id, name, value, onChange, onBlur, invalid, 'aria-describedby': describedBy }: TProps) {
  const t = useTranslations('widgetSettings');
  const settings = parse(value);
  const set = (key: string, v: string) => {
    const next = { ...settings };
    if (v) next[key] = v; else delete next[key];
    onChange(JSON.stringify(next, null, 2));
  };
  const color = typeof settings?.color === 'string' ? settings.color : '';
  const logo = typeof settings?.logo === 'string' ? settings.logo : '';
  return (
    <div className="space-y-3">
      {settings ? (
        <div className="grid gap-3 sm:grid-cols-2">
          <div>
            <label htmlFor={`${id}-color`} className="mb-1 block text-sm font-medium text-slate-700">{t('color')}</label>
            <div className="flex items-center gap-2">
              <Input id={`${id}-color`} type="color" className="w-16 p-1" value={COLOR.test(color) ? color : '#0f766e'} onChange={(e) => set('color', e.target.value)} />
              <span className="text-sm text-slate-600">{color || t('noColor')}</span>
              {color && <Button variant="ghost" size="sm" onClick={() => set('color', '')}>{t('clearColor')}</Button>}
            </div>
          </div>
          <div>
            <p id={`${id}-logo-label`} className="mb-1 text-sm font-medium text-slate-700">{t('logo')}</p>
            <MediaPicker id={`${id}-logo`} describedBy={`${id}-logo-label`} value={logo} onChange={(v) => set('logo', typeof v === 'string' ? v : v[0] ?? '')} />
          </div>
        </div>
      ) : <p role="status" className="text-sm text-amber-800">{t('invalidJson')}</p>}
      <div>
        <p className="mb-1 text-xs text-slate-600">{t('json')}</p>
        <Textarea id={id} name={name} rows={6} className="font-mono text-xs" value={value} invalid={invalid} aria-describedby={describedBy}
          onChange={(e) => onChange(e.target.value)} onBlur={onBlur} />
      </div>
    </div>
  );
}
