import * as migration_20261121_014515_initial from './20261121_014515_initial';

export const migrations = [
  {
    up: migration_20261121_014515_initial.up,
    down: migration_20261121_014515_initial.down,
    name: '20261121_014515_initial'
  },
];
