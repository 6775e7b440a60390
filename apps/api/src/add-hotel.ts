// npm run console:add-hotel: adds a hotel (and its brand, when new) to the configured database (ADR 0082).
import { loadToolConfig } from './config';
import { addHotelCommand } from './modules/console/add-hotel-command';

try {
  process.exitCode = await addHotelCommand(process.argv.slice(2), loadToolConfig(), {
    out: (line) => process.stdout.write(`${line}\n`),
    problem: (line) => process.stderr.write(`${line}\n`),
  });
} catch (error) {
  process.stderr.write(`${(error as Error).message}\n`);
  process.exitCode = 1;
}
