import type { DatabaseTarget } from '../../apps/server/src/db/database.ts';
import { generateScaleData } from './scale-data.ts';

// One data set of the scale bench in a process of its own, which scale.ts starts under
// `nice -n 19`: the generation gives way to other work on the machine. Arguments: the database
// target as JSON, the data folder, the number of customers; progress goes to stdout.

const [target = '', dataDir = '', customers = ''] = process.argv.slice(2);
await generateScaleData(
  JSON.parse(target) as DatabaseTarget,
  dataDir,
  Number(customers),
  (line) => {
    console.log(`  ${line}`);
  },
);
