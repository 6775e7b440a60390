import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { mailRepository, type NewMail } from './repository';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const mailTo = (to: string, subject: string): NewMail => ({
  to_address: to,
  subject,
  body: `${subject}, in full`,
  link: null,
  locale: 'en',
  attachments: [{ filename: 'stay.ics', content_type: 'text/calendar', content: 'BEGIN:VCALENDAR' }],
  retry_at: null,
});

const storedWithKeys = (keys: string[]) =>
  t.db
    .selectFrom('outbox_mails')
    .select(['id', 'delivery_key', 'to_address', 'subject', 'attachments'])
    .where('delivery_key', 'in', keys)
    .orderBy('id')
    .execute();

describe('mails written under delivery keys', () => {
  it('writes nothing for no mails', async () => {
    expect(await mailRepository(t.db).insertKeyed(t.db, [])).toEqual([]);
  });

  it('writes them all, and answers their ids in the order given', async () => {
    const repository = mailRepository(t.db);
    const ids = await repository.insertKeyed(t.db, [
      { ...mailTo('guest@example.com', 'Booked'), deliveryKey: 'outbox-a:0' },
      { ...mailTo('desk@example.com', 'New booking'), deliveryKey: 'outbox-a:1' },
    ]);
    const rows = await storedWithKeys(['outbox-a:0', 'outbox-a:1']);
    expect(rows.map((row) => [row.id, row.delivery_key, row.to_address, row.subject])).toEqual([
      [ids[0], 'outbox-a:0', 'guest@example.com', 'Booked'],
      [ids[1], 'outbox-a:1', 'desk@example.com', 'New booking'],
    ]);
    expect(rows[0]?.attachments).toEqual([{ filename: 'stay.ics', content_type: 'text/calendar', content: 'BEGIN:VCALENDAR' }]);
  });

  it('writes a key already written no second time, and answers the first mail’s id for it', async () => {
    const repository = mailRepository(t.db);
    const [first] = await repository.insertKeyed(t.db, [{ ...mailTo('guest@example.com', 'Booked'), deliveryKey: 'outbox-b:0' }]);
    // Written again (a job run twice), with a new mail after it: only the new one is written.
    // The one written before comes first, so ids answered as "new ones, then old ones" would be caught.
    const again = await repository.insertKeyed(t.db, [
      { ...mailTo('guest@example.com', 'Booked, again'), deliveryKey: 'outbox-b:0' },
      { ...mailTo('desk@example.com', 'New booking'), deliveryKey: 'outbox-b:1' },
      { ...mailTo('desk@example.com', 'New booking, too'), deliveryKey: 'outbox-b:2' },
    ]);
    const rows = await storedWithKeys(['outbox-b:0', 'outbox-b:1', 'outbox-b:2']);
    expect(rows).toHaveLength(3);
    const byKey = new Map(rows.map((row) => [row.delivery_key, row]));
    expect(again).toEqual([first, byKey.get('outbox-b:1')?.id, byKey.get('outbox-b:2')?.id]);
    expect(byKey.get('outbox-b:0')?.subject).toBe('Booked');
  });
});
