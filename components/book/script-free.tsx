// Rendered by a public page that has no client code of its own: React hoists the meta into the
// head, where the web server finds it and leaves the framework's scripts out of the page
// (lib/pages/defer-scripts.ts). The page must work as plain HTML: GET forms, links, and
// server-action forms (which post without JavaScript).
import { SCRIPT_FREE_META } from '@/lib/pages/defer-scripts';

export function ScriptFree() {
  return <meta name={SCRIPT_FREE_META.name} content={SCRIPT_FREE_META.content} />;
}
