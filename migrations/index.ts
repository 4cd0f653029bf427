import * as migration_20261122_061301_initial from './20261122_061301_initial';

export const migrations = [
  {
    up: migration_20261122_061301_initial.up,
    down: migration_20261122_061301_initial.down,
    name: '20261122_061301_initial'
  },
];
