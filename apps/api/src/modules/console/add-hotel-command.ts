import { parseArgs } from 'node:util';
import type { ToolConfig } from '../../config';
import { connectAsConfigured } from '../../db/connect';
import { migrateToLatest } from '../../db/migrate';
import { newHotels, newHotelSchema } from './new-hotels';
import { embeddedInUse } from './tool-database';

export const ADD_HOTEL_USAGE = `Usage: npm run console:add-hotel -- --brand <code> [--brand-name <name>] --hotel <code> --name <name>
         --time-zone <zone> --currency <code> --locale <language> --tax-rate <percent>
         [--phone <number>] [--address <text>] [--post-code <code>] [--country <two letters>]

Adds a hotel, with nothing to sell yet, to a brand; a new brand is created with it when --brand-name
gives its name (given for a brand that exists, nothing is added). The tax rate is the one its prices
include (10 in Japan). A new brand takes cards through the sandbox gateway until its payment hub is set. Then add its owner (npm run console:add-owner), who builds its cancellation policies,
room types, plans, rates and stock in the console.
The database is the server's: DATABASE_URL, else the embedded one in DATA_DIR (stop the server first).`;

/** Each option, and the field of the new hotel it fills. */
const OPTIONS = {
  brand: 'brand',
  'brand-name': 'brand_name',
  hotel: 'hotel',
  name: 'name',
  'time-zone': 'time_zone',
  currency: 'currency',
  locale: 'locale',
  'tax-rate': 'tax_rate_percent',
  phone: 'phone',
  address: 'address',
  'post-code': 'post_code',
  country: 'country',
} as const;
const optionOf = Object.fromEntries(Object.entries(OPTIONS).map(([option, field]) => [field, option]));

export interface AddHotelIo {
  out: (line: string) => void;
  /** Says what stopped the command. */
  problem: (line: string) => void;
}

/**
 * `npm run console:add-hotel`: a new hotel for a deployment (ADR 0082). Answers the exit code:
 * 0 added, 1 refused, 2 wrong arguments.
 */
export async function addHotelCommand(args: string[], config: ToolConfig, io: AddHotelIo): Promise<number> {
  let values: Record<string, string | undefined>;
  try {
    ({ values } = parseArgs({ args, options: Object.fromEntries(Object.keys(OPTIONS).map((option) => [option, { type: 'string' }])) }) as {
      values: Record<string, string | undefined>;
    });
  } catch (error) {
    io.problem(`${(error as Error).message}\n\n${ADD_HOTEL_USAGE}`);
    return 2;
  }
  const given = Object.fromEntries(
    Object.entries(OPTIONS).flatMap(([option, field]) => (values[option] === undefined ? [] : [[field, values[option]]])),
  );
  const checked = newHotelSchema.safeParse(given);
  if (!checked.success) {
    for (const issue of checked.error.issues) {
      const field = String(issue.path[0]);
      io.problem(`--${optionOf[field] ?? field}: ${given[field] === undefined ? 'missing' : issue.message}`);
    }
    io.problem(`\n${ADD_HOTEL_USAGE}`);
    return 2;
  }
  const inUse = embeddedInUse(config);
  if (inUse) {
    io.problem(inUse);
    return 1;
  }

  const db = await connectAsConfigured(config);
  try {
    await migrateToLatest(db);
    const added = await newHotels(db).add(checked.data);
    if ('refused' in added) {
      io.problem(added.refused);
      return 1;
    }
    const { brand, hotel } = checked.data;
    io.out(
      `${added.brandCreated ? `The brand ${brand} is created, with the hotel ${hotel}.` : `The hotel ${hotel} is added to the brand ${brand}.`}`,
    );
    io.out(`Next: npm run console:add-owner -- --hotel ${hotel} --email <address>; the owner builds its catalogue in the console.`);
    return 0;
  } finally {
    await db.destroy();
  }
}
