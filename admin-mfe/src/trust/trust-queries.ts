import { useErrorText } from '@sellphones/ui';
import type { ShellApi } from '@sellphones/contracts';
import {
  AUDIT_LOG_PATH,
  dismissReportsPath,
  hideListingPath,
  ORDER_PATHS,
  RATING_PATHS,
  removeRatingCommentPath,
  REPORT_PATHS,
  resolveDisputePath,
  restoreListingPath,
  type AdminRatingRow,
  type AuditEntry,
  type DisputeOutcome,
  type DisputeRow,
  type ModerationItem,
} from '@sellphones/contracts/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useText } from '../texts.ts';

/** The moderation queue: reported or clashing listings still shown, or hidden ones. */
export function useModerationQueue(shell: ShellApi, show: 'flagged' | 'hidden') {
  return useQuery({
    queryKey: ['moderation', show],
    queryFn: ({ signal }) => shell.request<ModerationItem[]>(REPORT_PATHS.moderationQueue, { signal, query: { show } }),
    staleTime: 0,
  });
}

/** Open disputes, oldest first. */
export function useOpenDisputes(shell: ShellApi) {
  return useQuery({
    queryKey: ['disputes'],
    queryFn: ({ signal }) => shell.request<DisputeRow[]>(ORDER_PATHS.adminDisputes, { signal }),
    staleTime: 0,
  });
}

export function useAuditLog(shell: ShellApi) {
  return useQuery({
    queryKey: ['audit-log'],
    queryFn: ({ signal }) => shell.request<AuditEntry[]>(AUDIT_LOG_PATH, { signal }),
    staleTime: 0,
  });
}

/** What an admin can decide about a listing in the moderation queue, and what they are told once it is done. */
const MODERATION_ACTIONS = {
  hide: { path: hideListingPath, done: 'decision.hidden' },
  restore: { path: restoreListingPath, done: 'decision.restored' },
  'dismiss-reports': { path: dismissReportsPath, done: 'decision.dismissed' },
} as const;
export type ModerationAction = keyof typeof MODERATION_ACTIONS;

/** The admins' decisions: hide or restore a listing or dismiss its reports, refund or close a dispute. Lists reload after each. */
export function useAdminDecisions(shell: ShellApi) {
  const queryClient = useQueryClient();
  const t = useText();
  const errorText = useErrorText();
  const settle = async (message: string) => {
    await queryClient.invalidateQueries();
    shell.notify(message, 'success');
  };
  const fail = (error: unknown) => shell.notify(errorText(error, t('decision.failed')), 'error');
  const moderate = useMutation({
    mutationFn: ({ productId, action, reason }: { productId: string; action: ModerationAction; reason: string }) =>
      shell.request(MODERATION_ACTIONS[action].path(productId), { method: 'POST', body: { reason } }),
    onSuccess: (_answer, { action }) => settle(t(MODERATION_ACTIONS[action].done)),
    onError: fail,
  });
  const resolve = useMutation({
    mutationFn: ({ orderId, outcome, reason }: { orderId: string; outcome: DisputeOutcome; reason: string }) =>
      shell.request(resolveDisputePath(orderId), { method: 'POST', body: { outcome, reason } }),
    onSuccess: (_answer, { outcome }) => settle(outcome === 'refund' ? t('decision.refunded') : t('decision.closed')),
    onError: fail,
  });
  return { moderate, resolve };
}

/** Every rating, newest first, for removing abusive comments. */
export function useRatings(shell: ShellApi) {
  return useQuery({
    queryKey: ['ratings'],
    queryFn: ({ signal }) => shell.request<AdminRatingRow[]>(RATING_PATHS.adminList, { signal }),
    staleTime: 0,
  });
}

export function useRemoveRatingComment(shell: ShellApi) {
  const queryClient = useQueryClient();
  const t = useText();
  const errorText = useErrorText();
  return useMutation({
    mutationFn: ({ ratingId, reason }: { ratingId: string; reason: string }) =>
      shell.request(removeRatingCommentPath(ratingId), { method: 'POST', body: { reason } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['ratings'] });
      shell.notify(t('decision.commentRemoved'), 'success');
    },
    onError: (error) => shell.notify(errorText(error, t('decision.commentRemoveFailed')), 'error'),
  });
}
