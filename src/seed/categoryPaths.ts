/**
 * Every category's place in the tree, in every language it has ("Elektronik › Laptops"), the admin's
 * name for it (`path`, see src/collections/PostCategories). Payload's hooks write it for documents
 * saved through Payload; the seed writes the other languages straight into the table, so it fills them
 * here in one statement. A missing name in a language falls back to the English one.
 */
export const CATEGORY_PATHS_SQL = `
with recursive chain as (
  select c.id as leaf, c.id as node, c.parent_id, 0 as depth from post_categories c
  union all
  select chain.leaf, p.id, p.parent_id, chain.depth + 1
  from chain join post_categories p on p.id = chain.parent_id
  where chain.depth < 20
), paths as (
  select chain.leaf, languages._locale,
    string_agg(coalesce(named.name, english.name), ' › ' order by chain.depth desc) as path
  from chain
  cross join (select distinct _locale from post_categories_locales) languages
  left join post_categories_locales named
    on named._parent_id = chain.node and named._locale = languages._locale
  left join post_categories_locales english
    on english._parent_id = chain.node and english._locale = 'en'
  group by chain.leaf, languages._locale
)
update post_categories_locales l set path = paths.path
from paths where l._parent_id = paths.leaf and l._locale = paths._locale`
