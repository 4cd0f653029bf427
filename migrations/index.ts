import * as migration_20261122_070247_initial from './20261122_070247_initial';
import * as migration_20261122_084234_import_export from './20261122_084234_import_export';
import * as migration_20261122_091021_api_indexes from './20261122_091021_api_indexes';
import * as migration_20261122_094000_list_order_indexes from './20261122_094000_list_order_indexes';
import * as migration_20261122_120457_site_settings_third_parties from './20261122_120457_site_settings_third_parties';
import * as migration_20261122_135000_store_version_rel_paths from './20261122_135000_store_version_rel_paths';
import * as migration_20261122_150000_search from './20261122_150000_search';
import * as migration_20261122_160000_search_index_cost from './20261122_160000_search_index_cost';
import * as migration_20261122_161000_search_prefix from './20261122_161000_search_prefix';
import * as migration_20261122_162000_search_typos from './20261122_162000_search_typos';
import * as migration_20261122_180000_search_popularity_walk from './20261122_180000_search_popularity_walk';
import * as migration_20261122_181000_search_product_text from './20261122_181000_search_product_text';
import * as migration_20261122_182000_search_correction from './20261122_182000_search_correction';
import * as migration_20261122_223000_search_suggest from './20261122_223000_search_suggest';
import * as migration_20261123_013000_search_head from './20261123_013000_search_head';
import * as migration_20261123_120000_hidden_subtree from './20261123_120000_hidden_subtree';
import * as migration_20261124_171245_offer_details from './20261124_171245_offer_details';
import * as migration_20261124_200000_clicks from './20261124_200000_clicks';
import * as migration_20261124_205000_jobs_record_prices from './20261124_205000_jobs_record_prices';
import * as migration_20261124_210000_price_history from './20261124_210000_price_history';
import * as migration_20261124_215000_uk_alias_aud from './20261124_215000_uk_alias_aud';
import * as migration_20261124_220000_deals_by_price from './20261124_220000_deals_by_price';
import * as migration_20261124_230000_prices_by_country from './20261124_230000_prices_by_country';
import * as migration_20261124_231000_price_reference_loop from './20261124_231000_price_reference_loop';
import * as migration_20261124_232000_products_by_brand from './20261124_232000_products_by_brand';
import * as migration_20261125_001000_deal_reference from './20261125_001000_deal_reference';
import * as migration_20261125_010701_import_jobs from './20261125_010701_import_jobs';
import * as migration_20261125_014111_admin_language from './20261125_014111_admin_language';
import * as migration_20261125_030743_category_path from './20261125_030743_category_path';
import * as migration_20261125_045055_product_versions from './20261125_045055_product_versions';
import * as migration_20261127_100000_sql_files from './20261127_100000_sql_files';
import * as migration_20261127_125329_media_object_storage from './20261127_125329_media_object_storage';
import * as migration_20261128_000000_store_main_category from './20261128_000000_store_main_category';
import * as migration_20261128_113716_product_drafts from './20261128_113716_product_drafts';
import * as migration_20261128_121919_product_redirects from './20261128_121919_product_redirects';
import * as migration_20261128_132000_published_products_by_category from './20261128_132000_published_products_by_category';
import * as migration_20261128_134500_published_products_by_brand from './20261128_134500_published_products_by_brand';
import * as migration_20261128_155353_product_name_search from './20261128_155353_product_name_search';
import * as migration_20261128_170000_drop_products_brand_cover from './20261128_170000_drop_products_brand_cover';
import * as migration_20261128_174500_published_products_by_category_cover from './20261128_174500_published_products_by_category_cover';
import * as migration_20261128_200000_product_names_in_unique_index from './20261128_200000_product_names_in_unique_index';
import * as migration_20261129_071212_product_group_seo from './20261129_071212_product_group_seo';

export const migrations = [
  {
    up: migration_20261122_070247_initial.up,
    down: migration_20261122_070247_initial.down,
    name: '20261122_070247_initial',
  },
  {
    up: migration_20261122_084234_import_export.up,
    down: migration_20261122_084234_import_export.down,
    name: '20261122_084234_import_export',
  },
  {
    up: migration_20261122_091021_api_indexes.up,
    down: migration_20261122_091021_api_indexes.down,
    name: '20261122_091021_api_indexes',
  },
  {
    up: migration_20261122_094000_list_order_indexes.up,
    down: migration_20261122_094000_list_order_indexes.down,
    name: '20261122_094000_list_order_indexes',
  },
  {
    up: migration_20261122_120457_site_settings_third_parties.up,
    down: migration_20261122_120457_site_settings_third_parties.down,
    name: '20261122_120457_site_settings_third_parties',
  },
  {
    up: migration_20261122_135000_store_version_rel_paths.up,
    down: migration_20261122_135000_store_version_rel_paths.down,
    name: '20261122_135000_store_version_rel_paths',
  },
  {
    up: migration_20261122_150000_search.up,
    down: migration_20261122_150000_search.down,
    name: '20261122_150000_search',
  },
  {
    up: migration_20261122_160000_search_index_cost.up,
    down: migration_20261122_160000_search_index_cost.down,
    name: '20261122_160000_search_index_cost',
  },
  {
    up: migration_20261122_161000_search_prefix.up,
    down: migration_20261122_161000_search_prefix.down,
    name: '20261122_161000_search_prefix',
  },
  {
    up: migration_20261122_162000_search_typos.up,
    down: migration_20261122_162000_search_typos.down,
    name: '20261122_162000_search_typos',
  },
  {
    up: migration_20261122_180000_search_popularity_walk.up,
    down: migration_20261122_180000_search_popularity_walk.down,
    name: '20261122_180000_search_popularity_walk',
  },
  {
    up: migration_20261122_181000_search_product_text.up,
    down: migration_20261122_181000_search_product_text.down,
    name: '20261122_181000_search_product_text',
  },
  {
    up: migration_20261122_182000_search_correction.up,
    down: migration_20261122_182000_search_correction.down,
    name: '20261122_182000_search_correction',
  },
  {
    up: migration_20261122_223000_search_suggest.up,
    down: migration_20261122_223000_search_suggest.down,
    name: '20261122_223000_search_suggest',
  },
  {
    up: migration_20261123_013000_search_head.up,
    down: migration_20261123_013000_search_head.down,
    name: '20261123_013000_search_head',
  },
  {
    up: migration_20261123_120000_hidden_subtree.up,
    down: migration_20261123_120000_hidden_subtree.down,
    name: '20261123_120000_hidden_subtree',
  },
  {
    up: migration_20261124_171245_offer_details.up,
    down: migration_20261124_171245_offer_details.down,
    name: '20261124_171245_offer_details',
  },
  {
    up: migration_20261124_200000_clicks.up,
    down: migration_20261124_200000_clicks.down,
    name: '20261124_200000_clicks',
  },
  {
    up: migration_20261124_205000_jobs_record_prices.up,
    down: migration_20261124_205000_jobs_record_prices.down,
    name: '20261124_205000_jobs_record_prices',
  },
  {
    up: migration_20261124_210000_price_history.up,
    down: migration_20261124_210000_price_history.down,
    name: '20261124_210000_price_history',
  },
  {
    up: migration_20261124_215000_uk_alias_aud.up,
    down: migration_20261124_215000_uk_alias_aud.down,
    name: '20261124_215000_uk_alias_aud',
  },
  {
    up: migration_20261124_220000_deals_by_price.up,
    down: migration_20261124_220000_deals_by_price.down,
    name: '20261124_220000_deals_by_price',
  },
  {
    up: migration_20261124_230000_prices_by_country.up,
    down: migration_20261124_230000_prices_by_country.down,
    name: '20261124_230000_prices_by_country',
  },
  {
    up: migration_20261124_231000_price_reference_loop.up,
    down: migration_20261124_231000_price_reference_loop.down,
    name: '20261124_231000_price_reference_loop',
  },
  {
    up: migration_20261124_232000_products_by_brand.up,
    down: migration_20261124_232000_products_by_brand.down,
    name: '20261124_232000_products_by_brand',
  },
  {
    up: migration_20261125_001000_deal_reference.up,
    down: migration_20261125_001000_deal_reference.down,
    name: '20261125_001000_deal_reference',
  },
  {
    up: migration_20261125_010701_import_jobs.up,
    down: migration_20261125_010701_import_jobs.down,
    name: '20261125_010701_import_jobs',
  },
  {
    up: migration_20261125_014111_admin_language.up,
    down: migration_20261125_014111_admin_language.down,
    name: '20261125_014111_admin_language',
  },
  {
    up: migration_20261125_030743_category_path.up,
    down: migration_20261125_030743_category_path.down,
    name: '20261125_030743_category_path',
  },
  {
    up: migration_20261125_045055_product_versions.up,
    down: migration_20261125_045055_product_versions.down,
    name: '20261125_045055_product_versions',
  },
  {
    up: migration_20261127_100000_sql_files.up,
    down: migration_20261127_100000_sql_files.down,
    name: '20261127_100000_sql_files',
  },
  {
    up: migration_20261127_125329_media_object_storage.up,
    down: migration_20261127_125329_media_object_storage.down,
    name: '20261127_125329_media_object_storage',
  },
  {
    up: migration_20261128_000000_store_main_category.up,
    down: migration_20261128_000000_store_main_category.down,
    name: '20261128_000000_store_main_category',
  },
  {
    up: migration_20261128_113716_product_drafts.up,
    down: migration_20261128_113716_product_drafts.down,
    name: '20261128_113716_product_drafts',
  },
  {
    up: migration_20261128_121919_product_redirects.up,
    down: migration_20261128_121919_product_redirects.down,
    name: '20261128_121919_product_redirects',
  },
  {
    up: migration_20261128_132000_published_products_by_category.up,
    down: migration_20261128_132000_published_products_by_category.down,
    name: '20261128_132000_published_products_by_category',
  },
  {
    up: migration_20261128_134500_published_products_by_brand.up,
    down: migration_20261128_134500_published_products_by_brand.down,
    name: '20261128_134500_published_products_by_brand',
  },
  {
    up: migration_20261128_155353_product_name_search.up,
    down: migration_20261128_155353_product_name_search.down,
    name: '20261128_155353_product_name_search',
  },
  {
    up: migration_20261128_170000_drop_products_brand_cover.up,
    down: migration_20261128_170000_drop_products_brand_cover.down,
    name: '20261128_170000_drop_products_brand_cover',
  },
  {
    up: migration_20261128_174500_published_products_by_category_cover.up,
    down: migration_20261128_174500_published_products_by_category_cover.down,
    name: '20261128_174500_published_products_by_category_cover',
  },
  {
    up: migration_20261128_200000_product_names_in_unique_index.up,
    down: migration_20261128_200000_product_names_in_unique_index.down,
    name: '20261128_200000_product_names_in_unique_index',
  },
  {
    up: migration_20261129_071212_product_group_seo.up,
    down: migration_20261129_071212_product_group_seo.down,
    name: '20261129_071212_product_group_seo'
  },
];
