// A schema.org block (see lib/book/json-ld.ts for what goes in).
import { jsonLdText } from '@/lib/book/json-ld';

export function JsonLd({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}
