import * as migration_20261129_091245_baseline from './20261129_091245_baseline';
import * as migration_20261201_212632_deal_discount_as_shown from './20261201_212632_deal_discount_as_shown';
import * as migration_20261202_125053_product_identifiers from './20261202_125053_product_identifiers';
import * as migration_20261202_131418_merchant_feeds from './20261202_131418_merchant_feeds';
import * as migration_20261203_184000_user_devices from './20261203_184000_user_devices';

export const migrations = [
  {
    up: migration_20261129_091245_baseline.up,
    down: migration_20261129_091245_baseline.down,
    name: '20261129_091245_baseline',
  },
  {
    up: migration_20261201_212632_deal_discount_as_shown.up,
    down: migration_20261201_212632_deal_discount_as_shown.down,
    name: '20261201_212632_deal_discount_as_shown',
  },
  {
    up: migration_20261202_125053_product_identifiers.up,
    down: migration_20261202_125053_product_identifiers.down,
    name: '20261202_125053_product_identifiers',
  },
  {
    up: migration_20261202_131418_merchant_feeds.up,
    down: migration_20261202_131418_merchant_feeds.down,
    name: '20261202_131418_merchant_feeds'
  },
  {
    up: migration_20261203_184000_user_devices.up,
    down: migration_20261203_184000_user_devices.down,
    name: '20261203_184000_user_devices',
  },
];
