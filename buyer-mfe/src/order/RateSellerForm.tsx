import { RATING_COMMENT_MAX, type NewRating } from '@sellphones/contracts/schemas';
import { Button, fieldControl, FieldError, FormField, useFormat } from '@sellphones/ui';
import { useForm } from 'react-hook-form';
import { useText } from '../texts.ts';

const STARS = [1, 2, 3, 4, 5] as const;

/** After a completed order the buyer rates the seller once: 1-5 stars and an optional comment. */
export function RateSellerForm({ saving, onRate }: { saving: boolean; onRate: (rating: NewRating) => Promise<unknown> }) {
  const { register, handleSubmit, formState: { errors } } = useForm<{ stars: string; comment: string }>({
    defaultValues: { stars: '', comment: '' },
  });
  const t = useText();
  const format = useFormat();
  const submit = handleSubmit(async ({ stars, comment }) => {
    const text = comment.trim();
    await onRate({ stars: Number(stars), ...(text ? { comment: text } : {}) }).catch(() => undefined);
  });
  return (
    <form onSubmit={submit} noValidate aria-label={t('rating.label')}>
      <fieldset aria-describedby={errors.stars ? 'rating-stars-error' : undefined}>
        <legend>{t('rating.stars')}</legend>
        {STARS.map((stars) => (
          <label key={stars} style={{ marginRight: '0.75rem' }}>
            <input type="radio" value={String(stars)} {...register('stars', { required: t('rating.starsRequired') })} /> {format.number(stars)}
          </label>
        ))}
        <FieldError controlId="rating-stars" message={errors.stars?.message} />
      </fieldset>
      <FormField id="rating-comment" label={t('rating.comment')} error={errors.comment?.message}>
        <textarea
          rows={3}
          {...fieldControl('rating-comment', errors.comment?.message)}
          {...register('comment', { maxLength: { value: RATING_COMMENT_MAX, message: t('rating.commentLong', { max: format.number(RATING_COMMENT_MAX) }) } })}
        />
      </FormField>
      <Button type="submit" disabled={saving}>
        {saving ? t('rating.saving') : t('rating.submit')}
      </Button>
    </form>
  );
}
