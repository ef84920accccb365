// The password reset screen's start mode (spec section 2): save when the link's token is in the
// query or ?mode=save forces it, else reset.
export type TResetMode = 'reset' | 'save';

export type TResetSearch = { token?: string | string[]; email?: string | string[]; mode?: string | string[] };

export const first = (v: string | string[] | undefined): string => (Array.isArray(v) ? (v[0] ?? '') : (v ?? ''));

export function startMode(search: TResetSearch): TResetMode {
  return first(search.token).trim() !== '' || first(search.mode) === 'save' ? 'save' : 'reset';
}
