import { BookPage } from '@/components/book/book-page';
import { bookMetadata } from '@/components/book/book-metadata';
import { bookPageOf } from '@/lib/book/pages';
import type { TRawQuery } from '@/lib/book/query';

const page = bookPageOf('/book/online');

export function generateMetadata() {
  return bookMetadata(page);
}

export default async function Page({ searchParams }: { searchParams: Promise<TRawQuery> }) {
  return <BookPage page={page} searchParams={await searchParams} />;
}
