import { useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { CONDITIONS, typedNumber, type Condition, type ListingState, type Sort } from '@sellphones/contracts';
import { Button, useFormat } from '@sellphones/ui';
import { PlaceFilter } from './PlaceFilter.tsx';
import { useText } from '../texts.ts';

/** The category page's sorts, in the order offered. */
const CATEGORY_SORTS: readonly Sort[] = ['newest', 'price-asc', 'price-desc'];

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  /* Two boxes side by side only where each is wide enough to show its choice (not at 320 px). */
  grid-template-columns: repeat(auto-fit, minmax(9.5rem, 1fr));
  align-items: end;
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  @media (min-width: ${({ theme }) => theme.breakpoint.md}) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  label {
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
    font-size: 0.9rem;
    color: ${({ theme }) => theme.color.muted};
  }
  select,
  input {
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space(2)};
    border: 1px solid ${({ theme }) => theme.color.line};
    border-radius: ${({ theme }) => theme.radius.sm};
    font: inherit;
    color: ${({ theme }) => theme.color.ink};
    background: #fff;
    min-width: 0;
  }
  input[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.color.danger};
  }
  p[role='alert'] {
    grid-column: 1 / -1;
    margin: 0;
    color: ${({ theme }) => theme.color.danger};
  }
`;

/** The error under the prices, which the price boxes to correct name in aria-describedby. */
const PRICE_ERROR_ID = 'listing-price-error';

/** What is wrong with the prices typed, and which of the two boxes to correct. */
interface PriceProblem {
  message: string;
  min: boolean;
  max: boolean;
}

interface ListingControlsProps<S extends string> {
  state: ListingState<S>;
  onChange(next: ListingState<S>): void;
  /** The sorts offered, in order; the category page's by default (search adds its own). */
  sorts?: readonly S[];
}

/** Sort, condition, place and price range. Sort, condition and place apply at once; prices on Apply. */
export function ListingControls<S extends string = Sort>({
  state,
  onChange,
  sorts = CATEGORY_SORTS as readonly S[],
}: ListingControlsProps<S>) {
  const format = useFormat();
  // A price from the address in the reader's digits: a Bangla reader's ৫০০০০ does not come back as 50000.
  const shown = (price: number | undefined) => (price === undefined ? '' : format.number(price));
  const [minPrice, setMinPrice] = useState(() => shown(state.minPrice));
  const [maxPrice, setMaxPrice] = useState(() => shown(state.maxPrice));
  const [problem, setProblem] = useState<PriceProblem | null>(null);
  // Prices from the address (back, forward, a link) replace what was typed. The form is never
  // remounted for it: that would take the keyboard off the sort or filter being changed.
  const appliedPrices = `${state.minPrice ?? ''}-${state.maxPrice ?? ''}`;
  const [pricesShown, setPricesShown] = useState(appliedPrices);
  if (appliedPrices !== pricesShown) {
    setPricesShown(appliedPrices);
    setMinPrice(shown(state.minPrice));
    setMaxPrice(shown(state.maxPrice));
    setProblem(null);
  }
  const minBox = useRef<HTMLInputElement>(null);
  const maxBox = useRef<HTMLInputElement>(null);
  const t = useText();
  const symbol = format.currencySymbol;

  function applyPrices(event: FormEvent) {
    event.preventDefault();
    // In Bangla digits too, as a Bangla keyboard types them.
    const min = minPrice.trim() === '' ? undefined : typedNumber(minPrice);
    const max = maxPrice.trim() === '' ? undefined : typedNumber(maxPrice);
    const badMin = min !== undefined && !(min >= 0);
    const badMax = max !== undefined && !(max >= 0);
    const found: PriceProblem | null =
      badMin || badMax
        ? { message: t('controls.pricesPositive'), min: badMin, max: badMax }
        : min !== undefined && max !== undefined && min > max
          ? { message: t('controls.pricesOrder'), min: true, max: true }
          : null;
    setProblem(found);
    // The keyboard goes to the first box to correct, which says what is wrong with it.
    if (found) (found.min ? minBox : maxBox).current?.focus();
    else onChange({ ...state, minPrice: min, maxPrice: max, page: 1 });
  }
  const marked = (wrong: boolean | undefined) =>
    wrong ? { 'aria-invalid': true, 'aria-describedby': PRICE_ERROR_ID } : {};

  return (
    <Form onSubmit={applyPrices} aria-label={t('controls.label')}>
      <label>
        {t('controls.sortBy')}
        <select value={state.sort} onChange={(e) => onChange({ ...state, sort: e.target.value as S, page: 1 })}>
          {sorts.map((sort) => (
            <option key={sort} value={sort}>
              {t(`controls.sort.${sort}`)}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('controls.condition')}
        <select
          value={state.condition ?? ''}
          onChange={(e) =>
            onChange({ ...state, condition: (e.target.value || undefined) as Condition | undefined, page: 1 })
          }
        >
          <option value="">{t('controls.anyCondition')}</option>
          {CONDITIONS.map((condition) => (
            <option key={condition} value={condition}>
              {t(`conditions.${condition}`)}
            </option>
          ))}
        </select>
      </label>
      <PlaceFilter state={state} onChange={onChange} />
      <label>
        {t('controls.minPrice', { symbol })}
        <input ref={minBox} inputMode="decimal" value={minPrice} onChange={(e) => setMinPrice(e.target.value)} {...marked(problem?.min)} />
      </label>
      <label>
        {t('controls.maxPrice', { symbol })}
        <input ref={maxBox} inputMode="decimal" value={maxPrice} onChange={(e) => setMaxPrice(e.target.value)} {...marked(problem?.max)} />
      </label>
      <Button type="submit" $variant="secondary">
        {t('controls.applyPrices')}
      </Button>
      {problem && (
        <p role="alert" id={PRICE_ERROR_ID}>
          {problem.message}
        </p>
      )}
    </Form>
  );
}
