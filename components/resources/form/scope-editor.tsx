// Scope editor of user roles and users: a grid of areas × actions (read, create, update, delete,
// self, all) as checkboxes, the role scopes admin and user, and the scopes outside the grid
// ($view.*, $cat.*, custom) as editable tags.
'use client';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { Checkbox } from '@/components/ui';
import { ROLE_SCOPES, SCOPE_ACTIONS, scopeCatalogue, scopesOutsideCatalogue } from '@/lib/resources/screens/scope-catalogue';
import { TagsInput } from './tags-input';

type TProps = { id: string; value: string[]; onChange: (value: string[]) => void; describedBy?: string };

export function ScopeEditor({ id, value, onChange, describedBy }: TProps) {
  const t = useTranslations('resources.scopes');
  const catalogue = useMemo(() => scopeCatalogue(), []);
  const set = new Set(value);
  const toggle = (scope: string, on: boolean) => onChange(on ? [...value.filter((s) => s !== scope), scope] : value.filter((s) => s !== scope));
  const others = scopesOutsideCatalogue(value, catalogue);
  return (
    <div id={id} role="group" aria-describedby={describedBy} className="space-y-3">
      <div className="flex flex-wrap gap-4">
        {ROLE_SCOPES.map((s) => (
          <Checkbox key={s} label={t(`role.${s}`)} checked={set.has(s)} onChange={(e) => toggle(s, e.target.checked)} />
        ))}
      </div>
      <div className="max-h-80 overflow-auto rounded border border-slate-200">
        <table className="w-full text-sm">
          <thead className="sticky top-0 bg-slate-50">
            <tr>
              <th scope="col" className="px-2 py-1 text-left font-medium">{t('area')}</th>
              {SCOPE_ACTIONS.map((a) => (
                <th key={a} scope="col" className="px-2 py-1 text-center font-medium">{t(`action.${a}`)}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {catalogue.map((row) => (
              <tr key={row.area} className="border-t border-slate-100">
                <th scope="row" className="px-2 py-1 text-left font-normal">{row.area}</th>
                {SCOPE_ACTIONS.map((a) => {
                  const scope = `${row.area}.${a}`;
                  return (
                    <td key={a} className="px-2 py-1 text-center">
                      {row.actions.includes(a) && (
                        <input
                          type="checkbox"
                          aria-label={scope}
                          checked={set.has(scope)}
                          onChange={(e) => toggle(scope, e.target.checked)}
                          className="h-4 w-4 accent-sky-700"
                        />
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div>
        <p className="mb-1 text-sm text-slate-600">{t('other')}</p>
        <TagsInput
          id={`${id}-other`}
          value={others}
          onChange={(next) => onChange([...value.filter((s) => !others.includes(s)), ...next])}
        />
      </div>
    </div>
  );
}
