// `npm run chance --silent` (docs/engine-api.md): the exact chance statistics as one JSON object.
import { chanceReport } from '../stats/report';

const extra = process.argv.slice(2);
if (extra.length > 0) {
  process.stderr.write(
    'Usage: npm run chance --silent\n\nPrints the exact chance statistics of a random guesser as JSON. It takes no arguments.\n',
  );
  process.exitCode = 2;
} else {
  process.stdout.write(`${JSON.stringify(chanceReport())}\n`);
}
