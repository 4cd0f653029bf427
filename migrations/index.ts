import * as migration_20261129_091245_baseline from './20261129_091245_baseline';

export const migrations = [
  {
    up: migration_20261129_091245_baseline.up,
    down: migration_20261129_091245_baseline.down,
    name: '20261129_091245_baseline'
  },
];
