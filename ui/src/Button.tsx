import styled, { css } from 'styled-components';

type Variant = 'primary' | 'secondary' | 'danger' | 'ghost';

/** The one button of the product. `$variant` picks the colour; disabled looks disabled. */
export const Button = styled.button<{ $variant?: Variant }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 44px;
  /* A label that wraps on a narrow phone keeps clear of the button's edges. */
  padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.sm};
  border: 1px solid transparent;
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  text-decoration: none;
  ${({ theme, $variant = 'primary' }) => {
    switch ($variant) {
      case 'primary':
        return css`
          background: ${theme.color.brand};
          color: #fff;
          &:hover:not(:disabled) {
            background: ${theme.color.brandDark};
          }
        `;
      case 'danger':
        return css`
          background: ${theme.color.danger};
          color: #fff;
        `;
      case 'secondary':
        return css`
          background: ${theme.color.surface};
          color: ${theme.color.ink};
          border-color: ${theme.color.line};
        `;
      case 'ghost':
        return css`
          background: transparent;
          color: ${theme.color.brand};
        `;
    }
  }}
  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;
