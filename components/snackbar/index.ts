export { SnackbarProvider, useSnackbar, type TSnackbarApi } from './snackbar-provider';
export { toParsedError, isParsedError } from './to-parsed-error';
export { readFlashCookie, takeFlash } from './flash-cookie';
