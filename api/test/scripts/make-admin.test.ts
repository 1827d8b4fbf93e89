import { describe, expect, it } from 'vitest';
import { findUserByEmail } from '../../src/db/users.repository.ts';
import { makeAdmin } from '../../src/scripts/admin-promotion.ts';
import { bearer, createAccount, uniqueEmail, useTestApp } from '../helper.ts';
import { firebaseSignUpUnverified } from '../support/firebase-emulator.ts';

describe('npm run make-admin', () => {
  const ctx = useTestApp();

  /** Runs the script's steps against the test app's database and the Auth emulator. */
  async function run(...argv: string[]) {
    const logged: string[] = [];
    const errors: string[] = [];
    const exitCode = await makeAdmin(argv, {
      db: ctx.app.db,
      auth: ctx.app.firebase.auth,
      out: { log: (line) => logged.push(line), error: (line) => errors.push(line) },
    });
    return { exitCode, output: logged.join('\n'), errors: errors.join('\n') };
  }

  const roleOf = async (email: string) => (await findUserByEmail(ctx.app.db, email))?.role;

  it('shows the account an email names, with its uid and verified state, and changes nothing', async () => {
    const seller = await createAccount(ctx.app, 'seller', 'Nadia Seller');
    const shown = await run(seller.email);
    expect(shown.exitCode).toBe(0);
    expect(shown.output).toContain(`uid:            ${seller.uid}`);
    expect(shown.output).toContain('name:           Nadia Seller');
    expect(shown.output).toContain('email verified: yes');
    expect(shown.output).toContain(`npm run make-admin -- ${seller.email} --uid ${seller.uid}`);
    expect(await roleOf(seller.email)).toBe('seller');
  });

  it('promotes exactly the account whose uid is given, and ends its current sessions', async () => {
    const seller = await createAccount(ctx.app, 'seller');
    const promoted = await run(seller.email, '--uid', seller.uid);
    expect(promoted.exitCode).toBe(0);
    expect(promoted.output).toContain('is now an admin (was seller)');
    expect(await roleOf(seller.email)).toBe('admin');
    const oldToken = await ctx.app.inject({ method: 'GET', url: '/allBuyers', headers: bearer(seller.accessToken) });
    expect(oldToken.statusCode).toBe(401);
    expect((await run(seller.email, '--uid', seller.uid)).output).toContain('already an admin');
  });

  it('refuses a uid that is not the account of that email', async () => {
    const buyer = await createAccount(ctx.app, 'buyer');
    const other = await createAccount(ctx.app, 'buyer');
    const refused = await run(buyer.email, '--uid', other.uid);
    expect(refused.exitCode).toBe(1);
    expect(refused.errors).toBe(`The account with the email ${buyer.email} has the uid ${buyer.uid}, not ${other.uid}. Nothing changed.`);
    expect(await roleOf(buyer.email)).toBe('buyer');
    expect(await roleOf(other.email)).toBe('buyer');
  });

  it('never promotes an account whose email is not verified, even with its uid', async () => {
    // Someone signs up with a colleague's address before the colleague does; the operator then
    // runs make-admin with that address, as they were asked to.
    const squatter = await firebaseSignUpUnverified(uniqueEmail('colleague'));
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: '/users',
      headers: bearer(squatter.idToken),
      payload: { name: 'The Colleague', email: squatter.email },
    });
    expect(saved.statusCode).toBe(200);

    const shown = await run(squatter.email);
    expect(shown.exitCode).toBe(1);
    expect(shown.output).toContain('email verified: NO');
    expect(shown.errors).toMatch(/^Its email is not verified/);
    expect(shown.output).not.toContain('--uid');

    const forced = await run(squatter.email, '--uid', squatter.uid);
    expect(forced.exitCode).toBe(1);
    expect(forced.errors).toMatch(/^Its email is not verified/);
    expect(await roleOf(squatter.email)).toBe('buyer');
  });

  it('explains its usage and an unknown email without changing anything', async () => {
    for (const argv of [[], ['not-an-email'], ['a@example.test', '--uid'], ['a@example.test', '--role', 'admin'], ['a@example.test', 'b@example.test']]) {
      const wrong = await run(...argv);
      expect(wrong.exitCode).toBe(2);
      expect(wrong.errors).toContain('npm run make-admin -- <email> --uid <uid>');
    }
    const unknown = await run(uniqueEmail('nobody'));
    expect(unknown.exitCode).toBe(1);
    expect(unknown.errors).toMatch(/^No account with the email .* The person must sign up first\.$/);
  });
});
