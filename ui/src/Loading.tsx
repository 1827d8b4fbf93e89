import styled from 'styled-components';
import { useCommonText } from './i18n/app-texts.ts';

const Text = styled.p`
  padding: ${({ theme }) => theme.space(8)} 0;
  text-align: center;
  color: ${({ theme }) => theme.color.muted};
`;

/** The spec's loading indicator. `role="status"` so screen readers announce it. */
export function Loading() {
  const t = useCommonText();
  return <Text role="status">{t('loading')}</Text>;
}
