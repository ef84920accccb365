// Picks parts of the messages (namespaces, or dotted paths into them) for a client provider.
// next-intl's NextIntlClientProvider otherwise hands ALL messages (~50 kB per language) to the
// browser inside every page's HTML; a public page's client components need a few hundred bytes.
export type TMessages = { [key: string]: string | TMessages };

/** The messages under `paths` ('book' or 'book.lead'), at the same place in the tree; a path
 *  that does not exist is left out (the client then reports the missing key, as for a typo). */
export function pickMessages(messages: TMessages, paths: readonly string[]): TMessages {
  const out: TMessages = {};
  for (const path of paths) {
    const keys = path.split('.');
    let from: string | TMessages | undefined = messages;
    for (const k of keys) from = typeof from === 'object' ? from[k] : undefined;
    if (from === undefined) continue;
    let to = out;
    for (const k of keys.slice(0, -1)) {
      const next = to[k];
      to = typeof next === 'object' ? next : (to[k] = {});
    }
    to[keys[keys.length - 1]] = from;
  }
  return out;
}
