import type { NewProblem, ProblemReason } from '@sellphones/contracts/schemas';
import { Button, fieldControl, FormField } from '@sellphones/ui';
import { useForm } from 'react-hook-form';

const REASONS: Record<ProblemReason, string> = {
  'not-received': 'I did not get the phone',
  'blocked-by-neir': 'The phone is blocked in NEIR (no network)',
  'not-as-described': 'Not as described',
  'fake-or-clone': 'Fake or cloned phone',
  other: 'Something else',
};

/** The buyer reports a problem with a handed-over phone (within 3 days of handover): an admin then decides. */
export function ReportProblemForm({ until, saving, onReport }: { until: string; saving: boolean; onReport: (problem: NewProblem) => Promise<unknown> }) {
  const { register, handleSubmit, formState: { errors } } = useForm<{ reason: ProblemReason | ''; text: string }>({
    defaultValues: { reason: '', text: '' },
  });
  const submit = handleSubmit(async ({ reason, text }) => {
    if (reason) await onReport({ reason, text: text.trim() }).catch(() => undefined);
  });
  return (
    <form onSubmit={submit} noValidate aria-label="Report a problem">
      <p>You can report a problem until {new Date(until).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' })}.</p>
      <FormField id="problem-reason" label="What is wrong?" error={errors.reason?.message} required>
        <select {...fieldControl('problem-reason', errors.reason?.message, { required: true })} {...register('reason', { required: 'Choose what is wrong' })}>
          <option value="">Choose</option>
          {Object.entries(REASONS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </FormField>
      <FormField id="problem-text" label="Describe the problem" error={errors.text?.message} required>
        <textarea
          rows={3}
          {...fieldControl('problem-text', errors.text?.message, { required: true })}
          {...register('text', {
            required: 'Describe the problem',
            validate: (value) => value.trim().length >= 10 || 'Describe the problem in a few words (at least 10 characters)',
            maxLength: { value: 2000, message: 'Keep it under 2000 characters' },
          })}
        />
      </FormField>
      <Button type="submit" disabled={saving}>
        {saving ? 'Sending…' : 'Report a problem'}
      </Button>
    </form>
  );
}
