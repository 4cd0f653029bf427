import * as migration_20261122_070247_initial from './20261122_070247_initial';

export const migrations = [
  {
    up: migration_20261122_070247_initial.up,
    down: migration_20261122_070247_initial.down,
    name: '20261122_070247_initial'
  },
];
