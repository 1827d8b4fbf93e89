import { RATING_COMMENT_MAX, type NewRating } from '@sellphones/contracts/schemas';
import { Button, fieldControl, FieldError, FormField } from '@sellphones/ui';
import { useForm } from 'react-hook-form';

const STARS = [1, 2, 3, 4, 5] as const;

/** After a completed order the buyer rates the seller once: 1-5 stars and an optional comment. */
export function RateSellerForm({ saving, onRate }: { saving: boolean; onRate: (rating: NewRating) => Promise<unknown> }) {
  const { register, handleSubmit, formState: { errors } } = useForm<{ stars: string; comment: string }>({
    defaultValues: { stars: '', comment: '' },
  });
  const submit = handleSubmit(async ({ stars, comment }) => {
    const text = comment.trim();
    await onRate({ stars: Number(stars), ...(text ? { comment: text } : {}) }).catch(() => undefined);
  });
  return (
    <form onSubmit={submit} noValidate aria-label="Rate the seller">
      <fieldset aria-describedby={errors.stars ? 'rating-stars-error' : undefined}>
        <legend>How was the seller? (1 to 5 stars)</legend>
        {STARS.map((stars) => (
          <label key={stars} style={{ marginRight: '0.75rem' }}>
            <input type="radio" value={String(stars)} {...register('stars', { required: 'Choose 1 to 5 stars' })} /> {stars}
          </label>
        ))}
        <FieldError controlId="rating-stars" message={errors.stars?.message} />
      </fieldset>
      <FormField id="rating-comment" label="Comment (optional)" error={errors.comment?.message}>
        <textarea
          rows={3}
          {...fieldControl('rating-comment', errors.comment?.message)}
          {...register('comment', { maxLength: { value: RATING_COMMENT_MAX, message: `Keep the comment to ${RATING_COMMENT_MAX} characters` } })}
        />
      </FormField>
      <Button type="submit" disabled={saving}>
        {saving ? 'Saving…' : 'Rate the seller'}
      </Button>
    </form>
  );
}
