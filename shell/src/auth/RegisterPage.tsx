import { PageTitle } from '@sellphones/ui';

export function RegisterPage() {
  return <PageTitle>Sign up</PageTitle>;
}
