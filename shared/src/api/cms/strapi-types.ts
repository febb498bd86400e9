/**
 * Raw Strapi 5 shapes every remote's mappers build on (flattened attributes): an entry, a named
 * entry and a Media Library file. Each remote declares its own models' shapes beside its mappers.
 */
export type Maybe<T> = T | null | undefined;

export interface StrapiEntry {
  id: number;
  documentId?: string;
}
export interface StrapiNamed extends StrapiEntry {
  name: string;
}

/** One generated size of a raster upload (Strapi makes a format only below the original's width). */
export interface StrapiMediaFormat {
  url: string;
  width?: Maybe<number>;
  height?: Maybe<number>;
  mime?: Maybe<string>;
  /** Kilobytes (1000 bytes). */
  size?: Maybe<number>;
}

/** A Media Library file as the REST API populates it (local uploads answer a path: "/uploads/x.png"). */
export interface StrapiMedia extends StrapiEntry {
  url: string;
  name?: Maybe<string>;
  alternativeText?: Maybe<string>;
  caption?: Maybe<string>;
  width?: Maybe<number>;
  height?: Maybe<number>;
  /** thumbnail (245 wide) and the CMS's breakpoints: xsmall 320, small 480, medium 720, large 960, xlarge 1280, xxlarge 1920. */
  formats?: Maybe<Record<string, Maybe<StrapiMediaFormat>>>;
  ext?: Maybe<string>;
  mime?: Maybe<string>;
  /** Kilobytes (1000 bytes). */
  size?: Maybe<number>;
  createdAt?: Maybe<string>;
}
