// /config/audit: who changed which setting, price list, role or user, when, and each changed field
// from → to. A server component: the filters are a GET form and the pages links, so it works
// without JavaScript; the state is in the URL.
import Link from 'next/link';
import { getFormatter, getTranslations } from 'next-intl/server';
import { Button, buttonClasses, Card, EmptyState, Input, ScrollX, Select } from '@/components/ui';
import { auditValueText, type TAuditValueText } from './audit-value';
import { CONFIG_AUDIT_KINDS, type TConfigAuditEntry, type TConfigAuditPage } from '@/lib/contract/config-audit';

type TFilter = { kind?: string; user?: string; from?: string; to?: string };


function hrefOf(filter: TFilter, page: number): string {
  const qs = new URLSearchParams(Object.entries({ ...filter, page: page > 1 ? String(page) : undefined })
    .filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== ''));
  const s = qs.toString();
  return s ? `/config/audit?${s}` : '/config/audit';
}

/** A field's name as the product's forms call it (fields.<name>), else the stored key (settings keys). */
function Changes({ entry, text }: { entry: TConfigAuditEntry; text: TAuditValueText }) {
  const show = (v: unknown) => auditValueText(v, text);
  const label = text.label;
  const keys = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])];
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
      {keys.map((k) => (
        <div key={k} className="contents">
          <dt className="font-medium text-slate-700">{label(k)}</dt>
          <dd className="break-all">
            {entry.before && <del className="text-red-700">{show(entry.before[k])}</del>}
            {entry.before && entry.after && <span aria-hidden="true"> → </span>}
            {entry.after && <ins className="text-green-800 no-underline">{show(entry.after[k])}</ins>}
          </dd>
        </div>
      ))}
    </dl>
  );
}

export async function ConfigAuditScreen({ page, filter }: { page: TConfigAuditPage; filter: TFilter }) {
  const t = await getTranslations('configAudit');
  const tf = await getTranslations('fields');
  const label = (key: string) => (tf.has(key) ? tf(key) : key);
  const format = await getFormatter();
  const tc = await getTranslations('common');
  const text: TAuditValueText = {
    names: page.names, label, yes: tc('yes'), no: tc('no'), deleted: t('deletedRecord'),
    format: {
      date: (d) => format.dateTime(d, { dateStyle: 'medium', timeZone: 'UTC' }),
      dateTime: (d) => format.dateTime(d, { dateStyle: 'medium', timeStyle: 'short' }),
      number: (n) => format.number(n),
    },
  };
  const pages = Math.max(1, Math.ceil(page.total / page.size));
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-xl font-semibold">{t('title')}</h1>
      <p className="text-sm text-slate-600">{t('intro')}</p>
      <Card>
        <form method="get" action="/config/audit" className="flex flex-wrap items-end gap-3">
          <label className="flex flex-col gap-1 text-sm">{t('kind')}
            <Select name="kind" defaultValue={filter.kind ?? ''} placeholder={t('allKinds')}
              options={CONFIG_AUDIT_KINDS.map((k) => ({ value: k, label: t(`kinds.${k}`) }))} />
          </label>
          <label className="flex flex-col gap-1 text-sm">{t('from')}
            <Input type="date" name="from" defaultValue={filter.from?.slice(0, 10) ?? ''} />
          </label>
          <label className="flex flex-col gap-1 text-sm">{t('to')}
            <Input type="date" name="to" defaultValue={filter.to?.slice(0, 10) ?? ''} />
          </label>
          {filter.user && <input type="hidden" name="user" value={filter.user} />}
          <Button type="submit">{t('apply')}</Button>
          {(filter.kind || filter.user || filter.from || filter.to) && (
            <Link href="/config/audit" className={buttonClasses({ variant: 'ghost' })}>{t('reset')}</Link>
          )}
        </form>
      </Card>
      {page.data.length === 0 ? <EmptyState title={t('empty')} /> : (
        <ScrollX label={t('title')}>
          <table className="w-full text-left text-sm">
            <thead>
              <tr className="border-b border-slate-200">
                <th scope="col" className="p-2">{t('at')}</th>
                <th scope="col" className="p-2">{t('user')}</th>
                <th scope="col" className="p-2">{t('what')}</th>
                <th scope="col" className="p-2">{t('changes')}</th>
              </tr>
            </thead>
            <tbody>
              {page.data.map((e) => (
                <tr key={e.id} className="border-b border-slate-100 align-top">
                  <td className="whitespace-nowrap p-2">{format.dateTime(new Date(e.at), { dateStyle: 'medium', timeStyle: 'medium' })}</td>
                  <td className="p-2">
                    {e.userId
                      ? <Link className="underline" href={hrefOf({ ...filter, user: e.userId }, 1)}>{e.userName ?? e.userId}</Link>
                      : t('system')}
                  </td>
                  <td className="p-2">
                    <span className="font-medium">{t(`kinds.${e.kind}`)}</span> {auditValueText(e.label ?? e.recordId, text)}
                    <div className="text-xs text-slate-600">{t(`actions.${e.action}`)}</div>
                  </td>
                  <td className="p-2"><Changes entry={e} text={text} /></td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollX>
      )}
      <nav aria-label={t('pages')} className="flex items-center gap-3 text-sm">
        {page.page > 1 && <Link className="underline" href={hrefOf(filter, page.page - 1)}>{t('previous')}</Link>}
        <span>{t('pageOf', { page: page.page, pages, total: page.total })}</span>
        {page.page < pages && <Link className="underline" href={hrefOf(filter, page.page + 1)}>{t('next')}</Link>}
      </nav>
    </div>
  );
}
