// "Cartelería digital en Ñuñoa" → "carteleria-digital-en-nunoa": the shape of the site's addresses, accents
// dropped (as the CMS's src/utils/slugify.js makes case slugs), for the slug that follows its title.
export const slugify = (text) =>
  String(text ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);

/**
 * The slug while it follows its title: the title's slug as the title changes, until the editor types in the
 * slug (`following` false from then on). Returns the value to set, or null to leave it.
 */
export const followedSlug = ({ following, title, slug }) => {
  if (!following) return null;
  const next = slugify(title);
  return next && next !== slug ? next : null;
};
