import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadToolConfig } from '../../config';
import { connect } from '../../db/connect';
import { seededTemplate } from '../../testing/seeded-template';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { addOwnerCommand } from './add-owner-command';
import { consoleSessionOf } from './reservations-testing';
import { staffUsers } from './staff-users';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());

const owners = () => staffUsers(t.db, t.app.consoleAccounts);
const stored = (email: string) =>
  t.db.selectFrom('staff_users').select(['id', 'brand_id', 'hotel_id', 'role']).where('email', '=', email).executeTakeFirst();
const auditOf = (userId: number) =>
  t.db.selectFrom('audit_log').select(['staff_user_id', 'hotel_id', 'action', 'after']).where('staff_user_id', '=', userId).execute();

describe("a deployment's first owners, added outside the console", () => {
  it("adds the brand's owner, who works for every hotel of it and edits the brand's defaults; audited as made by themselves", async () => {
    const owner = { email: 'first@formosa.example', name: 'Lin Ya-ting', password: 'Formosa-First-2026' };
    const id = await owners().addOwner({ brand: 'formosa' }, owner);
    expect(await stored(owner.email)).toMatchObject({ id, role: 'owner', hotel_id: null });
    expect(await auditOf(id)).toEqual([
      {
        staff_user_id: id,
        hotel_id: null,
        action: 'staff.created',
        after: { id, email: owner.email, name: owner.name, role: 'owner', disabled: false, scope: 'brand' },
      },
    ]);
    const session = await consoleSessionOf(t, owner);
    const brandSettings = await t.app.inject({ url: '/api/v1/console/hotels/formosa-daan/brand_settings', headers: session });
    expect(brandSettings.statusCode).toBe(200);
  });

  it("adds a hotel's owner, whose hotel's audit log shows it", async () => {
    const owner = { email: 'second@formosa-daan.example', name: 'Chang Wei', password: 'Daan-Second-2026' };
    const id = await owners().addOwner({ hotel: 'formosa-daan' }, owner);
    const session = await consoleSessionOf(t, owner);
    const me = await t.app.inject({ url: '/api/v1/console/me', headers: session });
    expect(me.json().data.user).toMatchObject({ role: 'owner', scope: 'hotel', hotels: [{ code: 'formosa-daan' }] });
    const audit = await t.app.inject({ url: '/api/v1/console/hotels/formosa-daan/audit', headers: session });
    expect(audit.json().data.entries[0]).toMatchObject({ action: 'staff.created', after: { id, scope: 'hotel' } });
  });

  it('refuses a weak password, an address in use (any case), an unknown brand or hotel, and adds no one', async () => {
    const owner = { email: 'nobody@sakura.example', name: 'Nobody', password: 'Nobody-Owner-2026' };
    await expect(owners().addOwner({ brand: 'sakura' }, { ...owner, password: 'password1' })).rejects.toMatchObject({ code: 1300 });
    await expect(owners().addOwner({ brand: 'sakura' }, { ...owner, email: 'OWNER@sakura.example' })).rejects.toMatchObject({
      code: 'STAFF_EMAIL_TAKEN',
    });
    await expect(owners().addOwner({ brand: 'sakuraa' }, owner)).rejects.toMatchObject({ code: 'BRAND_NOT_FOUND' });
    await expect(owners().addOwner({ hotel: 'sakura-nowhere' }, owner)).rejects.toMatchObject({ code: 'HOTEL_NOT_FOUND' });
    expect(await stored(owner.email)).toBeUndefined();
  });
});

const run = promisify(execFile);
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');

describe('console:add-owner, on an embedded database', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'yado-add-owner-'));
    const db = await connect({ dataDir, snapshot: await seededTemplate() });
    // Written out by a query: the connection (and PGlite's lock file with it) is only let go once opened.
    await db.selectFrom('hotel_brands').select('id').execute();
    await db.destroy();
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  /**
   * Runs the command in this process, as its entry point does, with the password from the
   * environment (none asks for it); one test below runs the real process.
   */
  async function command(args: string[], password?: string) {
    const stdout: string[] = [];
    const stderr: string[] = [];
    const env = { DATA_DIR: dataDir, ...(password === undefined ? {} : { CONSOLE_OWNER_PASSWORD: password }) };
    const code = await addOwnerCommand(args, loadToolConfig(env), {
      askPassword: async () => '',
      out: (line) => stdout.push(`${line}\n`),
      problem: (line) => stderr.push(`${line}\n`),
    });
    return { code, stdout: stdout.join(''), stderr: stderr.join('') };
  }
  const userIn = async (email: string) => {
    const db = await connect({ dataDir });
    try {
      return await db.selectFrom('staff_users').select(['hotel_id', 'role', 'name']).where('email', '=', email).executeTakeFirst();
    } finally {
      await db.destroy();
    }
  };

  it('adds a brand owner with the password from the environment, and refuses what the console refuses', async () => {
    const added = await command(['--brand', 'sakura', '--email', 'boss@sakura.example'], 'Sakura-Boss-2026');
    expect(added, added.stderr).toMatchObject({ code: 0 });
    expect(added.stdout).toContain('boss@sakura.example is now an owner of the brand sakura');
    expect(await userIn('boss@sakura.example')).toEqual({ hotel_id: null, role: 'owner', name: 'boss@sakura.example' });

    const again = await command(['--hotel', 'sakura-ginza', '--email', 'Boss@Sakura.example'], 'Sakura-Boss-2026');
    expect(again).toMatchObject({ code: 1, stderr: 'A staff account with this email address already exists\n' });
    const weak = await command(['--brand', 'sakura', '--email', 'weak@sakura.example'], 'sakura');
    expect(weak).toMatchObject({ code: 1, stderr: expect.stringContaining('password: Use at least 8 characters') });
    const unknown = await command(['--brand', 'sakuraa', '--email', 'new@sakura.example'], 'Sakura-Boss-2026');
    expect(unknown).toMatchObject({ code: 1, stderr: 'Hotel brand not found: sakuraa\n' });
    const both = await command(['--brand', 'sakura', '--hotel', 'sakura-ginza', '--email', 'new@sakura.example'], 'Sakura-Boss-2026');
    expect(both).toMatchObject({ code: 2, stderr: expect.stringContaining('Usage: npm run console:add-owner') });
    expect(await userIn('weak@sakura.example')).toBeUndefined();
    expect(await userIn('new@sakura.example')).toBeUndefined();
  });

  it('asks for the password when the environment has none (piped here), and stays off a database a server has open', async () => {
    const piped = run(
      process.execPath,
      ['--import', 'tsx', 'apps/api/src/add-owner.ts', '--hotel', 'sakura-ginza', '--email', 'desk@sakura.example', '--name', 'Desk Owner'],
      {
        cwd: repoRoot,
        env: { PATH: process.env.PATH, DATA_DIR: dataDir },
      },
    );
    piped.child.stdin?.end('Ginza-Owner-2026\n');
    expect((await piped).stdout).toContain('is now an owner of the hotel sakura-ginza');
    expect(await userIn('desk@sakura.example')).toMatchObject({ role: 'owner', name: 'Desk Owner' });

    writeFileSync(path.join(dataDir, 'postmaster.pid'), '-42\n');
    try {
      const refused = await command(['--brand', 'sakura', '--email', 'late@sakura.example'], 'Sakura-Late-2026');
      expect(refused).toMatchObject({ code: 1, stderr: expect.stringContaining('is open (is the server running?)') });
    } finally {
      rmSync(path.join(dataDir, 'postmaster.pid'));
    }
  });
});
