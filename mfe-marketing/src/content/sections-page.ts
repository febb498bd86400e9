/** Words of a page built in the CMS around the CMS's own (docs/decisions.md 13): while it loads. */
export const sectionsPageCopy = {
  loadingTitle: 'Cargando página',
  loadingDescription: 'Páginas de LINX.',
};
