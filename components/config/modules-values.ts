// The /config/modules form values (every flag a boolean) and the patch sent on save.
import { FEATURE_FLAGS, VIEW_FLAGS, type TFeatureFlag, type TViewFlag } from '@/lib/contract/auth';
import type { TModulesSettings } from '@/lib/contract/settings';

export type TModulesFormValues = Record<TFeatureFlag | TViewFlag, boolean>;

export function toFormValues(settings: TModulesSettings): TModulesFormValues {
  const out = {} as TModulesFormValues;
  for (const f of FEATURE_FLAGS) out[f] = settings[f] === true;
  for (const v of VIEW_FLAGS) out[v] = settings[v] !== 'Off';
  return out;
}

/** Only the changed keys, in the group's wire form (features boolean, views 'On' | 'Off'). */
export function modulesPatch(before: TModulesFormValues, after: TModulesFormValues): Partial<TModulesSettings> {
  const patch: Record<string, boolean | 'On' | 'Off'> = {};
  for (const f of FEATURE_FLAGS) if (before[f] !== after[f]) patch[f] = after[f];
  for (const v of VIEW_FLAGS) if (before[v] !== after[v]) patch[v] = after[v] ? 'On' : 'Off';
  return patch as Partial<TModulesSettings>;
}
