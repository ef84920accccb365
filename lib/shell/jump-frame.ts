// /jump/{system}: which address the frame shows. Decision (the spec only says "embeds another
// system in a frame; takes query 'to'"): the system must be one of the configured systems
// (settings general.systems), and the user's link to it (/api/users/self/link/{system}) holds
// the address in data.url (http or https). The query 'to' is a path inside that system and is
// accepted only as a same-origin path (the jump-to rule), so the frame never leaves the system.
import { safeRedirectTarget } from '../navigation/jump-to';

export type TJumpFrame = { kind: 'frame'; src: string } | { kind: 'unknownSystem' } | { kind: 'notLinked' } | { kind: 'badAddress' };

export function jumpFrame({
  system,
  systems,
  linkData,
  to,
}: {
  system: string;
  systems: readonly string[];
  linkData: Record<string, unknown> | null;
  to: string | null | undefined;
}): TJumpFrame {
  if (!systems.includes(system)) return { kind: 'unknownSystem' };
  if (!linkData) return { kind: 'notLinked' };
  const raw = linkData.url;
  if (typeof raw !== 'string') return { kind: 'badAddress' };
  let base: URL;
  try {
    base = new URL(raw);
  } catch {
    return { kind: 'badAddress' };
  }
  if (base.protocol !== 'https:' && base.protocol !== 'http:') return { kind: 'badAddress' };
  const path = to ? safeRedirectTarget(to) : null;
  if (!path) return { kind: 'frame', src: base.href };
  const joined = new URL(base.pathname.replace(/\/$/, '') + path, base.origin);
  return joined.origin === base.origin ? { kind: 'frame', src: joined.href } : { kind: 'frame', src: base.href };
}
