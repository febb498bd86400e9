export declare const PHOTO_WIDTH: number;
export declare const PHOTO_HEIGHT: number;
/** A photo-like JPEG (default 4000×3000) made with the CMS's sharp. */
export declare const testPhoto: (size?: { width?: number; height?: number }) => Promise<Buffer>;
