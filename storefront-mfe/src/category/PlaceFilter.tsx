import {
  DISTRICTS,
  DIVISION_IDS,
  DIVISIONS,
  districtsOf,
  type DistrictId,
  type DivisionId,
  type ListingState,
} from '@sellphones/contracts';
import { useText } from '../texts.ts';
import { useLocale } from '@sellphones/ui';

interface PlaceFilterProps<S extends string> {
  state: ListingState<S>;
  onChange(next: ListingState<S>): void;
}

/**
 * Division, then district: the district list follows the division, and choosing another
 * division clears the district (it would lie outside it). Both apply at once.
 */
export function PlaceFilter<S extends string>({ state, onChange }: PlaceFilterProps<S>) {
  const t = useText();
  const { language } = useLocale();
  return (
    <>
      <label>
        {t('controls.division')}
        {/* Named by aria-label too: a label around a select would add the chosen option to its name. */}
        <select
          aria-label={t('controls.division')}
          value={state.division ?? ''}
          onChange={(e) =>
            onChange({ ...state, division: (e.target.value || undefined) as DivisionId | undefined, district: undefined, page: 1 })
          }
        >
          <option value="">{t('controls.allDivisions')}</option>
          {DIVISION_IDS.map((id) => (
            <option key={id} value={id}>
              {DIVISIONS[id][language]}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('controls.district')}
        <select
          aria-label={t('controls.district')}
          value={state.district ?? ''}
          disabled={!state.division}
          onChange={(e) => onChange({ ...state, district: (e.target.value || undefined) as DistrictId | undefined, page: 1 })}
        >
          <option value="">{state.division ? t('controls.allDistricts') : t('controls.divisionFirst')}</option>
          {state.division &&
            districtsOf(state.division).map((id) => (
              <option key={id} value={id}>
                {DISTRICTS[id][language]}
              </option>
            ))}
        </select>
      </label>
    </>
  );
}
