import { PageTitle } from '@sellphones/ui';

export function LoginPage() {
  return <PageTitle>Login</PageTitle>;
}
