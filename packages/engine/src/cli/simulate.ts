// `npm run simulate --silent -- --circuits N --seed S` (docs/engine-api.md): N seeded random circuits.
import { simulateCircuits } from '../simulate/simulate';
import { SIMULATE_USAGE, parseSimulateArgs } from './args';

const args = parseSimulateArgs(process.argv.slice(2));
if (args.kind === 'help') {
  process.stdout.write(`${SIMULATE_USAGE}\n`);
} else if (args.kind === 'error') {
  process.stderr.write(`${args.message}\n\n${SIMULATE_USAGE}\n`);
  process.exitCode = 2;
} else {
  process.stdout.write(`${JSON.stringify(simulateCircuits(args.circuits, args.seed))}\n`);
}
