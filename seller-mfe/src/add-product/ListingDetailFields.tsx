import type { UseFormRegisterReturn } from 'react-hook-form';
import { DISTRICTS, DIVISION_IDS, DIVISIONS, districtsOf, type DivisionId } from '@sellphones/contracts';
import { FormField, useLocale, type fieldControl } from '@sellphones/ui';
import { CONDITION_OPTIONS } from './add-product-rules.ts';
import { useText } from '../texts.ts';

/** The fields of a listing its seller can change later, on Add a Product and in My Products alike. */
export type ListingDetailName = 'condition' | 'usedYear' | 'phone' | 'division' | 'district' | 'area' | 'description';

export interface ListingDetailFieldProps {
  /** The props that tie a field's control to its label, its error and the form. */
  control(name: ListingDetailName, id: string): ReturnType<typeof fieldControl> & UseFormRegisterReturn;
  errorOf(name: ListingDetailName): string | undefined;
}

/**
 * Not required: a listing without one shows none. `said`: the listing already names one, so there
 * is no "choose one" to go back to.
 */
export function ConditionField({ control, errorOf, said = false }: ListingDetailFieldProps & { said?: boolean }) {
  const t = useText();
  return (
    <FormField id="product-condition" label={t('addProduct.condition')} error={errorOf('condition')}>
      <select {...control('condition', 'product-condition')}>
        {!said && <option value="">{t('addProduct.selectCondition')}</option>}
        {CONDITION_OPTIONS.map((condition) => (
          <option key={condition} value={condition}>
            {t(`addProduct.conditions.${condition}`)}
          </option>
        ))}
      </select>
    </FormField>
  );
}

/** Years used, then the number buyers call. */
export function UseAndPhoneFields({ control, errorOf }: ListingDetailFieldProps) {
  const t = useText();
  return (
    <>
      <FormField id="product-used-years" label={t('addProduct.usedYears')} error={errorOf('usedYear')} required>
        <input inputMode="numeric" autoComplete="off" {...control('usedYear', 'product-used-years')} />
      </FormField>
      <FormField id="product-phone" label={t('addProduct.phone')} error={errorOf('phone')} required>
        <input type="tel" autoComplete="tel" {...control('phone', 'product-phone')} />
      </FormField>
    </>
  );
}

interface PlaceFieldsProps extends ListingDetailFieldProps {
  /** The division chosen: the district list follows it. */
  division: '' | DivisionId;
  /** A district chosen before belongs to the old division: the form empties it. */
  onDivisionChange(): void;
}

/** Where the phone can be seen: a division, one of its districts, and the area in the seller's words. */
export function PlaceFields({ control, errorOf, division, onDivisionChange }: PlaceFieldsProps) {
  const t = useText();
  const { language } = useLocale();
  const divisionControl = control('division', 'product-division');
  return (
    <>
      <FormField id="product-division" label={t('addProduct.division')} error={errorOf('division')} required>
        <select
          {...divisionControl}
          onChange={async (event) => {
            await divisionControl.onChange(event);
            onDivisionChange();
          }}
        >
          <option value="">{t('addProduct.selectDivision')}</option>
          {DIVISION_IDS.map((id) => (
            <option key={id} value={id}>
              {DIVISIONS[id][language]}
            </option>
          ))}
        </select>
      </FormField>
      <FormField id="product-district" label={t('addProduct.district')} error={errorOf('district')} required>
        <select {...control('district', 'product-district')}>
          <option value="">{division ? t('addProduct.selectDistrict') : t('addProduct.divisionFirst')}</option>
          {division &&
            districtsOf(division).map((id) => (
              <option key={id} value={id}>
                {DISTRICTS[id][language]}
              </option>
            ))}
        </select>
      </FormField>
      <div className="wide">
        <FormField id="product-area" label={t('addProduct.area')} error={errorOf('area')}>
          <input type="text" autoComplete="address-level3" {...control('area', 'product-area')} />
        </FormField>
      </div>
    </>
  );
}

export function DescriptionField({ control, errorOf }: ListingDetailFieldProps) {
  const t = useText();
  return (
    <div className="wide">
      <FormField id="product-description" label={t('addProduct.description')} error={errorOf('description')} required>
        <textarea rows={4} {...control('description', 'product-description')} />
      </FormField>
    </div>
  );
}
