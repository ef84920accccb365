// A house's image reference → a URL: stored images are either addresses (http(s) or a site path)
// or media ids, served at /api/media/{id}/data (api-calls 7.15).
export function imageUrl(ref: string): string | null {
  const s = ref.trim();
  if (!s) return null;
  if (/^https?:\/\//i.test(s) || (s.startsWith('/') && !s.startsWith('//'))) return s;
  return /^[\w-]{1,100}$/.test(s) ? `/api/media/${s}/data` : null;
}
