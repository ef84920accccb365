// The settings groups as /config lists them: where each is edited (its own screen where one exists,
// else the generic form of /config/settings/{type}) and the schema that form follows. The groups
// themselves are the contract's (SETTINGS_GROUPS); a group missing here shows read-only.
import type { z } from 'zod';
import { SETTINGS_GROUPS, ZExchangeRatesSettings, ZGeneralSettings, type TSettingsGroup } from '../contract/settings';

export type TGroupScreen = { group: TSettingsGroup; href: string; schema: z.ZodType | null };

const OWN_SCREENS: Partial<Record<TSettingsGroup, string>> = {
  modules: '/config/modules',
  translations: '/config/translations',
  company: '/config/company',
};
const FORM_SCHEMAS: Partial<Record<TSettingsGroup, z.ZodType>> = { general: ZGeneralSettings, exchangeRates: ZExchangeRatesSettings };

export const SETTINGS_GROUP_SCREENS: TGroupScreen[] = SETTINGS_GROUPS.map((group) => ({
  group,
  href: OWN_SCREENS[group] ?? `/config/settings/${group}`,
  schema: FORM_SCHEMAS[group] ?? null,
}));

export function groupScreen(type: string): TGroupScreen | null {
  return SETTINGS_GROUP_SCREENS.find((g) => g.group === type) ?? null;
}
