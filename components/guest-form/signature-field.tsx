'use client';
// The Signature element on the public form: the signer types their name (which works without
// JavaScript) and may draw the signature with a finger, pen or mouse (pointer events; the page
// does not scroll while drawing). The strokes go to the server as an SVG path in the pad's
// 600×200 box, with the hash of the form the page showed (lib/contract/signature.ts).
import { useTranslations } from 'next-intl';
import { useRef, useState, type PointerEvent } from 'react';
import { Input } from '@/components/ui/input';
import { SIGNATURE_PAD, SIGNATURE_PATH_MAX } from '@/lib/contract/signature';

type TProps = {
  id: string; name: string; label: string; required: boolean; value: string; formHash: string;
  error: React.ReactNode; describedBy?: string; help?: React.ReactNode;
};

export function SignatureField({ id, name, label, required, value, formHash, error, describedBy, help }: TProps) {
  const t = useTranslations('guestForm.signature');
  const canvas = useRef<HTMLCanvasElement>(null);
  const last = useRef<{ x: number; y: number } | null>(null);
  const [path, setPath] = useState('');

  const point = (e: PointerEvent<HTMLCanvasElement>) => {
    const r = e.currentTarget.getBoundingClientRect();
    const clamp = (v: number, max: number) => Math.max(0, Math.min(max, Math.round(v)));
    return { x: clamp(((e.clientX - r.left) * SIGNATURE_PAD.width) / r.width, SIGNATURE_PAD.width), y: clamp(((e.clientY - r.top) * SIGNATURE_PAD.height) / r.height, SIGNATURE_PAD.height) };
  };
  const down = (e: PointerEvent<HTMLCanvasElement>) => {
    e.currentTarget.setPointerCapture(e.pointerId);
    const p = point(e);
    last.current = p;
    setPath((old) => (old.length > SIGNATURE_PATH_MAX - 40 ? old : `${old}${old ? ' ' : ''}M${p.x} ${p.y}`));
  };
  const move = (e: PointerEvent<HTMLCanvasElement>) => {
    const from = last.current;
    if (!from) return;
    const p = point(e);
    if (Math.abs(p.x - from.x) + Math.abs(p.y - from.y) < 2) return;
    const ctx = canvas.current?.getContext('2d');
    if (ctx) {
      ctx.lineWidth = 2.5; ctx.lineCap = 'round'; ctx.strokeStyle = '#0f172a';
      ctx.beginPath(); ctx.moveTo(from.x, from.y); ctx.lineTo(p.x, p.y); ctx.stroke();
    }
    last.current = p;
    setPath((old) => (old.length > SIGNATURE_PATH_MAX - 20 ? old : `${old}L${p.x} ${p.y}`));
  };
  const up = () => { last.current = null; };
  const clear = () => {
    canvas.current?.getContext('2d')?.clearRect(0, 0, SIGNATURE_PAD.width, SIGNATURE_PAD.height);
    setPath('');
  };

  return (
    <fieldset className="space-y-2 sm:col-span-2" aria-describedby={describedBy} aria-invalid={error ? true : undefined}>
      <legend className="text-sm font-medium">{label}{required && <span aria-hidden className="ml-0.5 text-red-700">*</span>}</legend>
      {help}
      <input type="hidden" name={`${name}.formHash`} value={formHash} />
      <input type="hidden" name={`${name}.path`} value={path} />
      <div className="space-y-1">
        <label htmlFor={id} className="block text-sm">{t('typedName')}</label>
        <Input id={id} name={`${name}.name`} defaultValue={value} required={required} maxLength={200} autoComplete="name" invalid={!!error} aria-describedby={describedBy} />
      </div>
      <div className="space-y-1">
        <p id={`${id}-pad`} className="text-sm text-slate-600">{t('draw')}</p>
        <canvas ref={canvas} width={SIGNATURE_PAD.width} height={SIGNATURE_PAD.height} aria-labelledby={`${id}-pad`} role="img"
          data-testid={`signature-pad-${name}`}
          className="block aspect-[3/1] w-full max-w-xl touch-none rounded-md border border-dashed border-slate-400 bg-slate-50"
          onPointerDown={down} onPointerMove={move} onPointerUp={up} onPointerCancel={up} />
        <div className="flex items-center gap-3 text-sm">
          <button type="button" onClick={clear} className="min-h-10 text-sky-800 underline">{t('clear')}</button>
          <span role="status" className="text-slate-600">{path ? t('drawn') : ''}</span>
        </div>
      </div>
      <p className="text-xs text-slate-600">{t('notice')}</p>
      {error}
    </fieldset>
  );
}
