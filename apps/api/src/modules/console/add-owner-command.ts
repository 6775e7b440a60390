import { parseArgs } from 'node:util';
import { staffUserCreateSchema } from '@yado/domain/console-staff';
import type { ToolConfig } from '../../config';
import { connectAsConfigured } from '../../db/connect';
import { migrateToLatest } from '../../db/migrate';
import { AppError, englishMessage } from '../../errors';
import { signInThrottle } from '../sign-ins/service';
import { consoleAccounts } from './accounts';
import { staffUsers, type OwnerPlace } from './staff-users';
import { embeddedInUse } from './tool-database';

export const ADD_OWNER_USAGE = `Usage: npm run console:add-owner -- (--brand <code> | --hotel <code>) --email <address> [--name <name>]

Adds a console owner: of a brand (every hotel of it, and the brand's defaults) or of one hotel.
The password is read from CONSOLE_OWNER_PASSWORD, else asked for; never give it as an argument.
The database is the server's: DATABASE_URL, else the embedded one in DATA_DIR (stop the server first).`;

/** What the console asks of a new user, but the role: an owner's. */
const ownerSchema = staffUserCreateSchema.omit({ role: true });

export interface AddOwnerIo {
  /** Asks for the password, unseen as it is typed. */
  askPassword: () => Promise<string>;
  out: (line: string) => void;
  /** Says what stopped the command. */
  problem: (line: string) => void;
}

/** The place and the address the arguments name, or why they do not. */
function parsed(args: string[]): { place: OwnerPlace; email: string; name: string | undefined } | string {
  let values;
  try {
    ({ values } = parseArgs({
      args,
      options: { brand: { type: 'string' }, hotel: { type: 'string' }, email: { type: 'string' }, name: { type: 'string' } },
    }));
  } catch (error) {
    return (error as Error).message;
  }
  const { brand, hotel, email, name } = values;
  if ((brand === undefined) === (hotel === undefined)) return 'Name a brand (--brand) or a hotel (--hotel), one of the two.';
  if (!email) return 'Give the new owner’s email address (--email).';
  return { place: brand === undefined ? { hotel: hotel! } : { brand }, email, name };
}

/**
 * `npm run console:add-owner`: a deployment's first console user (ADR 0064), through the Staff
 * screen's service, so the password rules, the address used once and the audit entry are the
 * console's. Answers the exit code: 0 added, 1 refused, 2 wrong arguments.
 */
export async function addOwnerCommand(args: string[], config: ToolConfig, io: AddOwnerIo): Promise<number> {
  const request = parsed(args);
  if (typeof request === 'string') {
    io.problem(`${request}\n\n${ADD_OWNER_USAGE}`);
    return 2;
  }
  const inUse = embeddedInUse(config);
  if (inUse) {
    io.problem(inUse);
    return 1;
  }
  const password = config.CONSOLE_OWNER_PASSWORD ?? (await io.askPassword());
  const checked = ownerSchema.safeParse({ email: request.email, name: request.name ?? request.email, password });
  if (!checked.success) {
    for (const issue of checked.error.issues) io.problem(`${issue.path.join('.')}: ${englishMessage(issue.message)}`);
    return 1;
  }

  const db = await connectAsConfigured(config);
  try {
    await migrateToLatest(db);
    const accounts = consoleAccounts(db, signInThrottle(db), { totpKey: Buffer.from(config.TOTP_SECRET_KEY, 'hex') });
    await staffUsers(db, accounts).addOwner(request.place, checked.data);
    const where = 'brand' in request.place ? `the brand ${request.place.brand} (every hotel of it)` : `the hotel ${request.place.hotel}`;
    io.out(`${checked.data.email} is now an owner of ${where}; they sign in at /console/.`);
    return 0;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const code = 'brand' in request.place ? request.place.brand : request.place.hotel;
    io.problem(error.status === 404 ? `${error.message}: ${code}` : error.message);
    return 1;
  } finally {
    await db.destroy();
  }
}
