import { useId, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import styled from 'styled-components';
import { isApiError, type ShellApi } from '@sellphones/contracts';
import {
  REPORT_PATHS,
  REPORT_REASONS,
  type NewReport,
  type ReportReason,
} from '@sellphones/contracts/schemas';
import { Button, fieldControl, FormField, useErrorText, useFocusBackAfterRefusal, useFormat } from '@sellphones/ui';
import { useText } from '../texts.ts';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.md};
  select,
  textarea {
    min-height: 44px;
    padding: ${({ theme }) => theme.space(2)};
    border: 1px solid ${({ theme }) => theme.color.line};
    border-radius: ${({ theme }) => theme.radius.sm};
    font: inherit;
  }
`;

/** The shortest report the API takes: a few words an admin can act on. */
const MIN_TEXT = 10;

/** A ref that focuses its element once it is on the page. */
const focusOnShow = (node: HTMLElement | null) => node?.focus();

/**
 * "Report this listing": a signed-in person tells the admins a listing looks stolen, cloned,
 * wrong or like a scam, once per listing. The form opens under its button; the answer replaces both.
 */
export function ReportListing({ shell, productId, reportedAt }: { shell: ShellApi; productId: string; reportedAt?: string }) {
  const t = useText();
  const format = useFormat();
  const errorText = useErrorText();
  const formId = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [text, setText] = useState('');
  const [problems, setProblems] = useState<{ reason?: string; text?: string }>({});
  const report = useMutation({
    mutationFn: (body: NewReport) => shell.request(REPORT_PATHS.reports, { method: 'POST', body }),
  });
  // Send is disabled while it waits, which takes the keyboard off it: a refusal gives it back.
  const pressed = useFocusBackAfterRefusal(report.isPending, report.error);
  // Reported before (another visit, another tab): the report is with the team all the same.
  const reportedBefore = isApiError(report.error) && report.error.code === 'REPORT_DUPLICATE';

  function send(event: FormEvent) {
    event.preventDefault();
    const found = {
      reason: reason ? undefined : t('report.reasonRequired'),
      text: text.trim().length >= MIN_TEXT ? undefined : t('report.textShort'),
    };
    setProblems(found);
    // The keyboard goes to the first field to correct, which says what is wrong with it.
    if (found.reason || found.text) document.getElementById(found.reason ? 'report-reason' : 'report-text')?.focus();
    if (found.reason || found.text || !reason) return;
    report.mutate({ productId, reason, text: text.trim() }, { onError: pressed() });
  }

  // The thanks replace the form the buyer was in: focused, so the keyboard stays here and a screen reader reads it.
  if (report.isSuccess || reportedBefore) {
    return (
      <p role="status" tabIndex={-1} ref={focusOnShow}>
        {reportedBefore ? errorText(report.error, t('report.sent')) : t('report.sent')}
      </p>
    );
  }
  // Reported on an earlier visit: the page says when, instead of offering the form again.
  if (reportedAt) return <p>{t('report.reportedOn', { date: format.date(reportedAt) })}</p>;
  return (
    <>
      <Button
        type="button"
        $variant="secondary"
        aria-expanded={open}
        aria-controls={formId}
        onClick={() => setOpen(!open)}
      >
        {t('report.open')}
      </Button>
      {open && (
        <Form id={formId} onSubmit={send} noValidate aria-label={t('report.label')}>
          <FormField id="report-reason" label={t('report.reason')} error={problems.reason} required>
            <select
              {...fieldControl('report-reason', problems.reason, { required: true })}
              value={reason}
              onChange={(event) => setReason(event.target.value as ReportReason | '')}
            >
              <option value="">{t('report.choose')}</option>
              {REPORT_REASONS.map((value) => (
                <option key={value} value={value}>
                  {t(`report.reasons.${value}`)}
                </option>
              ))}
            </select>
          </FormField>
          <FormField id="report-text" label={t('report.text')} error={problems.text} required>
            <textarea
              rows={3}
              maxLength={1000}
              {...fieldControl('report-text', problems.text, { required: true })}
              value={text}
              onChange={(event) => setText(event.target.value)}
            />
          </FormField>
          {report.isError && <p role="alert">{errorText(report.error, t('report.failed'))}</p>}
          <Button type="submit" disabled={report.isPending}>
            {report.isPending ? t('report.sending') : t('report.submit')}
          </Button>
        </Form>
      )}
    </>
  );
}
