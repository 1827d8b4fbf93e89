import type { NewProblem, ProblemReason } from '@sellphones/contracts/schemas';
import { Button, fieldControl, FormField, useFormat } from '@sellphones/ui';
import { useForm } from 'react-hook-form';
import { useText } from '../texts.ts';

const REASONS: readonly ProblemReason[] = ['not-received', 'blocked-by-neir', 'not-as-described', 'fake-or-clone', 'other'];

/** The buyer reports a problem with a handed-over phone (within 3 days of handover): an admin then decides. */
export function ReportProblemForm({ until, saving, onReport }: { until: string; saving: boolean; onReport: (problem: NewProblem) => Promise<unknown> }) {
  const { register, handleSubmit, formState: { errors } } = useForm<{ reason: ProblemReason | ''; text: string }>({
    defaultValues: { reason: '', text: '' },
  });
  const t = useText();
  const format = useFormat();
  const submit = handleSubmit(async ({ reason, text }) => {
    if (reason) await onReport({ reason, text: text.trim() }).catch(() => undefined);
  });
  return (
    <form onSubmit={submit} noValidate aria-label={t('problem.label')}>
      <p>{t('problem.until', { date: format.dateTime(until) })}</p>
      <FormField id="problem-reason" label={t('problem.what')} error={errors.reason?.message} required>
        <select {...fieldControl('problem-reason', errors.reason?.message, { required: true })} {...register('reason', { required: t('problem.chooseRequired') })}>
          <option value="">{t('problem.choose')}</option>
          {REASONS.map((reason) => (
            <option key={reason} value={reason}>
              {t(`problem.reasons.${reason}`)}
            </option>
          ))}
        </select>
      </FormField>
      <FormField id="problem-text" label={t('problem.describe')} error={errors.text?.message} required>
        <textarea
          rows={3}
          {...fieldControl('problem-text', errors.text?.message, { required: true })}
          {...register('text', {
            required: t('problem.describeRequired'),
            validate: (value) => value.trim().length >= 10 || t('problem.describeShort'),
            maxLength: { value: 2000, message: t('problem.describeLong') },
          })}
        />
      </FormField>
      <Button type="submit" disabled={saving}>
        {saving ? t('problem.sending') : t('problem.submit')}
      </Button>
    </form>
  );
}
