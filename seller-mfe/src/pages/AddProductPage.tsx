import type { ShellApi } from '@sellphones/contracts';
import { Page, PageTitle } from '@sellphones/ui';
import { AddProductForm } from '../add-product/AddProductForm.tsx';
import { useText } from '../texts.ts';

export function AddProductPage({ shell }: { shell: ShellApi }) {
  const t = useText();
  return (
    <Page>
      <PageTitle>{t('addProduct.title')}</PageTitle>
      <AddProductForm shell={shell} />
    </Page>
  );
}
