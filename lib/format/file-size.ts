// A file's size as shown next to its name: whole KB (at least 1) below a megabyte, else MB with
// one decimal. One rule for the media library, a booking's documents and a guest form's files.
export function fileSizeText(bytes: number | null): string {
  if (bytes === null) return '';
  return bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
