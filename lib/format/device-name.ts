// A login's device in words ("Firefox on Windows") from its user-agent header, so that no raw
// user-agent string reaches the screen. bowser does the parsing; unknown parts are left out.
import Bowser from 'bowser';

export function deviceName(userAgent: string | null): string | null {
  if (!userAgent) return null;
  const { browser, os } = Bowser.parse(userAgent);
  const parts = [browser.name, os.name].filter((p): p is string => Boolean(p));
  return parts.length === 2 ? `${parts[0]} · ${parts[1]}` : parts[0] ?? null;
}
