/** Copy shared by the content pages (filters, placeholders, not-found blocks). */
export const commonCopy = {
  allCategoriesLabel: 'Todos',
  /** The CMS's first category is the pseudo-category "todos": no filter. */
  allCategoryName: 'todos',
  notFoundHint: 'Puede que el enlace esté incompleto o que el contenido ya no esté disponible.',
} as const;
