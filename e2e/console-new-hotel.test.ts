import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newHotels } from '../apps/api/src/modules/console/new-hotels';
import { TSUBAKI_KYOTO, TSUBAKI_KYOTO_OWNER } from '../apps/api/src/modules/console/new-hotels-testing';
import { staffUsers } from '../apps/api/src/modules/console/staff-users';
import { consoleSignIn } from './support/console';
import { expectAccessible, newPage, screenshot, startHarness, watchPageErrors, type Harness } from './support/harness';

let h: Harness;
beforeAll(async () => (h = await startHarness()));
afterAll(async () => h?.close());

describe('a hotel added with console:add-hotel', () => {
  it('shows its guests no rooms, and its owner where to start, in English and Japanese', async () => {
    expect(await newHotels(h.app.db).add(TSUBAKI_KYOTO)).toMatchObject({ brandCreated: true });
    const owner = TSUBAKI_KYOTO_OWNER;
    await staffUsers(h.app.db, h.app.app.consoleAccounts).addOwner({ hotel: 'tsubaki-kyoto' }, owner);

    const guest = await newPage(h);
    const guestErrors = watchPageErrors(guest);
    await guest.goto(`${h.baseUrl}/booking/result?code=tsubaki-kyoto&locale=en`);
    await guest.getByRole('heading', { name: 'No rooms found' }).waitFor();
    expect(guestErrors).toEqual([]);
    await guest.context().close();

    const page = await newPage(h);
    const errors = watchPageErrors(page);
    await consoleSignIn(page, h.baseUrl, owner.email, owner.password);
    await page.getByRole('button', { name: 'Rates & stock' }).click();
    await page.getByText('This hotel has no room types yet.').waitFor();
    expect(await page.getByRole('table').count()).toBe(0);
    await expectAccessible(page);
    await screenshot(page, 'console-new-hotel-en');
    await page.getByRole('combobox', { name: 'Language' }).selectOption('ja');
    await page.getByText('このホテルにはまだ部屋タイプがありません。').waitFor();
    await screenshot(page, 'console-new-hotel-ja');
    expect(errors).toEqual([]);
  });
});
