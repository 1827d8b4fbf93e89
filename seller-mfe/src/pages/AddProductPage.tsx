import type { ShellApi } from '@sellphones/contracts';
import { Page, PageTitle } from '@sellphones/ui';
import { AddProductForm } from '../add-product/AddProductForm.tsx';

export function AddProductPage({ shell }: { shell: ShellApi }) {
  return (
    <Page>
      <PageTitle>Add A Product</PageTitle>
      <AddProductForm shell={shell} />
    </Page>
  );
}
