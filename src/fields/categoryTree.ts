/** The input of every field that points at categories: the category tree (src/components/admin). */
export const CATEGORY_TREE = '@/components/admin/CategoryTreeField#CategoryTreeField'
