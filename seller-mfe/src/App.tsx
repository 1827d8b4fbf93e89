import { LocaleProvider } from '@sellphones/ui';
import type { SellerPage, RemoteAppProps } from '@sellphones/contracts';
import { AddProductPage } from './pages/AddProductPage.tsx';
import { MyProductsPage } from './pages/MyProductsPage.tsx';
import { MySalesPage } from './pages/MySalesPage.tsx';
import { SalePage } from './pages/SalePage.tsx';

/** The remote's one exposed module: the shell names the page, the router gives its params. */
export default function App({ shell, page }: RemoteAppProps<SellerPage>) {
  return (
    <LocaleProvider language={shell.language} currency={shell.currency}>
      <AppPage shell={shell} page={page} />
    </LocaleProvider>
  );
}

function AppPage({ shell, page }: RemoteAppProps<SellerPage>) {
  switch (page) {
    case 'addProduct':
      return <AddProductPage shell={shell} />;
    case 'myProducts':
      return <MyProductsPage shell={shell} />;
    case 'mySales':
      return <MySalesPage shell={shell} />;
    case 'sale':
      return <SalePage shell={shell} />;
  }
}
