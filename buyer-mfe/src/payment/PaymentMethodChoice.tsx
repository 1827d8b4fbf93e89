import type { PaymentMethod } from '@sellphones/contracts/schemas';
import styled from 'styled-components';
import { useText } from '../texts.ts';

export type { PaymentMethod };

const Choice = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.md};
  max-width: 460px;
  box-sizing: border-box;
  legend {
    font-weight: 600;
    padding: 0 ${({ theme }) => theme.space(1)};
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    min-height: 44px;
    cursor: pointer;
  }
`;

/** The methods the API offers (GET /payment-config), as radio buttons; shown only when there is a choice. */
export function PaymentMethodChoice({ methods, value, onChange }: { methods: PaymentMethod[]; value: PaymentMethod; onChange: (method: PaymentMethod) => void }) {
  const t = useText();
  if (methods.length < 2) return null;
  return (
    <Choice>
      <legend>{t('payment.payWith')}</legend>
      {methods.map((method) => (
        <label key={method}>
          <input type="radio" name="payment-method" value={method} checked={value === method} onChange={() => onChange(method)} />
          {t(`payment.methods.${method}`)}
        </label>
      ))}
    </Choice>
  );
}
