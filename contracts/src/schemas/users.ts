import { Type, type Static } from 'typebox';
import { ACCOUNT_NAME_MAX } from './choices-and-limits.ts';
import { Id } from './common.ts';

/** Saves the caller's own record. The email must be the verified token's; no field sets admin. */
export const SaveUser = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: ACCOUNT_NAME_MAX }),
    email: Type.String({ format: 'email', maxLength: 254 }),
    sellerAccount: Type.Optional(Type.Boolean()),
    userPhoto: Type.Optional(Type.String({ maxLength: 500 })),
    photoURL: Type.Optional(Type.Union([Type.String({ maxLength: 2000 }), Type.Null()])),
  },
  { additionalProperties: false },
);
export const SavedUser = Type.Object(
  {
    acknowledged: Type.Boolean(),
    role: Type.Union([Type.Literal('buyer'), Type.Literal('seller'), Type.Literal('admin')]),
  },
  { additionalProperties: false },
);

export const JwtQuery = Type.Object(
  { email: Type.String({ format: 'email', maxLength: 254 }) },
  { additionalProperties: false },
);
/** The language a person chose, kept on their account: the header's choice follows them to every device. */
export const AccountLanguage = Type.Union([Type.Literal('en'), Type.Literal('bn')]);

export const AccessToken = Type.Object(
  {
    accessToken: Type.String(),
    /** The language chosen on this account, absent until the person chooses one. */
    language: Type.Optional(AccountLanguage),
  },
  { additionalProperties: false },
);

export const SaveLanguage = Type.Object({ language: AccountLanguage }, { additionalProperties: false });
export type SaveLanguage = Static<typeof SaveLanguage>;

export const IsSeller = Type.Object({ isSeller: Type.Boolean() }, { additionalProperties: false });
export const IsAdmin = Type.Object({ isAdmin: Type.Boolean() }, { additionalProperties: false });

/** A row of the admin tables: what the table shows, nothing more. */
export const AccountRow = Type.Object(
  {
    _id: Id,
    name: Type.String(),
    email: Type.String(),
    /** The account's photo for a 48 px picture: its 192 px copy where it was stored here, else the photo. */
    userPhoto: Type.Union([Type.String(), Type.Null()]),
    joinedAt: Type.String({ format: 'date-time' }),
  },
  { additionalProperties: false },
);
export const AccountQuery = Type.Object(
  {
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
    search: Type.Optional(Type.String({ maxLength: 100 })),
  },
  { additionalProperties: false },
);
export const AccountPage = Type.Object(
  {
    users: Type.Array(AccountRow),
    page: Type.Integer(),
    pageSize: Type.Integer(),
    total: Type.Integer(),
  },
  { additionalProperties: false },
);

export type SaveUser = Static<typeof SaveUser>;
export type SavedUser = Static<typeof SavedUser>;
export type AccountRow = Static<typeof AccountRow>;
export type AccountPage = Static<typeof AccountPage>;
export type AccountQuery = Static<typeof AccountQuery>;
