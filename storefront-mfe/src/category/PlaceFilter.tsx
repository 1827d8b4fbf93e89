import {
  DISTRICTS,
  DIVISION_IDS,
  DIVISIONS,
  districtsOf,
  type DistrictId,
  type DivisionId,
  type ListingState,
} from '@sellphones/contracts';

interface PlaceFilterProps<S extends string> {
  state: ListingState<S>;
  onChange(next: ListingState<S>): void;
}

/**
 * Division, then district: the district list follows the division, and choosing another
 * division clears the district (it would lie outside it). Both apply at once.
 */
export function PlaceFilter<S extends string>({ state, onChange }: PlaceFilterProps<S>) {
  return (
    <>
      <label>
        Division
        {/* Named by aria-label too: a label around a select would add the chosen option to its name. */}
        <select
          aria-label="Division"
          value={state.division ?? ''}
          onChange={(e) =>
            onChange({ ...state, division: (e.target.value || undefined) as DivisionId | undefined, district: undefined, page: 1 })
          }
        >
          <option value="">All divisions</option>
          {DIVISION_IDS.map((id) => (
            <option key={id} value={id}>
              {DIVISIONS[id].en}
            </option>
          ))}
        </select>
      </label>
      <label>
        District
        <select
          aria-label="District"
          value={state.district ?? ''}
          disabled={!state.division}
          onChange={(e) => onChange({ ...state, district: (e.target.value || undefined) as DistrictId | undefined, page: 1 })}
        >
          <option value="">{state.division ? 'All districts' : 'Choose a division first'}</option>
          {state.division &&
            districtsOf(state.division).map((id) => (
              <option key={id} value={id}>
                {DISTRICTS[id].en}
              </option>
            ))}
        </select>
      </label>
    </>
  );
}
