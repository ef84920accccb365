// /forms/{id}/{token}: the form its link opens (components/guest-form/form-page.tsx).
import { FormPage, formMetadata, type TFormPageProps } from '@/components/guest-form/form-page';

export const generateMetadata = formMetadata;

export default function Page({ params }: TFormPageProps) {
  return <FormPage route={{ prefix: '/forms', kind: 'form', layout: '' }} params={params} />;
}
