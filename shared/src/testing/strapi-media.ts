import cmsReads from '../api/cms/cms-reads.json';

type CallName = keyof typeof cmsReads.calls;

/** The path of each CMS call (shared/src/api/cms/cms-reads.json): fake CMS routes use the real paths. */
export const cmsCalls = Object.fromEntries(
  Object.entries(cmsReads.calls).map(([name, call]) => [name, call.path]),
) as Record<CallName, string>;

/** The CMS's breakpoints (cms/config/plugins.js); Strapi makes one below the original's width. */
const BREAKPOINTS = { xsmall: 320, small: 480, medium: 720, large: 960, xlarge: 1280, xxlarge: 1920 } as const;

export interface StrapiImageOptions {
  width?: number;
  height?: number;
  alternativeText?: string | null;
  mime?: string;
  /** false: no generated formats (an SVG, or a CMS that made none). */
  formats?: boolean;
}

let nextId = 1;

/**
 * A Media Library image as Strapi's REST API answers it: the original at `path` ("/uploads/x.jpg"
 * or an absolute URL) and, like Strapi, `thumbnail` plus every breakpoint narrower than the original.
 */
export const strapiImage = (
  path: string,
  { width = 1600, height = 1200, alternativeText = null, mime = 'image/jpeg', formats = true }: StrapiImageOptions = {},
) => {
  const slash = path.lastIndexOf('/');
  const dir = path.slice(0, slash + 1);
  const file = path.slice(slash + 1);
  const format = (name: string, formatWidth: number) => ({
    name: `${name}_${file}`,
    url: `${dir}${name}_${file}`,
    width: formatWidth,
    height: Math.round((height * formatWidth) / width),
    mime,
    size: Math.round(formatWidth / 10),
  });
  const made = Object.entries(BREAKPOINTS).filter(([, breakpoint]) => breakpoint < width);
  const id = nextId++;
  return {
    id,
    documentId: `media-${id}`,
    name: file,
    alternativeText,
    caption: null,
    width,
    height,
    formats: formats
      ? Object.fromEntries([
          ['thumbnail', format('thumbnail', 245)],
          ...made.map(([name, breakpoint]) => [name, format(name, breakpoint)]),
        ])
      : null,
    hash: file.replace(/\.\w+$/, ''),
    ext: file.slice(file.lastIndexOf('.')),
    mime,
    size: Math.round(width * 2.5),
    url: path,
  };
};

/** A Media Library file (PDF, video): no dimensions, no formats. */
export const strapiFile = (
  path: string,
  { mime = 'application/pdf', size = 245.5 }: { mime?: string; size?: number } = {},
) => {
  const id = nextId++;
  const file = path.slice(path.lastIndexOf('/') + 1);
  return {
    id,
    documentId: `media-${id}`,
    name: file,
    alternativeText: null,
    caption: null,
    width: null,
    height: null,
    formats: null,
    hash: file.replace(/\.\w+$/, ''),
    ext: file.slice(file.lastIndexOf('.')),
    mime,
    size,
    url: path,
  };
};
