import styled from 'styled-components';
import { Button } from './Button.tsx';
import { useCommonText } from './i18n/app-texts.ts';

const Box = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  align-items: center;
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.color.danger};
`;

/** A failed fetch shows this in place of the list, instead of a blank area. */
export function InlineError({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const t = useCommonText();
  return (
    <Box role="alert">
      <span>{message}</span>
      {onRetry && (
        <Button type="button" $variant="secondary" onClick={onRetry}>
          {t('tryAgain')}
        </Button>
      )}
    </Box>
  );
}
