import { Type, type Static } from 'typebox';
import { ADMIN_REASON_MAX } from './choices-and-limits.ts';
import { Id } from './common.ts';

export const AUDIT_ACTIONS = [
  'delete-account',
  'hide-listing',
  'restore-listing',
  'dismiss-reports',
  'refund-dispute',
  'close-dispute',
  'remove-rating-comment',
] as const;
export const AuditAction = Type.Union([
  Type.Literal('delete-account'),
  Type.Literal('hide-listing'),
  Type.Literal('restore-listing'),
  Type.Literal('dismiss-reports'),
  Type.Literal('refund-dispute'),
  Type.Literal('close-dispute'),
  Type.Literal('remove-rating-comment'),
]);

/**
 * One admin action: who, when, what and why. The log is append-only: the API has no path that
 * changes or removes an entry, and the database refuses UPDATE and DELETE on it.
 */
export const AuditEntry = Type.Object(
  {
    _id: Id,
    at: Type.String({ format: 'date-time' }),
    adminName: Type.String(),
    adminEmail: Type.String(),
    action: AuditAction,
    /** What was acted on: an account, a listing, an order or a rating. */
    subjectKind: Type.Union([
      Type.Literal('account'),
      Type.Literal('listing'),
      Type.Literal('order'),
      Type.Literal('rating'),
    ]),
    subjectId: Id,
    /** A readable name of the subject at the time (an email, a phone's name). */
    subjectLabel: Type.String(),
    /** Why, in the admin's words; empty when an account was deleted without a reason. */
    reason: Type.String(),
  },
  { additionalProperties: false },
);
export const AuditLog = Type.Array(AuditEntry);
export const AuditLogQuery = Type.Object(
  {
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
    action: Type.Optional(AuditAction),
  },
  { additionalProperties: false },
);

/** Deleting an account may say why (DELETE /users/delete/:id?reason=...); the log keeps it. */
export const DeleteAccountQuery = Type.Object(
  { reason: Type.Optional(Type.String({ maxLength: ADMIN_REASON_MAX })) },
  { additionalProperties: false },
);


export type AuditAction = Static<typeof AuditAction>;
export type AuditEntry = Static<typeof AuditEntry>;
export type AuditLogQuery = Static<typeof AuditLogQuery>;
export type DeleteAccountQuery = Static<typeof DeleteAccountQuery>;
