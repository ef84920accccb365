// Formatting helpers of spec sections 4 and 9 (pure; usable on the server and in the browser).
export { normalizeServerTime, SERVER_TIME_SECONDS_BELOW } from './server-time';
export { DATE_FORMATS, DEFAULT_TIME_ZONE, formatDate, parseCalendarDate, type TDateFormat, type TDateInput } from './date';
export { CURRENCY_SYMBOLS, currencySymbol, formatMoney, type TMoneyLocale } from './money';
export { isWeekend, weekendDays, type TWeekendConfig } from './weekend';
export { customerAge, isChild, type TAgeSource } from './customer-age';
export { fileSizeText } from './file-size';
