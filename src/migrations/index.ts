import * as migration_20261121_014515_initial from './20261121_014515_initial';
import * as migration_20261121_033359_public_forms from './20261121_033359_public_forms';
import * as migration_20261121_041208_payments from './20261121_041208_payments';
import * as migration_20261121_050719_audit_log from './20261121_050719_audit_log';
import * as migration_20261121_064528_analytics_rollup from './20261121_064528_analytics_rollup';

export const migrations = [
  {
    up: migration_20261121_014515_initial.up,
    down: migration_20261121_014515_initial.down,
    name: '20261121_014515_initial',
  },
  {
    up: migration_20261121_033359_public_forms.up,
    down: migration_20261121_033359_public_forms.down,
    name: '20261121_033359_public_forms',
  },
  {
    up: migration_20261121_041208_payments.up,
    down: migration_20261121_041208_payments.down,
    name: '20261121_041208_payments',
  },
  {
    up: migration_20261121_050719_audit_log.up,
    down: migration_20261121_050719_audit_log.down,
    name: '20261121_050719_audit_log',
  },
  {
    up: migration_20261121_064528_analytics_rollup.up,
    down: migration_20261121_064528_analytics_rollup.down,
    name: '20261121_064528_analytics_rollup',
  },
];
