// Currency names, symbols and minor digits from the runtime's ICU data (ISO 4217), so no
// hand-kept currency table can go stale.
export type TCurrencyInfo = { code: string; name: string; symbol: string; digits: number };

export function allCurrencyCodes(): string[] {
  return Intl.supportedValuesOf('currency');
}

export function currencyInfo(code: string, lang: 'de' | 'en'): TCurrencyInfo {
  try {
    const nf = new Intl.NumberFormat(lang, { style: 'currency', currency: code, currencyDisplay: 'narrowSymbol' });
    const symbol = nf.formatToParts(1).find((p) => p.type === 'currency')?.value ?? code;
    const name = new Intl.DisplayNames([lang], { type: 'currency' }).of(code) ?? code;
    return { code, name, symbol, digits: nf.resolvedOptions().maximumFractionDigits ?? 2 };
  } catch {
    return { code, name: code, symbol: code, digits: 2 };
  }
}
