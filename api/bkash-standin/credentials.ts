import { BKASH_STANDIN_CREDENTIALS } from '../src/config.ts';

export type BkashStandInCredentials = { appKey: string; appSecret: string; username: string; password: string };

/** The merchant keys the stand-in accepts: the ones the API uses in development when none are given. */
export const STANDIN_CREDENTIALS: BkashStandInCredentials = BKASH_STANDIN_CREDENTIALS;
